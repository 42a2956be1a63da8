import type { Meta, StoryObj } from '@storybook/react-vite'
import Button from '@/widgets/button/button'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/Button',
  ...widgetDocs('Button'),
  component: Button,
  args: { ...runtimeArgs(), text: '立即报名', onClick: [{ type: 'toast', text: '报名成功' }] },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {}

export const Default: Story = { args: { variant: 'default', text: '取消' } }

export const Danger: Story = { args: { variant: 'danger', text: '删除笔记' } }

export const Ghost: Story = { args: { variant: 'ghost', text: '查看规则' } }

export const Small: Story = { args: { size: 'small', text: '复制' } }

export const LargeBlock: Story = { args: { size: 'large', block: true, text: '开始考试' } }

export const Disabled: Story = { args: { disabled: true, text: '名额已满' } }

/** The actions never finish here: the loading mark after a tap. */
export const LoadingWhileRunning: Story = {
  args: { run: async () => new Promise<void>(() => undefined), text: '提交' },
}

/** A long label in a full-width button wraps inside it. */
export const LongText: Story = {
  args: {
    block: true,
    text: '我已阅读并同意《DermaCampus 皮肤科成长学院用户服务协议》，立即报名参加本期训练营',
  },
}
