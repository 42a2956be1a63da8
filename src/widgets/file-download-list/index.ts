import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'FileDownloadList',
  description:
    '文件下载: files with type badge, size and date; 预览 (PDF in the webview, pictures in the viewer, others 暂不支持此类型) and 下载 (toast when saved).',
  schema: () => import('./file-download-list.schema').then((module) => module.schema),
  load: () => import('./file-download-list'),
})
