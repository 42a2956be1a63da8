import type { Meta, StoryObj } from '@storybook/react-vite'
import FormRecordList from '@/widgets/form-record-list/form-record-list'
import { doctor, formRecord } from './form-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})

const meta = {
  title: 'Partners/FormRecordList',
  component: FormRecordList,
  ...widgetDocs('FormRecordList'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({ ...doctor, api: { 'form.records': page([formRecord(2, 30), formRecord(1, 3000)], true) } }),
  ],
} satisfies Meta<typeof FormRecordList>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'form.records': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'form.records': page([]) } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'form.records': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}

/** A guest: 登录后查看我的记录 with 去登录. */
export const Guest: Story = {
  decorators: [withRuntime({ api: { 'form.records': page([]) } })],
}
