export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId', 'voteItemId'],
  properties: {
    promotionId: {
      type: 'integer',
      minimum: 1,
      description: 'The campaign (promotion) id, e.g. `${query.promotionId}`.',
    },
    voteItemId: {
      type: 'integer',
      minimum: 1,
      description: 'The entry, e.g. `${query.voteItemId}`; nothing shows without one.',
    },
    voteButtonText: { type: 'string', default: '投票', description: 'The text of the vote button.' },
    accentColor: {
      type: 'string',
      default: '#1b6bc5',
      description: "The campaign's theme colour (any CSS colour): count and vote button.",
    },
  },
} as const
