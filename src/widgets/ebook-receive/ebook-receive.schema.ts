export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: {
      type: ['integer', 'string', 'null'],
      description: 'The e-book (bind `${query.id}`); ebook.detail loads it. Missing shows 电子书不存在.',
    },
    onReceived: {
      $ref: '#/$defs/actionList',
      description: 'Actions after a successful 立即领取; `event.id`.',
    },
  },
} as const
