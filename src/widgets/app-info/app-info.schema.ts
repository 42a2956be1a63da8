export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    version: {
      type: 'string',
      description: 'The version to show (the about screen passes `${query.version}`); empty shows none.',
    },
    name: { type: 'string', description: 'Product name; defaults to the configured product name.' },
    slogan: { type: 'string', description: 'A line under the name.' },
  },
} as const
