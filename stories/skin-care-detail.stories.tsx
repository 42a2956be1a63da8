import type { Meta, StoryObj } from '@storybook/react-vite'
import SkinCareDetail from '@/widgets/skin-care-detail/skin-care-detail'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { skinCareArticle } from './utask-fixtures'
import { widgetDocs } from './widget-arg-types'

const doctor = { loginInfo: { token: 'story-token', name: '李医生' } }

const meta = {
  title: 'Learning/SkinCareDetail',
  component: SkinCareDetail,
  ...widgetDocs('SkinCareDetail'),
  args: { ...runtimeArgs(), articleId: 1 },
  decorators: [withRuntime({ ...doctor, api: { 'skinCare.detail': skinCareArticle } })],
} satisfies Meta<typeof SkinCareDetail>

export default meta
type Story = StoryObj<typeof meta>

/** The article: tags, title, author, date, reads and the sanitized body. */
export const Default: Story = {}

/** No cover and no tags. */
export const Plain: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'skinCare.detail': { ...skinCareArticle, coverUrl: '', tags: [], author: '' } },
    }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ ...doctor, api: { 'skinCare.detail': pending } })],
}

/** Offline or unknown (404): 内容不存在或已下线. */
export const Missing: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'skinCare.detail': refused(404, 'skincare.not.found', '内容不存在或已下线') },
    }),
  ],
}

/** No id in the query: nothing is called. */
export const NoId: Story = { args: { articleId: '' } }

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'skinCare.detail': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
