export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: {
      enum: ['', 'ING', 'COMING', 'EXPIRED'],
      default: 'ING',
      description:
        'The tab open first (bind `${query.status}`): ING 进行中, COMING 即将开始, EXPIRED 已结束, "" 全部.',
    },
    type: {
      enum: ['', 'QUESTIONNAIRE', 'RECRUIT', 'SAMPLETRIAL', 'SIGNIN', 'MEETING', 'REGISTERATION'],
      default: '',
      description:
        'Only utasks of this type (spec §3: 问卷调研, 招募, 样品试用, 活动报名, 会议报名, 人才招聘); "" all types.',
    },
    tabs: {
      type: 'boolean',
      default: true,
      description: 'Show the status tabs (全部 / 进行中 / 即将开始 / 已结束).',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Utasks per page; 加载更多 loads the next page.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route name a task with a form opens, with `key` (the form key).',
    },
  },
} as const
