import type { Meta, StoryObj } from '@storybook/react-vite'
import ScholarshipRecords from '@/widgets/scholarship-records/scholarship-records'
import { loggedIn, recordsPage } from './rewards-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Campaigns/ScholarshipRecords',
  component: ScholarshipRecords,
  ...widgetDocs('ScholarshipRecords'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.records': (params: Record<string, unknown>) => recordsPage(params) },
    }),
  ],
} satisfies Meta<typeof ScholarshipRecords>

export default meta
type Story = StoryObj<typeof meta>

export const All: Story = {}

export const Income: Story = { args: { type: 'INCOME' } }

export const Expense: Story = { args: { type: 'EXPENSE' } }

export const MorePages: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.records': (params: Record<string, unknown>) => recordsPage(params, true) },
    }),
  ],
}

export const Empty: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.records': { items: [], total: 0, page: 1, size: 15, hasMore: false } },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'scholarship.records': pending } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'scholarship.records': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}

export const Anonymous: Story = {
  decorators: [withRuntime({})],
}
