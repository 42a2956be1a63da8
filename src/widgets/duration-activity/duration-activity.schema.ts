export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['activityId'],
  properties: {
    activityId: {
      type: ['integer', 'string'],
      description: 'The DURATION activity (bind `${query.id}`); progress from activity.duration.',
    },
    studyRoute: {
      type: 'string',
      default: 'home',
      description: 'Route name 去学习 opens (the growth academy home by default).',
    },
    detailRoute: {
      type: 'string',
      default: 'activityDetail',
      description: 'Route name of 活动详情 (rules and introduction), opened with `id`.',
    },
  },
} as const
