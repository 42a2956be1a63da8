export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    zoneRoute: {
      type: 'string',
      default: 'zoneDetail',
      description: 'Route a zone opens, with `id` = the zone.',
    },
    listRoute: {
      type: 'string',
      default: 'zoneList',
      description: 'Route 全部企业号 opens.',
    },
    searchRoute: {
      type: 'string',
      default: 'zoneSearch',
      description: 'Route the search bar opens; "" hides the bar.',
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
