export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['type', 'id'],
  properties: {
    type: {
      type: 'string',
      description:
        'What is liked: ARTICLE, VIDEO, SHORT_VIDEO, COURSE... (like.add /sns/v2/user/like/{type}/{id}); ' +
        'LIVE uses live.like / live.unlike.',
    },
    id: { type: ['integer', 'string'], description: 'The liked item id (bind `${query.id}`).' },
    liked: {
      type: 'boolean',
      default: false,
      description: 'Whether the user likes it now (bind `${data.article.liked}`).',
    },
    count: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description: 'The like count now (bind `${data.article.likeCount}`); the answer replaces it.',
    },
    variant: {
      enum: ['icon', 'pill'],
      default: 'icon',
      description: 'icon: a thumb with the count beside it (action bars); pill: a bordered 赞 pill.',
    },
    onChange: {
      $ref: '#/$defs/actionList',
      description: 'Actions after each answered toggle; `event.liked`, `event.likeCount`.',
    },
  },
} as const
