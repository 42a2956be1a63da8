export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sprintId: {
      type: ['integer', 'string'],
      description: 'The sprint ranked (bind `${query.sprintId}`); empty: the current month’s.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 20,
      description: 'Rows per page (sprint.rank `size`); 加载更多 loads the next page.',
    },
    sprintRoute: {
      type: 'string',
      default: 'sprint',
      description: 'Route name the pinned row’s 去报名 opens when the doctor has not joined.',
    },
  },
} as const
