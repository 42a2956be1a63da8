import { declareReads } from '@/runtime/data'

/** What ActivityDetail asks the cache for (decision 0037). */
export const reads = declareReads({
  activity: {
    api: 'activity.detail',
    params: { id: '${props.activityId}' },
    requires: ['props.activityId'],
    // 报名 and 预约 / 取消预约 decide on the registration status, the places and the doctor's own.
    fresh: true,
    description: 'The activity: its window, registration and appointment, and the doctor’s own (mine)',
  },
  tickets: {
    api: 'activity.tickets',
    params: { id: '${props.activityId}', size: 20 },
    requires: ['session.signedIn', 'props.activityId'],
    quiet: true,
    description: 'The doctor’s sign tickets for the activity (我的签到券), soonest session first',
  },
})
