export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    columns: {
      type: 'integer',
      minimum: 2,
      maximum: 5,
      default: 4,
      description: 'Cells per row (2 to 5); a child is one cell, the last row left-aligned.',
    },
    gap: { type: 'integer', minimum: 0, default: 12, description: 'Space between cells, in px.' },
    padding: { type: 'integer', minimum: 0, default: 0, description: 'Inner padding, in px.' },
    card: { type: 'boolean', default: false, description: 'White rounded card background with margins.' },
  },
} as const
