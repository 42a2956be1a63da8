import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ArticleBody',
  description:
    'An article body: sanitized HTML in reading typography, picture viewer, copy, and attachments (预览 / 下载).',
  schema: () => import('./article-body.schema').then((module) => module.schema),
  load: () => import('./article-body'),
})
