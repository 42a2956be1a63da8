export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: {
      enum: ['', 'INCOME', 'EXPENSE'],
      default: '',
      description: 'The tab open first (bind `${query.type}`): 全部 (""), 收入 (INCOME), 支出 (EXPENSE).',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 15,
      description: 'Records per page (scholarship.records `size`); 加载更多 loads the next page.',
    },
    homeRoute: {
      type: 'string',
      default: 'scholarship',
      description: 'Route name the empty state’s 去赚麦豆 opens.',
    },
  },
} as const
