import type { Meta, StoryObj } from '@storybook/react-vite'
import CertificateList from '@/widgets/certificate-list/certificate-list'
import { certificates } from './exam-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }
const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})

const meta = {
  title: 'Account/CertificateList',
  component: CertificateList,
  ...widgetDocs('CertificateList'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      ...doctor,
      api: {
        'certificate.items': (params: Record<string, unknown>) =>
          page(params.type ? certificates.filter((item) => item.type === params.type) : certificates),
      },
    }),
  ],
} satisfies Meta<typeof CertificateList>

export default meta
type Story = StoryObj<typeof meta>

/** 全部: course and activity certificates of every poster type, newest first. */
export const Default: Story = {}

/** Opened on 活动证书. */
export const Activities: Story = { args: { type: 'ACTIVITY' } }

/** Without the tabs. */
export const WithoutTabs: Story = { args: { tabs: false } }

/** More pages: 加载更多 at the end. */
export const MorePages: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.items': page(certificates, true) } })],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.items': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'certificate.items': page([]) } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'certificate.items': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
