import { describe, expect, it } from 'vitest'
import { type EndpointDef, endpoints } from '../../../schemas/api/index'
import { MAX_ORDER_ITEMS, MAX_UNPAGED_LIST } from '../../../schemas/api/paging'

/**
 * Every list the API answers has a maximum size in its contract (issue 29): a page size with a maximum,
 * a query list with maxItems (the ids it answers for), or the answer's own maxItems (MAX_UNPAGED_LIST,
 * MAX_ORDER_ITEMS), which the handler's query applies as its LIMIT. A list without one grows with the
 * customer's data until one answer holds a whole table.
 */

type Schema = Readonly<Record<string, unknown>>

const propertiesOf = (schema: Schema | undefined): Readonly<Record<string, Schema>> =>
  (schema?.properties as Record<string, Schema> | undefined) ?? {}

/** The list an answer is: the answer itself, or its `items`. */
function answeredList(endpoint: EndpointDef): Schema | undefined {
  const response = endpoint.response as Schema | undefined
  if (!response) return undefined
  if (response.type === 'array') return response
  const items = propertiesOf(response).items
  return items?.type === 'array' ? items : undefined
}

/** What bounds the list, in words; undefined when nothing does. */
function boundOf(endpoint: EndpointDef, list: Schema): string | undefined {
  if (typeof list.maxItems === 'number') return `maxItems ${list.maxItems}`
  const query = propertiesOf(endpoint.query as Schema | undefined)
  for (const name of ['size', 'limit']) {
    const maximum = query[name]?.maximum
    if (typeof maximum === 'number') return `${name} ≤ ${maximum}`
  }
  for (const [name, property] of Object.entries(query)) {
    if (property.type === 'array' && typeof property.maxItems === 'number')
      return `${name} has at most ${property.maxItems}`
  }
  return undefined
}

const lists = (endpoints as readonly EndpointDef[]).flatMap((endpoint) => {
  const list = answeredList(endpoint)
  return list ? [{ endpoint, list }] : []
})

describe('list bounds', () => {
  it('finds the lists of the catalogue (pages, arrays, answers with items)', () => {
    const names = lists.map(({ endpoint }) => endpoint.name)
    expect(names).toEqual(
      expect.arrayContaining(['course.items', 'course.lessons', 'banner.items', 'gcp.files']),
    )
    expect(names.length).toBeGreaterThan(30)
  })

  it('every list endpoint has a maximum size in its contract', () => {
    const unbounded = lists
      .filter(({ endpoint, list }) => !boundOf(endpoint, list))
      .map(({ endpoint }) => endpoint.name)
    expect(unbounded).toEqual([])
  })

  it('no bound is larger than the page size or the shared caps', () => {
    const tooLarge = lists.flatMap(({ endpoint, list }) => {
      const numbers = (boundOf(endpoint, list) ?? '').match(/\d+/g)?.map(Number) ?? []
      return numbers.some((value) => value > Math.max(MAX_UNPAGED_LIST, MAX_ORDER_ITEMS))
        ? [endpoint.name]
        : []
    })
    expect(tooLarge).toEqual([])
  })
})
