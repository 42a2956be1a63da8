export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    height: {
      type: 'number',
      minimum: 0,
      maximum: 400,
      default: 12,
      description: 'Height of the space in px.',
    },
  },
} as const
