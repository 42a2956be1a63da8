import { defineWidget } from '@/runtime/registry'

export default defineWidget({
  type: 'ExamPaper',
  description:
    'An exam end to end: intro (questions, pass score, window, best score), one question per screen (单选 / 多选 / 判断), 交卷, result with 查看证书 / 查看答案 / 重新考试; each step tracked.',
  schema: () => import('./exam-paper.schema').then((module) => module.schema),
  reads: () => import('./exam-paper.data').then((module) => module.reads),
  load: () => import('./exam-paper'),
})
