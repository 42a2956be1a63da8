import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, createApiClient, findEndpoint } from '@/runtime/api'
import {
  createServerState,
  type PagedServerQuery,
  queryKey,
  type ServerQuery,
  type ServerState,
} from '@/runtime/data'
import { API, startMswServer } from '../helpers/msw'

/**
 * The one client cache of server state (decision 0037) over the real API client: the fake is the HTTP
 * transport (msw handlers for the contract's endpoints), so what is checked is what the cache asks the
 * server for and what its reads then show.
 */

const server = startMswServer()

interface Request {
  path: Record<string, string>
  query: Record<string, string>
}

/** Answers `name` (method and path from the contract) with `answer(n)` for its n-th request (from 1). */
function serve(name: string, answer: (count: number, request: Request) => Response | Promise<Response>) {
  const endpoint = findEndpoint(name)
  if (!endpoint) throw new Error(`no endpoint ${name}`)
  const requests: Request[] = []
  const method = endpoint.method.toLowerCase() as 'get' | 'post'
  const route = `${API}${endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`
  server.use(
    http[method](route, ({ request, params }) => {
      const seen = {
        path: Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
        query: Object.fromEntries(new URL(request.url).searchParams),
      }
      requests.push(seen)
      return answer(requests.length, seen)
    }),
  )
  return requests
}

function gate() {
  let open: () => void = () => undefined
  const opened = new Promise<void>((resolve) => {
    open = resolve
  })
  return { opened, open }
}

const order = (id: number, status: string) => ({ id, status, totalAmount: 199 })
const purchased = { code: 'academy.course.purchased', message: '已购买该课程，无需重复支付' }

let state: ServerState
const stops: (() => void)[] = []

function cache(): ServerState {
  state = createServerState(createApiClient({ baseUrl: () => API }))
  return state
}

/** Starts a live read, as a mounted screen does. */
function live<Q extends ServerQuery<unknown> | PagedServerQuery<unknown>>(query: Q): Q {
  stops.push(query.subscribe(() => undefined))
  return query
}

function dataOf<T>(query: ServerQuery<T>): T | undefined {
  const { answer } = query.current
  return answer.status === 'ready' ? answer.data : undefined
}

