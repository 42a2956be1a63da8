import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'EBookReceive',
  description:
    '领取电子书: cover, title, author, intro and copies left; 立即领取 → 已领取 → 阅读, or 已领完 / 活动已结束 / 未开始.',
  schema: () => import('./ebook-receive.schema').then((module) => module.schema),
  reads: () => import('./ebook-receive.data').then((module) => module.reads),
  load: () => import('./ebook-receive'),
})
