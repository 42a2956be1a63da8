export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id'],
  properties: {
    type: {
      enum: [
        'ARTICLE',
        'VIDEO',
        'LIVE',
        'SHORT_VIDEO',
        'COURSE',
        'COURSE_PACKAGE',
        'ACTIVITY',
        'OFFLINE_CLASS',
        'GUIDELINE',
        'COURSE_INTERACTION',
        'COURSE_QUESTION',
      ],
      description:
        'What is commented on (comment.items /sns/v1/user/comment/{type}/{id}/items). A course has three boards: COURSE (评价), COURSE_INTERACTION (互动), COURSE_QUESTION (问答).',
    },
    id: { type: ['integer', 'string'], description: 'Its id (bind `${query.id}`).' },
    title: { type: 'string', default: '评论', description: 'Heading of the section; the count follows it.' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Comments per page; 查看更多评论 loads the next page.',
    },
    composer: {
      type: 'boolean',
      default: true,
      description:
        'Show the fixed bottom bar 写评论… that opens the composer; off when the page has its own bottom bar ' +
        '(the list then offers 写评论… at its top).',
    },
  },
} as const
