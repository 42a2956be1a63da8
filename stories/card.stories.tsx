import type { Meta, StoryObj } from '@storybook/react-vite'
import Card from '@/widgets/card/card'
import Text from '@/widgets/text/text'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

// Children are what a page's config nests under the Card: here Text widgets, as in schemas/pages.
const intro = (
  <Text
    lines={3}
    text="本课程由北京协和医院皮肤科团队主讲，系统讲解银屑病的发病机制、临床分型、严重程度评估，以及外用药物、光疗与生物制剂的规范化选择。"
  />
)

const meta = {
  title: 'Building blocks/Card',
  ...widgetDocs('Card'),
  component: Card,
  args: { ...runtimeArgs(), title: '课程简介', children: intro },
} satisfies Meta<typeof Card>

export default meta
type Story = StoryObj<typeof meta>

/** A title over its content. */
export const Default: Story = {}

export const WithSubtitleAndExtra: Story = {
  args: { title: '课程目录', subtitle: '共 8 节 · 已更新 6 节', extra: '已学 3 节' },
}

/** With actions the whole card is a button, and the extra text gets a ›. */
export const Tappable: Story = {
  args: {
    title: '皮肤镜训练营',
    subtitle: '2026 年 4 月 · 上海',
    extra: '查看全部',
    onClick: [{ type: 'navigate', to: 'advanceCourseList' }],
  },
}

/** No head: a plain white container. */
export const ContentOnly: Story = { args: { title: undefined } }

export const Compact: Story = { args: { padding: 8, margin: 0, title: '皮肤镜' } }

export const LongTexts: Story = {
  args: {
    title: '银屑病、特应性皮炎与化脓性汗腺炎的生物制剂治疗专题系列课程（2026 年更新版）',
    subtitle: '由国内十余位皮肤科专家联合打造，涵盖诊断、评估、治疗选择与长期管理',
    extra: '已更新至第 12 讲',
  },
}
