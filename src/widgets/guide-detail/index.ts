import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'GuideDetail',
  description:
    '临床指南: the guide header (tags, title, society, edition, reads, 收藏 as GUIDELINE, 摘要) or its 相关课程; the body goes to ArticleBody.',
  schema: () => import('./guide-detail.schema').then((module) => module.schema),
  load: () => import('./guide-detail'),
})