/** Lets a millisecond pass, so an answer counts as from before what happens next. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 2))

afterEach(() => {
  for (const stop of stops.splice(0)) stop()
  state?.dispose()
})

describe('the client cache of server state (decision 0037)', () => {
  it('two reads of one endpoint and parameters share one request, and a one-off read joins it', async () => {
    const release = gate()
    const requests = serve('order.detail', async () => {
      await release.opened
      return HttpResponse.json(order(7, 'CREATE'))
    })
    const data = cache()
    const first = live(data.query('order.detail', { id: 7 }))
    // A left-out parameter is not part of the key.
    // A number and its text are one key: a widget's prop and a page's query name the same order.
    const second = live(data.query('order.detail', { id: '7', coupon: undefined }))
    const once = data.read('order.detail', { id: 7 })
    release.open()

    await expect(once).resolves.toEqual(order(7, 'CREATE'))
    await vi.waitFor(() => expect(dataOf(second)).toEqual(order(7, 'CREATE')))
    expect(dataOf(first)).toEqual(order(7, 'CREATE'))
    expect(requests).toHaveLength(1)
    expect(queryKey('order.detail', { id: 7, coupon: undefined })).toEqual(['order.detail', { id: '7' }])
  })

  it('a write refreshes exactly the cached reads that show what it changes, before it resolves', async () => {
    const details = serve('order.detail', (count) =>
      HttpResponse.json(order(7, count === 1 ? 'CREATE' : 'CLOSE')),
    )
    const lists = serve('order.items', (count) =>
      HttpResponse.json({ items: [order(7, count === 1 ? 'CREATE' : 'CLOSE')], hasMore: false }),
    )
    // course.detail shows the catalogue, purchases, likes…: not orders.
    const courses = serve('course.detail', () => HttpResponse.json({ id: 3, purchased: false }))
    const cancels = serve('order.cancel', () => HttpResponse.json(order(7, 'CLOSE')))
    const data = cache()
    const detail = live(data.query('order.detail', { id: 7 }))
    const list = live(data.pages('order.items', {}, 10))
    const course = live(data.query('course.detail', { id: 3 }))
    await vi.waitFor(() => {
      expect(dataOf(detail)).toBeDefined()
      expect(list.current.list.status).toBe('ready')
      expect(dataOf(course)).toBeDefined()
    })

    await data.write('order.cancel', { id: 7 })

    // Resolved: the answers on screen are the refreshed ones already.
    expect(cancels).toHaveLength(1)
    expect(dataOf(detail)).toEqual(order(7, 'CLOSE'))
    expect(list.current.list).toMatchObject({ status: 'ready', items: [order(7, 'CLOSE')] })
    expect(details).toHaveLength(2)
    expect(lists).toHaveLength(2)
    expect(courses).toHaveLength(1)
  })

  it('a write the server refused (4xx) rejects with its reason and refreshes what it would have changed', async () => {
    const details = serve('order.detail', (count) =>
      HttpResponse.json(order(7, count === 1 ? 'CREATE' : 'CLOSE')),
    )
    const courses = serve('course.detail', (count) => HttpResponse.json({ id: 3, purchased: count > 1 }))
    const exams = serve('exam.items', () => HttpResponse.json({ items: [], hasMore: false }))
    serve('order.pay', () => HttpResponse.json(purchased, { status: 400 }))
    const data = cache()
    const detail = live(data.query('order.detail', { id: 7 }))
    const course = live(data.query('course.detail', { id: 3 }))
    const exam = live(data.query('exam.items', {}))
    await vi.waitFor(() => expect(dataOf(detail) && dataOf(course) && dataOf(exam)).toBeDefined())

    const refused = await data
      .write('order.pay', { id: 7, returnUrl: '/v3/user/pay?id=7' })
      .catch((error: unknown) => error)

    expect(refused).toBeInstanceOf(ApiError)
    expect(refused).toMatchObject({ status: 400, code: purchased.code, message: purchased.message })
    // The order the refusal came from (closed by the server) shows as it is now.
    await vi.waitFor(() => expect(dataOf(detail)).toEqual(order(7, 'CLOSE')))
    // 已购买该课程: the course screens read the doctor's purchase again; what pay cannot change is left.
    await vi.waitFor(() => expect(dataOf(course)).toEqual({ id: 3, purchased: true }))
    expect(details).toHaveLength(2)
    expect(courses).toHaveLength(2)
    expect(exams).toHaveLength(1)
  })

  it('after returned(), a fresh read awaits its new answer (the last one still shown); a plain read does not', async () => {
    const release = gate()
    serve('order.detail', async (count) => {
      if (count > 1) await release.opened
      return HttpResponse.json(order(7, count === 1 ? 'CREATE' : 'PAID'))
    })
    serve('course.detail', async (count) => {
      if (count > 1) await release.opened
      return HttpResponse.json({ id: 3, purchased: count > 1 })
    })
    const data = cache()
    const fresh = live(data.query('order.detail', { id: 7 }, { fresh: true }))
    const plain = live(data.query('course.detail', { id: 3 }, { refreshing: true }))
    await vi.waitFor(() => expect(dataOf(fresh) && dataOf(plain)).toBeDefined())
    expect(fresh.current.awaitingFresh).toBe(false)
    await tick()

    data.returned()

    await vi.waitFor(() => expect(fresh.current.awaitingFresh).toBe(true))
    expect(dataOf(fresh)).toEqual(order(7, 'CREATE'))
    expect(plain.current).toMatchObject({ awaitingFresh: false, refreshing: true })
    release.open()
    await vi.waitFor(() => expect(dataOf(fresh)).toEqual(order(7, 'PAID')))
    expect(fresh.current).toMatchObject({ awaitingFresh: false, refreshing: false })
    expect(dataOf(plain)).toEqual({ id: 3, purchased: true })
  })

  it('a background refresh with the same answer renders nothing for a read that does not follow refreshing', async () => {
    const release = gate()
    const requests = serve('course.detail', async (count) => {
      if (count > 1) await release.opened
      return HttpResponse.json({ id: 3, purchased: false })
    })
    const data = cache()
    const read = data.query('course.detail', { id: 3 })
    let renders = 0
    stops.push(read.subscribe(() => renders++))
    await vi.waitFor(() => expect(dataOf(read)).toBeDefined())
    const shown = read.current
    renders = 0

    const refreshed = read.refetch()
    await vi.waitFor(() => expect(requests).toHaveLength(2))
    expect(read.current).toBe(shown)
    release.open()
    await refreshed

    expect(read.current).toBe(shown)
    expect(read.current.refreshing).toBe(false)
    expect(renders).toBe(0)
  })

  it('a refresh that fails keeps the last answer on screen', async () => {
    const requests = serve('order.detail', (count) =>
      count === 1
        ? HttpResponse.json(order(7, 'CREATE'))
        : HttpResponse.json({ code: 'server.error', message: '服务繁忙' }, { status: 500 }),
    )
    const data = cache()
    const detail = live(data.query('order.detail', { id: 7 }, { fresh: true }))
    await vi.waitFor(() => expect(dataOf(detail)).toBeDefined())

    const after = await detail.refetch()
    await data.refresh(['order'])

    expect(requests).toHaveLength(3)
    expect(after).toEqual({ status: 'ready', data: order(7, 'CREATE') })
    expect(detail.current).toEqual({
      answer: { status: 'ready', data: order(7, 'CREATE') },
      awaitingFresh: false,
      refreshing: false,
    })
  })

  it('reset() (another person signed in) drops every answer, and a late answer of the last person is never shown', async () => {
    const late = gate()
    serve('order.detail', async (count) => {
      if (count === 2) await late.opened
      return HttpResponse.json(order(7, count <= 2 ? 'CREATE' : 'PAID'))
    })
    serve('course.detail', () => HttpResponse.json({ id: 3, purchased: false }))
    const data = cache()
    const detail = live(data.query('order.detail', { id: 7 }))
    await vi.waitFor(() => expect(dataOf(detail)).toBeDefined())
    // Cached but not on screen (a screen left earlier).
    await data.read('course.detail', { id: 3 })
    // The last person's refresh is on its way when the session changes.
    void detail.refetch()

    data.reset()

    expect(data.client.getQueryData(queryKey('course.detail', { id: 3 }))).toBeUndefined()
    await vi.waitFor(() => expect(dataOf(detail)).toEqual(order(7, 'PAID')))
    late.open()
    await tick()
    expect(dataOf(detail)).toEqual(order(7, 'PAID'))
  })

  it('reset() shows a live read loading, not the last person’s answer, until the new answer comes', async () => {
    const next = gate()
    serve('order.detail', async (count) => {
      if (count > 1) await next.opened
      return HttpResponse.json(order(7, count === 1 ? 'CREATE' : 'PAID'))
    })
    const data = cache()
    const detail = live(data.query('order.detail', { id: 7 }))
    await vi.waitFor(() => expect(dataOf(detail)).toBeDefined())

    data.reset()

    await vi.waitFor(() => expect(detail.current.answer).toEqual({ status: 'loading' }))
    next.open()
    await vi.waitFor(() => expect(dataOf(detail)).toEqual(order(7, 'PAID')))
  })

  it('a paged read loads the next page on loadNext, and a refresh reloads it from page 1', async () => {
    let status = 'CREATE'
    const pages: Record<string, { items: unknown[]; hasMore: boolean }> = {
      '1': { items: [order(9, 'PAID'), order(8, 'PAID')], hasMore: true },
      '2': { items: [order(7, 'CREATE')], hasMore: false },
    }
    const requests = serve('order.items', (_count, request) => {
      const page = pages[request.query.page ?? '']
      return HttpResponse.json(
        request.query.page === '2' ? { ...page, items: [order(7, status)] } : (page ?? { items: [] }),
      )
    })
    const data = cache()
    const list = live(data.pages('order.items', {}, 2))
    await vi.waitFor(() => expect(list.current.list.status).toBe('ready'))
    expect(list.current.list).toMatchObject({ items: pages['1']?.items, page: 1, hasMore: true })

    await expect(list.loadNext()).resolves.toBe(true)
    await vi.waitFor(() =>
      expect(list.current.list).toMatchObject({
        items: [order(9, 'PAID'), order(8, 'PAID'), order(7, 'CREATE')],
        page: 2,
        hasMore: false,
      }),
    )
    await expect(list.loadNext()).resolves.toBe(false)
    expect(requests.map((request) => request.query)).toEqual([
      { page: '1', size: '2' },
      { page: '2', size: '2' },
    ])

    status = 'PAID'
    await data.refresh(['order'])

    expect(requests.slice(2).map((request) => request.query.page)).toEqual(['1', '2'])
    expect(list.current.list).toMatchObject({
      items: [order(9, 'PAID'), order(8, 'PAID'), order(7, 'PAID')],
      page: 2,
    })
  })
})
