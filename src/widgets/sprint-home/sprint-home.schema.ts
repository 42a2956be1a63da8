export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    sprintId: {
      type: ['integer', 'string'],
      description: 'A sprint to show (bind `${query.sprintId}`); empty: the current month’s.',
    },
    rankRoute: { type: 'string', default: 'sprintRank', description: 'Route name of 完整排行.' },
    resultRoute: {
      type: 'string',
      default: 'sprintResult',
      description: 'Route name of 我的冲刺成绩 and 往期成绩 (gets `sprintId`).',
    },
  },
} as const
