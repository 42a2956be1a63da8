export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    lesson: {
      type: 'object',
      required: ['id', 'title', 'lessonType'],
      description:
        'A LessonSummary (vod.items, live.items, course.lessons…), optionally with `progress` (an object { seconds, duration, finished } or a percentage). While it is missing the card shows a skeleton.',
      properties: {
        id: { type: 'integer', description: 'Lesson id.' },
        title: { type: 'string', description: 'Lesson title (two lines, then an ellipsis).' },
        lessonType: {
          enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
          description: 'Picks the screen a tap opens and the badge on the cover.',
        },
      },
    },
    layout: {
      enum: ['horizontal', 'vertical', 'large'],
      default: 'horizontal',
      description:
        'horizontal: a row with the cover on the left; vertical: cover on top; large: a big cover.',
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description:
        'Replaces the default jump (the lesson screen of its type). Event: id, sourceType, lesson.',
    },
  },
} as const
