export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['zoneId'],
  properties: {
    zoneId: {
      type: ['integer', 'string'],
      description: 'The zone to show, usually "${query.id}"; empty or unknown shows 专区不存在.',
    },
    tabs: {
      type: 'boolean',
      default: true,
      description:
        'Show the tabs 首页 (introduction and every item) / 活动 / 产品兑换 / 产品介绍 (the items of that section); false: 首页 only.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Items per page; 加载更多 loads the next page.',
    },
    itemRoute: {
      type: 'string',
      default: 'itemDetail',
      description: 'Route an article or video opens, with `id` = the item.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route a form item opens, with `key` = its form key.',
    },
  },
} as const
