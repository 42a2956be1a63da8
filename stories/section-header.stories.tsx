import type { Meta, StoryObj } from '@storybook/react-vite'
import SectionHeader from '@/widgets/section-header/section-header'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/SectionHeader',
  component: SectionHeader,
  ...widgetDocs('SectionHeader'),
  args: { ...runtimeArgs(), title: '热门课程', onMore: [{ type: 'navigate', to: 'advanceCourseList' }] },
} satisfies Meta<typeof SectionHeader>

export default meta
type Story = StoryObj<typeof meta>

/** Title and 更多 ›. */
export const Default: Story = {}

export const WithSubtitle: Story = { args: { title: '直播预告', subtitle: '每周三晚 19:30' } }

/** No actions: no link. */
export const WithoutMore: Story = { args: { title: '为你推荐', onMore: undefined } }

export const CustomMoreText: Story = { args: { title: '线下训练营', moreText: '全部训练营' } }

export const LongTitle: Story = {
  args: {
    title: '银屑病、特应性皮炎与化脓性汗腺炎的生物制剂治疗专题系列课程',
    subtitle: '由国内十余位专家联合打造的系统课程',
  },
}
