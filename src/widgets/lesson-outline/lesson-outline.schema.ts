export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lessons: {
      type: 'array',
      description:
        "The course's lessons in order (bind `${data.course.lessons}`), each a LessonSummary with an optional " +
        'progress of the doctor.',
      items: {
        type: 'object',
        required: ['id', 'title'],
        properties: {
          id: { type: ['integer', 'string'], description: 'Lesson id.' },
          title: { type: 'string', description: 'Lesson title.' },
          lessonType: {
            enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
            description: 'Lesson type: picks the icon and the detail screen it opens.',
          },
          duration: { type: ['integer', 'null'], description: 'Length in seconds (videos).' },
          freePreview: { type: 'boolean', description: '试看: open without buying the course.' },
          liveStatus: {
            anyOf: [{ enum: ['COMING', 'STREAMING', 'OVER'] }, { type: 'null' }],
            description: 'Live lessons: shown instead of the duration.',
          },
          liveStartTime: { type: ['string', 'null'], description: 'Live lessons: start time (ISO-8601).' },
          progress: {
            description:
              "The doctor's progress: { seconds, duration, finished, percent } (percent: the server's furthest, shown) or a percentage 0–100; none = not started.",
            anyOf: [
              {
                type: 'object',
                properties: {
                  seconds: { type: 'number' },
                  duration: { type: 'number' },
                  finished: { type: 'boolean' },
                  percent: { type: 'number' },
                },
              },
              { type: 'number' },
              { type: 'null' },
            ],
          },
        },
      },
    },
    courseId: {
      type: ['integer', 'string'],
      description: 'The course id: sent as `courseId` to the lesson screen and the CourseStore key.',
    },
    purchased: {
      type: 'boolean',
      default: false,
      description: 'The doctor owns the course: every lesson opens. Otherwise only 试看 lessons open.',
    },
    free: {
      type: 'boolean',
      default: false,
      description: 'The course is free (price 0): every lesson opens without buying.',
    },
    lastLessonId: {
      type: ['integer', 'string', 'null'],
      description:
        'The last lesson studied as the server knows it (CourseDetail.lastLessonId); without it the ' +
        'lesson last opened on this device (CourseStore) is used.',
    },
    study: {
      type: ['object', 'null'],
      description:
        "The doctor's study state in the course (bind `${data.course.study}`; null for a guest): the one label " +
        '从第1节开始学习 / 开始学习, 上次学到：第N节 / 继续学习 第N节, 已学完. Left out: the label follows lastLessonId.',
      required: ['state', 'lessonIndex', 'lessonId'],
      properties: {
        state: { enum: ['NOT_STARTED', 'IN_PROGRESS', 'FINISHED'] },
        lessonIndex: { type: ['integer', 'null'] },
        lessonId: { type: ['integer', 'null'] },
      },
    },
    preview: {
      type: 'boolean',
      default: false,
      description: '预览模式 (operators): every lesson opens, with `preview=1`, and nothing is remembered.',
    },
    title: { type: 'string', default: '课程列表', description: 'Heading above the list.' },
    onLocked: {
      $ref: '#/$defs/actionList',
      description:
        'Actions after tapping a locked lesson (after the toast 购买课程后即可学习), e.g. scroll to the buy ' +
        'bar; `event.lessonId`, `event.courseId`.',
    },
  },
} as const
