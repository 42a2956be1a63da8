export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: {
      type: ['string', 'number'],
      description: 'A short text in the line, e.g. 以下为往期活动 or 没有更多了; without it a plain line.',
    },
    textPosition: {
      enum: ['center', 'left', 'right'],
      default: 'center',
      description: 'Where the text sits along the line.',
    },
    dashed: { type: 'boolean', default: false, description: 'A dashed line instead of a solid one.' },
    margin: {
      type: 'number',
      minimum: 0,
      maximum: 64,
      default: 16,
      description: 'Space above and below the line, in px.',
    },
    inset: {
      type: 'number',
      minimum: 0,
      maximum: 64,
      default: 12,
      description: 'Space left and right of the line, in px (0: edge to edge).',
    },
  },
} as const
