import type { Meta, StoryObj } from '@storybook/react-vite'
import JumpTip from '@/widgets/jump-tip/jump-tip'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/JumpTip',
  component: JumpTip,
  ...widgetDocs('JumpTip'),
  decorators: [withRuntime()],
  args: {
    ...runtimeArgs(),
    text: '打开APP，观看完整课程',
    buttonText: '打开APP',
    onJump: [{ type: 'openApp', path: '/app/home' }],
  },
} satisfies Meta<typeof JumpTip>

export default meta
type Story = StoryObj<typeof meta>

/** BOTTOM and DARK (the defaults): floats above the bottom edge. */
export const BottomDark: Story = {}

export const BottomLight: Story = { args: { tipStyle: 'LIGHT' } }

/** TOP: stuck under the header while the page scrolls. */
export const TopDark: Story = {
  args: { position: 'TOP', text: '本课程已更新至第 12 讲，继续学习', buttonText: '继续' },
}

export const TopLight: Story = { args: { position: 'TOP', tipStyle: 'LIGHT' } }

/** No onJump: a plain notice, no button. */
export const NoticeOnly: Story = { args: { onJump: undefined, text: '直播将于 19:30 开始，请提前进入' } }

export const NotClosable: Story = { args: { closable: false } }

export const LongText: Story = {
  args: { text: '银屑病、特应性皮炎与化脓性汗腺炎的生物制剂治疗专题系列课程已上线，打开APP观看完整内容' },
}
