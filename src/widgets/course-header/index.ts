import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CourseHeader',
  description:
    'Top of a course screen: cover, title, lecturer, stats, price, discount, group purchase, sales time.',
  schema: () => import('./course-header.schema').then((module) => module.schema),
  load: () => import('./course-header'),
})
