export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    note: {
      description:
        'The note as note.detail answers it (bind `${data.note}`); null shows 笔记不存在或已删除 ' +
        '(academy.note.not.found is not toasted).',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            lessonId: { type: ['integer', 'string'], description: 'The lesson the note was taken on.' },
            courseId: { type: ['integer', 'string', 'null'], description: 'Its course, for 返回课程.' },
            lessonTitle: { type: 'string' },
            lessonType: {
              enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
              description:
                'Which screen the lesson link opens; without it a video when the note has a position, else an article.',
            },
            content: { type: 'string' },
            seconds: { type: ['number', 'null'], description: 'Position in the video, in seconds.' },
            createdAt: { type: 'string', description: 'ISO-8601.' },
          },
        },
        { type: 'null' },
      ],
    },
    courseRoute: {
      type: 'string',
      default: 'courseDetail',
      description: 'Route name 返回课程 opens with `id` = the course (courseDetail, AcademyCourseDetail...).',
    },
  },
} as const
