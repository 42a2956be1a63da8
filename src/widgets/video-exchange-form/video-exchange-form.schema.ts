export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recordsRoute: {
      type: 'string',
      default: 'videoExchangeRecord',
      description: 'Route name the 兑换记录 link opens.',
    },
    description: {
      type: 'string',
      default: '输入兑换码即可解锁对应视频课程，兑换码不区分大小写，每个兑换码仅可使用一次。',
      description: 'A line under the heading.',
    },
  },
} as const
