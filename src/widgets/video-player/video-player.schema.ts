export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    src: {
      type: 'string',
      description: "The MP4 address (VideoDetail.videoUrl; '' when the lesson is not accessible).",
    },
    poster: { type: 'string', description: 'Picture shown before playback and behind the locked cover.' },
    lessonId: {
      type: ['integer', 'string'],
      description: 'The lesson: its watched position is resumed and saved (course.progress / saveProgress).',
    },
    courseId: {
      type: ['integer', 'string', 'null'],
      description: "The lesson's course, sent with the saved progress.",
    },
    title: { type: 'string', description: 'Shown at the top of the player with the controls.' },
    duration: {
      type: ['integer', 'null'],
      description: 'Lesson length in seconds when known before the video loads (LessonSummary.duration).',
    },
    accessible: {
      type: 'boolean',
      default: true,
      description: 'false: a locked cover (购买课程后即可观看) instead of the player.',
    },
    lockedText: {
      type: 'string',
      default: '购买课程后即可观看',
      description: 'Text of the locked cover.',
    },
    lockedButtonText: {
      type: 'string',
      default: '立即购买',
      description: 'Label of the locked cover’s button (shown only with onLocked).',
    },
    onLocked: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the locked cover’s button (e.g. open the course to buy it).',
    },
    onEnded: {
      $ref: '#/$defs/actionList',
      description:
        'Actions when the video plays to its end (after leaving fullscreen); `event.lessonId`, `event.at` ' +
        '(ms, new at each end), e.g. setState for the next lesson’s countdown (LessonCourseNav `endedAt`).',
    },
    autoplay: {
      type: 'boolean',
      default: false,
      description: 'Start playing at once (the browser may ask for a tap first).',
    },
    resume: {
      type: 'boolean',
      default: true,
      description: 'Start where the doctor stopped last time, with the notice 已为您定位到上次观看位置.',
    },
  },
} as const
