export const schema = {
  type: 'object',
  required: ['releases'],
  additionalProperties: false,
  properties: {
    releases: {
      type: 'array',
      description: 'Releases newest first: version, releasedAt (yyyy-mm-dd) and Chinese notes.',
      items: {
        type: 'object',
        required: ['version', 'releasedAt', 'notes'],
        properties: {
          version: { type: 'string' },
          releasedAt: { type: 'string' },
          notes: { type: 'array', items: { type: 'string' } },
        },
      },
    },
    current: { type: 'string', description: 'The version to mark as 当前版本.' },
    title: { type: 'string', default: '版本记录', description: 'Heading above the list.' },
    emptyText: { type: 'string', default: '暂无版本记录', description: 'Shown when there are no releases.' },
  },
} as const
