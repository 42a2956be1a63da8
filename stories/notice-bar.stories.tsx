import type { Meta, StoryObj } from '@storybook/react-vite'
import NoticeBar from '@/widgets/notice-bar/notice-bar'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/NoticeBar',
  ...widgetDocs('NoticeBar'),
  component: NoticeBar,
  args: { ...runtimeArgs(), text: '本周六 19:30 直播：银屑病生物制剂治疗进展' },
} satisfies Meta<typeof NoticeBar>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** Longer than the line: it scrolls (or wraps under reduced motion). */
export const LongText: Story = {
  args: {
    text: '系统将于 11 月 25 日 00:00 至 06:00 升级维护，期间课程播放、考试与证书下载暂不可用，给您带来不便敬请谅解。',
  },
}

export const InfoCloseable: Story = {
  args: { color: 'info', closeable: true, text: '认证医生可免费观看全部课程' },
}

/** Tappable: the bar shows › and runs its actions. */
export const Tappable: Story = {
  args: {
    color: 'danger',
    text: '您的认证资料未通过审核，点击查看原因',
    onClick: [{ type: 'navigate', to: 'userHome' }],
  },
}

export const WithoutIcon: Story = { args: { icon: false, text: '活动规则已更新' } }
