export const schema = {
  type: 'object',
  required: ['urls'],
  additionalProperties: false,
  properties: {
    urls: {
      description:
        'Image addresses: a list, or one string with addresses separated by commas (from a query).',
      anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    },
    current: {
      type: ['integer', 'string'],
      description:
        'The image shown first: its index (0-based) or its address (as WeChat previewImage passes it); anything else shows the first.',
    },
    openOnStart: { type: 'boolean', default: true, description: 'Open the full-screen viewer at once.' },
    onClose: { $ref: '#/$defs/actionList', description: 'Actions when the full-screen viewer closes.' },
  },
} as const
