export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId'],
  properties: {
    promotionId: { type: 'integer', minimum: 1, description: 'The campaign (promotion) id.' },
    linkText: {
      type: 'string',
      default: '了解详情',
      description: "The text of the advert's link (shown only for an allowlisted address).",
    },
    accentColor: {
      type: 'string',
      default: '#1b6bc5',
      description: "The campaign's theme colour (any CSS colour): the link.",
    },
  },
} as const
