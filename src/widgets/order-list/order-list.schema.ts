export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    status: {
      enum: ['', 'CREATE', 'PAID', 'SUCCESS', 'CLOSE', 'AFTER', 'REJECT'],
      default: '',
      description:
        'The tab open first (bind `${query.status}`): 全部 (""), 未付款, 已支付, 已完成, 已关闭, 已退款, 已拒绝.',
    },
    tabs: { type: 'boolean', default: true, description: 'Show the status tabs.' },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Orders per page; 加载更多 loads the next page.',
    },
  },
} as const
