import { declareReads } from '@/runtime/data/declare'

/** What SprintRank asks the cache for (decision 0037). */
export const reads = declareReads({
  rows: {
    api: 'sprint.rank',
    // The sprint ranked; the current month's when left out.
    params: { sprintId: '${props.sprintId}' },
    // A /user/ read: a visitor is offered the login instead of a refused call.
    requires: ['session.signedIn'],
    pageSize: '${props.pageSize}',
    description: "The sprint's participants by study minutes, a page at a time",
  },
  summary: {
    api: 'sprint.rank',
    // The doctor's own row and the participant count ride beside the rows of every page, and a paged
    // read gives only the rows: a page of one row brings them.
    params: { sprintId: '${props.sprintId}', page: 1, size: 1 },
    requires: ['session.signedIn'],
    description: "The doctor's own row (pinned) and how many doctors take part",
  },
})
