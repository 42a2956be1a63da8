export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    api: {
      type: 'string',
      default: 'gcp.files',
      description:
        'Endpoint answering `{ items: File[] }` (id, name, fileType, url, size, description, updatedAt).',
    },
    params: {
      type: 'object',
      default: { activityId: 5 },
      description: 'Values sent to the endpoint, e.g. `{ "activityId": 5 }` for gcp.files.',
    },
    tip: {
      type: 'string',
      default: '',
      description: 'A note above the list, e.g. where downloads are saved; nothing when empty.',
    },
  },
} as const
