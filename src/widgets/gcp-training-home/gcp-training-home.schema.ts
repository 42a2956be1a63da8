export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    activityId: {
      type: ['integer', 'string'],
      default: 5,
      description:
        'The GCP training activity (gcp.detail); 5 in the demo. Bind `${query.activityId}` to reuse the page.',
    },
    courseRoute: {
      type: 'string',
      default: 'GCPTrainingCourse',
      description: 'Route name of 课程列表.',
    },
    fileRoute: {
      type: 'string',
      default: 'GCPTrainingFile',
      description: 'Route name of 文件下载.',
    },
    introduceRoute: {
      type: 'string',
      default: 'GCPTrainingIntroduce',
      description: 'Route name of 课程介绍.',
    },
    examRoute: {
      type: 'string',
      default: 'courseExamDetail',
      description: 'Route name of the final exam, opened with `id` = the exam and `routeType` = ACTIVITY.',
    },
  },
} as const
