export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: {
      type: ['integer', 'string'],
      description:
        'The order id (bind `${query.id}`): the widget loads order.detail itself, so it can refresh after ' +
        'the countdown and poll after payment. Preferred over `order`.',
    },
    order: {
      type: ['object', 'null'],
      description: 'An order from a page data source (order.detail); used when `id` is not given.',
    },
  },
} as const
