export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['itemId'],
  properties: {
    itemId: {
      type: ['integer', 'string'],
      description: 'The item to show, usually "${query.id}"; empty or unknown shows 内容不存在.',
    },
    zoneRoute: {
      type: 'string',
      default: 'zoneDetail',
      description: 'Route the enterprise row opens, with `id` = the zone.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route 去填写 opens for a form item, with `key` = its form key.',
    },
    utaskRoute: {
      type: 'string',
      default: 'utaskList',
      description: 'Route 去参与 opens for a task (utask) item.',
    },
  },
} as const
