import type { Meta, StoryObj } from '@storybook/react-vite'
import { fn } from 'storybook/test'
import { PullToRefresh } from '@/runtime/render'

// Pull-down refresh is runtime, not a widget: a route's `pullDownRefresh` and ContentFeed's `refreshable`
// put the content inside it. Pulling needs touch events: open the story in the browser's device mode
// (touch emulation) and drag the list down.

const lessons = [
  '寻常型银屑病的临床表现与皮肤镜特征',
  '中重度斑块状银屑病的生物制剂选择',
  '特应性皮炎的分级治疗与长期维持',
  '痤疮分级与外用药物选择',
  '白癜风光疗规范',
  '化脓性汗腺炎的外科与系统治疗',
  '皮肤镜进阶：色素性皮损的鉴别诊断',
  '黑色素瘤的早期识别',
]

const lessonList = (
  <ul style={{ margin: 0, padding: '0 16px', listStyle: 'none', background: '#fff' }}>
    {lessons.map((title, index) => (
      <li key={title} style={{ padding: '16px 0', borderBottom: '1px solid #f0f0f0', fontSize: 15 }}>
        第 {index + 1} 讲 · {title}
      </li>
    ))}
  </ul>
)

/** A page reload on a phone's network: 加载中…… for a second, then 刷新成功. */
function afterASecond(fail = false) {
  return () =>
    new Promise<void>((resolve, reject) =>
      setTimeout(() => (fail ? reject(new Error('网络连接失败')) : resolve()), 1000),
    )
}

const meta = {
  title: 'Runtime/PullToRefresh',
  component: PullToRefresh,
  args: { children: lessonList, onRefresh: fn(afterASecond()).mockName('onRefresh') },
} satisfies Meta<typeof PullToRefresh>

export default meta
type Story = StoryObj<typeof meta>

/** 下拉刷新, past 60 px 释放立即刷新; letting go: 加载中……, then 刷新成功, and the list springs back. */
export const Default: Story = {}

/** The reload fails (the API client toasts it): the list springs back without 刷新成功. */
export const RefreshFails: Story = {
  args: { onRefresh: fn(afterASecond(true)).mockName('onRefresh') },
}

/** Disabled: a pull scrolls the page as usual. */
export const Disabled: Story = { args: { disabled: true } }
