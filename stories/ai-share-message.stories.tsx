import type { Meta, StoryObj } from '@storybook/react-vite'
import AiShareMessage from '@/widgets/ai-share-message/ai-share-message'
import { aiMessage } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/AiShareMessage',
  component: AiShareMessage,
  ...widgetDocs('AiShareMessage'),
  args: { ...runtimeArgs(), messageId: 1, shareDoctorId: 10001 },
  decorators: [withRuntime({ api: { 'aiShare.message': aiMessage } })],
} satisfies Meta<typeof AiShareMessage>

export default meta
type Story = StoryObj<typeof meta>

/** Shared by 李医生: question, answer with a numbered list, references; 我也要问 → 请前往APP操作 here. */
export const Default: Story = {}

/** No known sharer, no references. */
export const Anonymous: Story = {
  decorators: [withRuntime({ api: { 'aiShare.message': { ...aiMessage, sharer: null, references: [] } } })],
}

export const Loading: Story = { decorators: [withRuntime({ api: { 'aiShare.message': pending } })] }

export const Missing: Story = {
  decorators: [
    withRuntime({ api: { 'aiShare.message': refused(404, 'ai.message.not.found', '内容不存在或已删除') } }),
  ],
}

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'aiShare.message': refused(500, 'server.error', '服务器开小差了') } })],
}
