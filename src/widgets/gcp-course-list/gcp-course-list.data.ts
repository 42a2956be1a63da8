import { declareReads } from '@/runtime/data/declare'

/** What GcpCourseList asks the cache for (decision 0037). */
export const reads = declareReads({
  lessons: {
    api: 'gcp.lessons',
    params: { activityId: '${props.activityId}' },
    requires: ['props.activityId'],
    description: "The training's lessons, whether each is still online, and how far the doctor got in each",
  },
})
