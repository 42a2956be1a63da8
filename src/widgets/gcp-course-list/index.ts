import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'GcpCourseList',
  description:
    'GCP 课程列表: lessons in order with 未开始 / 学习中 / 已学完; a taken-down lesson reads 该课程已下线 (its academy.lesson.inactive is not toasted).',
  schema: () => import('./gcp-course-list.schema').then((module) => module.schema),
  reads: () => import('./gcp-course-list.data').then((module) => module.reads),
  load: () => import('./gcp-course-list'),
})
