export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    keyword: {
      type: 'string',
      default: '',
      description: 'The keyword to start with, e.g. "${query.keyword}"; "" starts empty.',
    },
    placeholder: {
      type: 'string',
      default: '搜索企业专区内容',
      description: 'Placeholder of the search box.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Results per page; 加载更多 loads the next page.',
    },
    itemRoute: {
      type: 'string',
      default: 'itemDetail',
      description: 'Route an article or video result opens, with `id` = the item.',
    },
    formRoute: {
      type: 'string',
      default: 'form',
      description: 'Route a form result opens, with `key` = its form key.',
    },
  },
} as const
