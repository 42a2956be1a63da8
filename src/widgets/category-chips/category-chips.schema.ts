export const schema = {
  type: 'object',
  required: ['chips'],
  additionalProperties: false,
  properties: {
    chips: {
      type: 'array',
      description:
        'The choices: a text (value = label, e.g. 银屑病) or { value, label } (e.g. {"value": "DERMOSCOPY", "label": "皮肤镜"}).',
      items: {
        anyOf: [
          { type: 'string', minLength: 1 },
          {
            type: 'object',
            required: ['value', 'label'],
            additionalProperties: false,
            properties: {
              value: { type: 'string', description: 'What the state key receives.' },
              label: { type: 'string', minLength: 1, description: 'What the chip says.' },
            },
          },
        ],
      },
    },
    allText: {
      type: 'string',
      default: '全部',
      description: 'A first chip meaning "no filter" (value ""); empty leaves it out.',
    },
    value: {
      type: 'string',
      description:
        'The chip chosen at first, e.g. `${state.category}` or `${query.category}`; 全部 when empty.',
    },
    stateKey: {
      type: 'string',
      pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
      default: 'category',
      description:
        'Page state key that receives the chosen value (`state.<key>`); bind a ContentFeed\'s params to it, e.g. {"category": "${state.category}"}.',
    },
    onChange: {
      $ref: '#/$defs/actionList',
      description: 'Actions after a chip is chosen (after the state is set). Event: value, label.',
    },
  },
} as const
