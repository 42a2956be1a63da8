import type { Meta, StoryObj } from '@storybook/react-vite'
import FileDownloadList from '@/widgets/file-download-list/file-download-list'
import { gcpFiles } from './resources-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/FileDownloadList',
  component: FileDownloadList,
  ...widgetDocs('FileDownloadList'),
  args: {
    ...runtimeArgs(),
    api: 'gcp.files',
    params: { activityId: 5 },
    tip: 'PDF 与图片可在线预览，其他类型请下载后使用电脑或相应应用打开。',
  },
  decorators: [withRuntime({ api: { 'gcp.files': gcpFiles } })],
} satisfies Meta<typeof FileDownloadList>

export default meta
type Story = StoryObj<typeof meta>

/** PDF, picture, Word, Excel and an archive (预览 says 暂不支持此类型 for the last three). */
export const Default: Story = {}

export const WithoutTip: Story = { args: { tip: '' } }

export const Empty: Story = { decorators: [withRuntime({ api: { 'gcp.files': { items: [] } } })] }

export const Loading: Story = { decorators: [withRuntime({ api: { 'gcp.files': pending } })] }

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'gcp.files': refused(500, 'server.error', '服务器开小差了') } })],
}
