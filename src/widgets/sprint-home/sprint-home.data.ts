import { declareReads } from '@/runtime/data/declare'

/** What SprintHome asks the cache for (decision 0037). */
export const reads = declareReads({
  home: {
    api: 'sprint.home',
    // The month shown; the current one when left out.
    params: { sprintId: '${props.sprintId}' },
    // A /user/ read: a visitor is offered the login instead.
    requires: ['session.signedIn'],
    // 立即报名 decides on whether the doctor has joined: after a return it waits for the answer asked then.
    fresh: true,
    description:
      "The month's sprint, the doctor's target, minutes and rank, the top three and the last month",
  },
})
