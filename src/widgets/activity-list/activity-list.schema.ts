export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: {
      enum: ['', 'NO_STARTED', 'PROCESSING', 'COMPLETED'],
      default: '',
      description:
        'Only activities in this time window (the tab open first): all (""), 未开始, 进行中, 已结束.',
    },
    type: {
      enum: ['', 'GENERAL', 'OFFLINE', 'DURATION', 'TRAINING'],
      default: '',
      description: 'Only activities of this type; all when "".',
    },
    keyword: {
      type: 'string',
      default: '',
      description: 'Only activities whose title or subtitle contains it.',
    },
    tabs: { type: 'boolean', default: true, description: 'Show the 全部 / 进行中 / 未开始 / 已结束 tabs.' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Activities per page; 加载更多 loads the next page.',
    },
    detailRoute: {
      type: 'string',
      default: 'activityDetail',
      description: 'Route name a card opens, with `id` = the activity.',
    },
    emptyText: { type: 'string', default: '暂无活动', description: 'Shown when no activity matches.' },
  },
} as const
