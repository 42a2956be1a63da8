import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'LearnerHome',
  description: '我的成长学院: the doctor, certification, study stats, 继续学习 and the learning menu.',
  schema: () => import('./learner-home.schema').then((module) => module.schema),
  load: () => import('./learner-home'),
})
