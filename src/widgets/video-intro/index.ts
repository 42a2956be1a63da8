import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'VideoIntro',
  description: 'The page before a video (videoBeforePage): cover, lecturer, introduction, notice, 开始观看.',
  schema: () => import('./video-intro.schema').then((module) => module.schema),
  load: () => import('./video-intro'),
})
