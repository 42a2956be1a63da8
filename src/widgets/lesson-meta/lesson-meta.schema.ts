const lecturer = {
  type: 'object',
  description: 'The lecturer: name, 职称, hospital.',
  properties: {
    id: { type: ['integer', 'string'] },
    name: { type: 'string' },
    title: { type: 'string', description: '职称, e.g. 主任医师.' },
    hospital: { type: 'string' },
    avatarUrl: { type: 'string' },
  },
} as const

export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lesson: {
      description:
        'The lesson (any of LessonSummary, ArticleDetail, VideoDetail, LiveDetail; bind `${data.lesson}`).',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            courseId: { type: ['integer', 'string', 'null'], description: 'Its course: shows 所属课程 ›.' },
            title: { type: 'string' },
            lessonType: { enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'] },
            lecturer: { anyOf: [lecturer, { type: 'null' }] },
            publishedAt: { type: ['string', 'null'], description: 'ISO-8601; shown as a relative time.' },
            viewCount: { type: ['number', 'null'] },
            duration: { type: ['integer', 'null'], description: 'Seconds.' },
            liveStatus: { anyOf: [{ enum: ['COMING', 'STREAMING', 'OVER'] }, { type: 'null' }] },
          },
        },
        { type: 'null' },
      ],
    },
    courseTitle: {
      type: 'string',
      description: 'Title of the course, shown in the 所属课程 row (the lesson does not carry it).',
    },
    showCourse: {
      type: 'boolean',
      default: true,
      description:
        'false: no 所属课程 row (the screen names the course elsewhere, e.g. LessonCourseNav under this header).',
    },
    courseRoute: {
      type: 'string',
      default: 'courseDetail',
      description: 'Route name the 所属课程 row opens with `id` = the lesson’s courseId.',
    },
  },
} as const
