import { targetIdKey } from '@schemas/api/sprint'
import { declareReads } from '@/runtime/data/declare'

/** What SprintResult asks the cache for (decision 0037). */
export const reads = declareReads({
  mine: {
    api: 'sprint.result',
    // Whose (empty: the doctor signed in; another doctor's id is refused) and which month (empty: this one).
    params: { [targetIdKey]: '${props.targetId}', sprintId: '${props.sprintId}' },
    requires: ['session.signedIn'],
    description: "The signed-in doctor's month in the sprint: hours, days, lessons, rank and badge",
  },
  shared: {
    api: 'sprint.publicResult',
    params: { [targetIdKey]: '${props.targetId}', sprintId: '${props.sprintId}' },
    requires: ['props.targetId'],
    description: "A doctor's month in the sprint as the public share page shows it",
  },
})
