export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    activityId: {
      type: ['integer', 'string'],
      default: 5,
      description: 'The GCP training activity (gcp.lessons); bind `${query.activityId}`.',
    },
    articleRoute: {
      type: 'string',
      default: 'articleDetail',
      description: 'Route name opening an ARTICLE lesson (with `id` = its academy lesson).',
    },
    videoRoute: {
      type: 'string',
      default: 'videoDetail',
      description: 'Route name opening a VIDEO lesson (with `id` = its academy lesson).',
    },
  },
} as const
