import type { Meta, StoryObj } from '@storybook/react-vite'
import FormRecordDetail from '@/widgets/form-record-detail/form-record-detail'
import { doctor, formRecord } from './form-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Partners/FormRecordDetail',
  component: FormRecordDetail,
  ...widgetDocs('FormRecordDetail'),
  args: { ...runtimeArgs(), recordId: 1 },
  decorators: [withRuntime({ ...doctor, api: { 'form.record': formRecord(1) } })],
} satisfies Meta<typeof FormRecordDetail>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'form.record': pending } })],
}

export const Missing: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'form.record': refused(404, 'form.record.not.found', '记录不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'form.record': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
