import type { Meta, StoryObj } from '@storybook/react-vite'
import Tabs from '@/widgets/tabs/tabs'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

function pane(title: string, lines: number) {
  return (
    <div style={{ margin: '0 12px', padding: 16, borderRadius: 12, background: '#fff', lineHeight: 1.7 }}>
      <h3 style={{ margin: '0 0 8px', fontSize: 16 }}>{title}</h3>
      {Array.from({ length: lines }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static story text
        <p key={index} style={{ margin: '0 0 8px', color: '#4e5969', fontSize: 14 }}>
          第 {index + 1}{' '}
          段：银屑病是一种慢性、复发性、炎症性、系统性疾病，规范化治疗与长期管理可显著改善患者生活质量。
        </p>
      ))}
    </div>
  )
}

const slots = {
  intro: pane('课程介绍', 3),
  lessons: pane('课程目录', 6),
  notes: pane('我的笔记', 1),
  comments: pane('评论', 2),
}

const meta = {
  title: 'Building blocks/Tabs',
  component: Tabs,
  ...widgetDocs('Tabs'),
  args: {
    ...runtimeArgs(),
    slots,
    tabs: [
      { key: 'intro', title: '课程介绍' },
      { key: 'lessons', title: '课程目录' },
      { key: 'notes', title: '笔记' },
      { key: 'comments', title: '评论' },
    ],
  },
  decorators: [withRuntime()],
} satisfies Meta<typeof Tabs>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const SecondTabOpen: Story = { args: { activeKey: 'lessons' } }

/** The bar stays under the header while the page scrolls. */
export const Sticky: Story = {
  args: { sticky: true, slots: { ...slots, intro: pane('课程介绍', 20) } },
}

/** More tabs than fit: the bar scrolls sideways. */
export const ManyTabs: Story = {
  args: {
    tabs: [
      { key: 'intro', title: '首页' },
      { key: 'lessons', title: '按病种' },
      { key: 'notes', title: '按亚专业' },
      { key: 'comments', title: '理论' },
      { key: 'practice', title: '实操演示' },
      { key: 'all', title: '全部' },
      { key: 'follow', title: '关注' },
    ],
    slots: { ...slots, practice: pane('实操演示', 2), all: pane('全部', 2), follow: pane('关注', 1) },
  },
}

/** A tab whose pane the config left out shows nothing under its bar. */
export const MissingPane: Story = { args: { activeKey: 'notes', slots: { intro: slots.intro } } }

/** spec §3 module types: the content offers notes only, so 评论 (SHOW_COMMENT) is left out. */
export const ModulesOffered: Story = {
  args: {
    tabs: [
      { key: 'intro', title: '课程介绍' },
      { key: 'lessons', title: '课程目录' },
      { key: 'notes', title: '笔记', module: 'NOTE' },
      { key: 'comments', title: '评论', module: 'SHOW_COMMENT' },
    ],
    modules: ['NOTE'],
  },
}
