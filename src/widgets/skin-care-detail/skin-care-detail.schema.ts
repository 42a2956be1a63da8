export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    articleId: {
      type: ['integer', 'string'],
      description: 'The article (bind `${query.id}`); a missing or invalid id shows 内容不存在或已下线.',
    },
  },
} as const
