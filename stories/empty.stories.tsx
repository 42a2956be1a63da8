import type { Meta, StoryObj } from '@storybook/react-vite'
import Empty from '@/widgets/empty/empty'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/Empty',
  ...widgetDocs('Empty'),
  component: Empty,
  args: { ...runtimeArgs() },
} satisfies Meta<typeof Empty>

export default meta
type Story = StoryObj<typeof meta>

/** 暂无内容 and the empty picture. */
export const Default: Story = {}

export const WithDescriptionAndButton: Story = {
  args: {
    text: '还没有报名的活动',
    description: '去活动列表看看正在进行的线下训练营吧',
    buttonText: '去报名',
    onButtonClick: [{ type: 'navigate', to: 'activityDetail', query: { id: 1 } }],
  },
}

export const LongText: Story = {
  args: {
    text: '您当前没有可以领取的电子书，活动期间完成指定课程学习即可获得领取资格',
    description: '领取资格每日 00:00 更新，如有疑问请联系学院客服，我们会在 1 个工作日内回复您。',
  },
}

/** A picture of the screen's own. */
export const CustomImage: Story = {
  args: {
    text: '暂无证书',
    image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120"><circle cx="60" cy="60" r="50" fill="#eaf3fd"/></svg>',
    )}`,
  },
}
