import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'SkinCareDetail',
  description:
    '皮肤护理 article (skinCare.detail, login): cover, title, tags, author, date, reads and the sanitized body.',
  schema: () => import('./skin-care-detail.schema').then((module) => module.schema),
  reads: () => import('./skin-care-detail.data').then((module) => module.reads),
  load: () => import('./skin-care-detail'),
})
