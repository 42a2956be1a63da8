export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: {
      type: 'string',
      description:
        'The page config name the server holds (utask.page): "petersonslab", "other", or `${params.name}` on the /utask-{name} route.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route name a task with a form opens, with `key` (the form key).',
    },
  },
} as const
