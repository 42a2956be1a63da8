import type { Meta, StoryObj } from '@storybook/react-vite'
import EBookReceive from '@/widgets/ebook-receive/ebook-receive'
import { withServerState } from './activity-fixtures'
import { doctor, ebook } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const received = ebook({
  received: true,
  receivedAt: new Date().toISOString(),
  remaining: 371,
  readUrl: '/media/docs/ebook-dermoscopy-atlas.pdf',
})

const meta = {
  title: 'Campaigns/EBookReceive',
  component: EBookReceive,
  ...widgetDocs('EBookReceive'),
  args: { ...runtimeArgs(), id: 1 },
  decorators: [
    withServerState(
      { ...doctor, api: { 'ebook.detail': ebook() } },
      { 'ebook.receive': { answer: received, reads: { 'ebook.detail': received } } },
    ),
  ],
} satisfies Meta<typeof EBookReceive>

export default meta
type Story = StoryObj<typeof meta>

/** 立即领取 (then 已领取 and 阅读). */
export const Available: Story = {}

export const Received: Story = { decorators: [withRuntime({ ...doctor, api: { 'ebook.detail': received } })] }

export const OutOfStock: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'ebook.detail': ebook({ status: 'OUT_OF_STOCK', remaining: 0 }) } }),
  ],
}

export const Ended: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'ebook.detail': ebook({ status: 'ENDED', remaining: 4 }) } })],
}

export const NotStarted: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'ebook.detail': ebook({ status: 'NOT_STARTED', remaining: 500 }) } }),
  ],
}

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'ebook.detail': pending } })] }

export const Missing: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'ebook.detail': refused(404, 'ebook.not.found', '电子书不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'ebook.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
