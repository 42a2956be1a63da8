export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: {
    id: {
      type: ['integer', 'string'],
      description: 'The exam id (bind `${query.id}`).',
    },
    routeType: {
      enum: ['', 'COURSE', 'ACTIVITY'],
      default: '',
      description:
        "courseExamDetail's routeType (bind `${query.routeType}`): the exam must be of a course (COURSE) or an activity (ACTIVITY); '' takes any exam.",
    },
    certificateRoute: {
      type: 'string',
      default: 'certificateDetail',
      description: 'Route name 查看证书 opens with `?id=<certificateId>`.',
    },
  },
} as const
