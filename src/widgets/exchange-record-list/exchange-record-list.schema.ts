export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Records per page (videoExchange.records `size`); 加载更多 loads the next page.',
    },
    exchangeRoute: {
      type: 'string',
      default: 'videoExchange',
      description: 'Route name the empty state’s 去兑换 opens.',
    },
  },
} as const
