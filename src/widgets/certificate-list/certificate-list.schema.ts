export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: {
      enum: ['', 'COURSE', 'ACTIVITY'],
      default: '',
      description: 'The tab open first: 全部 (""), 课程证书 (COURSE) or 活动证书 (ACTIVITY).',
    },
    tabs: { type: 'boolean', default: true, description: 'Show the 全部 / 课程证书 / 活动证书 tabs.' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Certificates per page; 加载更多 loads the next page.',
    },
    detailRoute: {
      type: 'string',
      default: 'certificateDetail',
      description: 'Route name a card opens with `?id=<certificateId>`.',
    },
  },
} as const
