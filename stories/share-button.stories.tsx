import type { Meta, StoryObj } from '@storybook/react-vite'
import ShareButton from '@/widgets/share-button/share-button'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/ShareButton',
  ...widgetDocs('ShareButton'),
  component: ShareButton,
  args: {
    ...runtimeArgs(),
    title: '银屑病生物制剂规范化治疗',
    desc: '北京协和医院皮肤科 · 8 节课程',
    link: 'https://dermacampus.example/v3/course/detail?id=8',
  },
} satisfies Meta<typeof ShareButton>

export default meta
type Story = StoryObj<typeof meta>

/** 分享: the Actions panel shows the share action it runs, with the values in its event. */
export const Primary: Story = {}

export const Outline: Story = { args: { variant: 'outline', text: '分享给同事' } }

export const TextOnly: Story = { args: { variant: 'text', text: '邀请好友一起学' } }

/** The poster sheet first: 分享给好友 / 生成海报. */
export const WithPoster: Story = { args: { sharePoster: true, block: true, text: '分享海报' } }

export const LongLabel: Story = {
  args: { block: true, text: '分享给科室同事，一起学习特应性皮炎诊疗新进展' },
}
