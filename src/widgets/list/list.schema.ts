export const schema = {
  type: 'object',
  anyOf: [{ required: ['api'] }, { required: ['items'] }],
  additionalProperties: false,
  properties: {
    api: {
      type: 'string',
      minLength: 1,
      description:
        'Endpoint of a Page answer ({ items, hasMore }), e.g. course.items or offlineClass.items; `validate` reports a name the endpoint catalogue lacks. Pages load as the reader nears the end.',
    },
    params: {
      type: 'object',
      description:
        'Query values sent with every page (with `page` and `size`), e.g. {"category": "${state.category}"}; empty values are left out. A change reloads from page 1.',
    },
    items: {
      type: 'array',
      description:
        'A list the page already has instead of `api` (e.g. `${data.topic.entries}`): shown whole, nothing is loaded.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Items asked for per page (`size`).',
    },
    as: {
      type: 'string',
      pattern: '^[a-zA-Z_][a-zA-Z0-9_]*$',
      default: 'item',
      description:
        'The name the template reads the item by (`${item.title}`), as `each.as`; `${index}` is its place from 0.',
    },
    itemKey: {
      type: 'string',
      default: 'id',
      description:
        'The item field that identifies it (keeps each card’s state when pages arrive); none: the place.',
    },
    gap: { type: 'integer', minimum: 0, default: 12, description: 'Space between items, in px.' },
    padding: { type: 'integer', minimum: 0, default: 12, description: 'Space around the list, in px.' },
    emptyText: {
      type: 'string',
      default: '暂无内容',
      description: 'The empty state’s title, e.g. 暂无训练营.',
    },
    emptyDescription: { type: 'string', description: 'A line under the empty state’s title.' },
  },
} as const
