import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'GcpTrainingHome',
  description:
    'GCP 培训首页: banner, counts, the doctor’s progress (继续学习), entries to 课程列表 / 文件下载 / 课程介绍 and the final exam.',
  schema: () => import('./gcp-training-home.schema').then((module) => module.schema),
  reads: () => import('./gcp-training-home.data').then((module) => module.reads),
  load: () => import('./gcp-training-home'),
})
