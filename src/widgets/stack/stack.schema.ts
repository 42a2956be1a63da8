export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    direction: { enum: ['vertical', 'horizontal'], default: 'vertical', description: 'Main axis.' },
    gap: { type: 'integer', minimum: 0, default: 8, description: 'Space between children, in px.' },
    padding: { type: 'integer', minimum: 0, default: 0, description: 'Inner padding, in px.' },
    align: {
      enum: ['start', 'center', 'end', 'stretch'],
      default: 'stretch',
      description: 'Cross-axis alignment.',
    },
    card: { type: 'boolean', default: false, description: 'White rounded card background with margins.' },
  },
} as const
