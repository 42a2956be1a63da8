import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'FavoriteButton',
  description: 'A favorite / 想学 toggle for a course, package, lesson, activity or offline class.',
  schema: () => import('./favorite-button.schema').then((module) => module.schema),
  reads: () => import('./favorite-button.data').then((module) => module.reads),
  load: () => import('./favorite-button'),
})
