export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['recordId'],
  properties: {
    recordId: { type: ['integer', 'string'], description: 'The record id (bind `${query.id}`).' },
    projectKey: {
      type: 'string',
      default: '',
      description: 'The form key (bind `${query.projectKey}`); 再填一份 opens the form with it.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route name of the form screen opened by 再填一份 (query key).',
    },
  },
} as const
