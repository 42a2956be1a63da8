import { declareReads } from '@/runtime/data'

/** What DurationActivity asks the cache for (decision 0037). */
export const reads = declareReads({
  progress: {
    api: 'activity.duration',
    params: { id: '${props.activityId}' },
    requires: ['props.activityId'],
    // 立即打卡 and 领取奖励 decide on today's check-in and the reward's state.
    fresh: true,
    description: 'The doctor’s progress in the study-duration activity: minutes, check-in days, the reward',
  },
})
