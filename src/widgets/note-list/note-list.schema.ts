export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    courseId: {
      type: ['integer', 'string'],
      description: 'Notes of this course (note.items `courseId`); also sent with a new note.',
    },
    lessonId: {
      type: ['integer', 'string'],
      description: 'Notes of this lesson (note.items `lessonId`); a new note is taken on this lesson.',
    },
    editable: {
      type: 'boolean',
      default: false,
      description: 'Show the 记笔记 composer (needs `lessonId`): a popup with a 500-character text area.',
    },
    title: { type: 'string', default: '我的笔记', description: 'Heading above the notes.' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Notes per page (note.items `size`); 加载更多 loads the next page.',
    },
  },
} as const
