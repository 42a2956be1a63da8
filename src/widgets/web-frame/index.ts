import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'WebFrame',
  description:
    'Shows an allowlisted web page in a frame; other hosts get a clear message, and a site that cannot be reached 网页无法打开 with 重试 and 复制链接.',
  schema: () => import('./web-frame.schema').then((module) => module.schema),
  reads: () => import('./web-frame.data').then((module) => module.reads),
  load: () => import('./web-frame'),
})
