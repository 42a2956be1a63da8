export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    course: {
      type: 'object',
      required: ['id', 'title'],
      description:
        'A CourseSummary (course.items, course.batch, a page data source), e.g. `${item}` inside `each`. While it is missing (data still loading) the card shows a skeleton.',
      properties: {
        id: { type: 'integer', description: 'Course id.' },
        title: { type: 'string', description: 'Course title (two lines, then an ellipsis).' },
      },
    },
    layout: {
      enum: ['horizontal', 'vertical', 'large'],
      default: 'horizontal',
      description:
        'horizontal: a row with the cover on the left (lists); vertical: cover on top (waterfall, grid); large: a big 16:9 cover (banner-like).',
    },
    target: {
      enum: ['course', 'academy'],
      default: 'course',
      description:
        'Where a tap goes without onClick: the course main screen (courseDetail) or the academy course screen (AcademyCourseDetail; the app screen inside the app).',
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description: 'Replaces the default jump. Event: id, sourceType, course.',
    },
  },
} as const
