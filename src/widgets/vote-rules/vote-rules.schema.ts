export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId'],
  properties: {
    promotionId: { type: 'integer', minimum: 1, description: 'The campaign (promotion) id.' },
    type: {
      type: 'string',
      description: "Only the rules of this type (e.g. `${query.type}`: 'vote', 'prize'); all when empty.",
    },
    title: { type: 'string', description: 'A heading above the sections, e.g. 活动规则.' },
    accentColor: {
      type: 'string',
      default: '#1b6bc5',
      description: "The campaign's theme colour (any CSS colour): section headings.",
    },
  },
} as const
