import type { JsonSchemaLiteral } from './define'

/**
 * Paged lists (contract: Page<T> { items, total, page, size, hasMore }; list queries take a 1-based
 * `page`, default 1, and `size`, default 10, at most 50).
 */

/**
 * The most items a list that is not paged answers (a course's lessons, banners, partner companies, GCP
 * lessons and files): its `maxItems`, and the LIMIT of the handler's query. Every list endpoint is bounded,
 * by this or by its page size (tests/unit/contract/list-bounds.test.ts).
 */
export const MAX_UNPAGED_LIST = 200

/** Items one order holds at most: what order.create accepts, and what every order answer lists. */
export const MAX_ORDER_ITEMS = 20

/** The query properties every paged list takes; spread them into the endpoint's query `properties`. */
export const pageQueryProperties = {
  page: { type: 'integer', minimum: 1, default: 1, description: 'Page number, 1-based (default 1)' },
  size: {
    type: 'integer',
    minimum: 1,
    maximum: 50,
    default: 10,
    description: 'Items per page (default 10, at most 50)',
  },
} as const

/** Page<Item>: one page of a list and where it stands in the whole. */
export function pageOf<const Item extends JsonSchemaLiteral>(item: Item, description: string) {
  return {
    type: 'object',
    description,
    required: ['items', 'total', 'page', 'size', 'hasMore'],
    additionalProperties: false,
    properties: {
      items: { type: 'array', items: item, description: 'This page, in the list order' },
      total: { type: 'integer', minimum: 0, description: 'Items on all pages together' },
      page: { type: 'integer', minimum: 1, description: 'This page number (1-based)' },
      size: { type: 'integer', minimum: 1, description: 'The page size asked for' },
      hasMore: { type: 'boolean', description: 'A later page has items' },
    },
  } as const
}
