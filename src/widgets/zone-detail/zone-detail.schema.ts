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
      description: 'Show the 全部 / 文章 / 视频 / 表单 / 任务 tabs over the items.',
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
