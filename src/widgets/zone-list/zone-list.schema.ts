export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    keyword: {
      type: 'string',
      default: '',
      description: 'Only zones whose title or enterprise name contains it; all when "".',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Zones per page; 加载更多 loads the next page.',
    },
    detailRoute: {
      type: 'string',
      default: 'zoneDetail',
      description: 'Route name a card opens, with `id` = the zone.',
    },
    searchRoute: {
      type: 'string',
      default: 'zoneSearch',
      description: 'Route the search bar on top opens; "" hides the bar.',
    },
    emptyText: { type: 'string', default: '暂无企业号', description: 'Shown when no zone matches.' },
  },
} as const
