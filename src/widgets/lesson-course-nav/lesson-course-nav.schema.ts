export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    courseId: {
      type: ['integer', 'string', 'null'],
      description:
        "The lesson's course (bind `${data.video.courseId}`); its name and lessons load with course.detail " +
        '(countView=false). None: nothing shows (a lesson on its own).',
    },
    lessonId: {
      type: ['integer', 'string'],
      description: 'The lesson shown: marked in the list, and the one 下一节 follows.',
    },
    endedAt: {
      type: ['integer', 'string', 'null'],
      description:
        "Changes each time the lesson's video ends (bind a page state its VideoPlayer's onEnded sets to " +
        '`${event.at}`): starts the countdown to the next lesson, or says why it does not open.',
    },
    autoAdvance: {
      type: 'boolean',
      default: true,
      description: 'false: an ended video does not count down to the next lesson.',
    },
    countdownSeconds: {
      type: 'integer',
      minimum: 1,
      maximum: 30,
      default: 5,
      description: 'Seconds before the next lesson opens after the video ended (the doctor can cancel).',
    },
    preview: {
      type: 'boolean',
      default: false,
      description: '预览模式 (operators): every lesson opens, with `preview=1`, and nothing is remembered.',
    },
    courseRoute: {
      type: 'string',
      default: 'courseDetail',
      description: 'Route the course name opens with `id` = courseId (and the locked notice’s 查看课程).',
    },
    onLocked: {
      $ref: '#/$defs/actionList',
      description:
        'Actions after a locked lesson is asked for (after the toast 购买课程后即可学习, as on the course page) ' +
        'and of the locked notice’s button; `event.lessonId`, `event.courseId`. Default: open the course.',
    },
  },
} as const
