export const schema = {
  type: 'object',
  required: ['title'],
  additionalProperties: false,
  properties: {
    status: {
      enum: ['invalid', 'empty', 'error', 'success', 'waiting'],
      default: 'empty',
      description: 'Which illustration to show.',
    },
    title: { type: 'string', description: 'The headline, e.g. 链接已失效.' },
    description: { type: 'string', description: 'One or two sentences under the headline.' },
    buttonText: { type: 'string', description: 'Label of the main button; no button when empty.' },
    onClick: { $ref: '#/$defs/actionList', description: 'Actions of the main button.' },
    secondaryText: { type: 'string', description: 'Label of a second, plain button.' },
    onSecondary: { $ref: '#/$defs/actionList', description: 'Actions of the second button.' },
  },
} as const
