export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    title: { type: 'string', description: 'The card head, e.g. 课程简介; none: no head.' },
    subtitle: { type: 'string', description: 'A grey line under the title, e.g. 共 8 节 · 已更新 6 节.' },
    extra: {
      type: 'string',
      description: 'Grey text on the right of the head, e.g. 查看全部 (with a › when onClick is set).',
    },
    padding: { type: 'integer', minimum: 0, default: 16, description: 'Inner padding, in px.' },
    margin: {
      type: 'integer',
      minimum: 0,
      default: 12,
      description: 'Space around the card, in px (0 for a card inside a Grid or a List).',
    },
    onClick: {
      $ref: '#/$defs/actionList',
      description: 'Actions of a tap on the card (e.g. navigate); the card is a button only with actions.',
    },
  },
} as const
