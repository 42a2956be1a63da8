export const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: {
      type: ['string', 'number'],
      description: 'The text; bindings interpolate (`共${data.total}门`).',
    },
    variant: {
      enum: ['title', 'subtitle', 'body', 'caption'],
      default: 'body',
      description: 'title 18px bold; subtitle 16px; body 14px; caption 12px grey.',
    },
    align: { enum: ['left', 'center', 'right'], default: 'left', description: 'Horizontal alignment.' },
    lines: { type: 'integer', minimum: 1, description: 'Clamp to this many lines with an ellipsis.' },
    color: {
      enum: ['default', 'secondary', 'primary', 'danger'],
      default: 'default',
      description: 'Text colour.',
    },
  },
} as const
