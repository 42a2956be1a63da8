import { declareReads } from '@/runtime/data/declare'

/** What GcpTrainingHome asks the cache for (decision 0037). */
export const reads = declareReads({
  training: {
    api: 'gcp.detail',
    params: { activityId: '${props.activityId}' },
    requires: ['props.activityId'],
    // 参加考试 decides on examUnlocked: back from a lesson, it waits for the progress asked for then.
    fresh: true,
    description: "The GCP training with the doctor's progress and whether the final exam is unlocked",
  },
})
