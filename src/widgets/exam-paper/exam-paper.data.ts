import { declareReads } from '@/runtime/data'

/** What ExamPaper asks the cache for (decision 0037). */
export const reads = declareReads({
  exam: {
    api: 'exam.detail',
    params: { id: '${props.id}', routeType: '${props.routeType}' },
    requires: ['props.id'],
    // 开始考试 / 继续考试 / 重新考试 decide on the window, the open attempt and the attempts left.
    fresh: true,
    description:
      'The exam with its questions, its window and the doctor’s standing (best score, attempts, certificate)',
  },
  answers: {
    api: 'exam.answers',
    params: { id: '${props.id}' },
    requires: ['props.id'],
    refreshing: true,
    description:
      '查看答案: the right options and explanations with the doctor’s last submitted choices, when asked',
  },
})
