export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    projectKey: {
      type: 'string',
      default: '',
      description: 'Only records of this form key (bind `${query.projectKey}`); all forms when empty.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Records per page; 加载更多 loads the next page.',
    },
    detailRoute: {
      type: 'string',
      default: 'formRecordDetail',
      description: 'Route name a card opens, with query id and projectKey.',
    },
  },
} as const
