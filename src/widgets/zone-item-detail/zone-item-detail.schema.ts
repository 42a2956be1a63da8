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
      description:
        "Route a task (utask) item's button opens when the task has no form or cannot be read; a task with a form opens `formRoute`.",
    },
  },
} as const
