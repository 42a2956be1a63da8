export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['lotteryId'],
  properties: {
    lotteryId: {
      type: ['integer', 'string'],
      description: 'The lottery (bind `${query.id}`).',
    },
    ebookRoute: {
      type: 'string',
      default: 'receiveEBook',
      description: 'Route name 领取电子书 opens for an EBOOK prize, with `id` = its ebookId.',
    },
    spinMs: {
      type: 'integer',
      minimum: 0,
      maximum: 5000,
      default: 1800,
      description: 'How long the grid highlight runs before the result shows (0 = at once).',
    },
    showRecords: { type: 'boolean', default: true, description: 'Show 我的中奖记录 (lottery.records).' },
  },
} as const
