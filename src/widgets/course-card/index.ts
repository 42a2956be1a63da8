import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'CourseCard',
  description:
    'A course card: cover with type and 进阶 badges, title, lecturer, tags, price, sold count, lessons, sales time.',
  schema: () => import('./course-card.schema').then((module) => module.schema),
  load: () => import('./course-card'),
})
