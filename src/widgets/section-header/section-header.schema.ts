export const schema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    title: { type: 'string', description: 'The section title, e.g. 热门课程.' },
    subtitle: { type: 'string', description: 'A short line after the title, e.g. 每周更新.' },
    moreText: {
      type: 'string',
      default: '更多',
      description: 'Label of the link on the right; the link shows only with onMore.',
    },
    onMore: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the 更多 link (e.g. navigate to the full list).',
    },
  },
} as const
