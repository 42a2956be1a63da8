export const schema = {
  type: 'object',
  required: ['steps'],
  additionalProperties: false,
  properties: {
    steps: {
      type: 'array',
      description:
        'The steps in order, e.g. [{"title": "提交资料"}, {"title": "审核中", "description": "1-3 个工作日"}].',
      items: {
        type: 'object',
        required: ['title'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', description: 'The step’s name, e.g. 提交认证资料.' },
          description: {
            type: 'string',
            description: 'A grey line under the title, e.g. 预计 1-3 个工作日.',
          },
          status: {
            enum: ['wait', 'process', 'finish', 'error'],
            description: 'Overrides the status `current` gives: error shows the step in red (审核未通过).',
          },
        },
      },
    },
    current: {
      type: 'integer',
      minimum: 0,
      default: 0,
      description:
        'Index of the step in progress, from 0 (bind it, e.g. `${data.apply.step}`); earlier steps show as done. A value past the last marks every step done.',
    },
    direction: {
      enum: ['horizontal', 'vertical'],
      default: 'horizontal',
      description:
        'horizontal: a row under which titles sit (up to 4 or 5 short steps); vertical: a column for long descriptions.',
    },
  },
} as const
