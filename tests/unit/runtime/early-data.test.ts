import { runInNewContext } from 'node:vm'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, dropEarlyAnswers, findEndpoint, requestHeaders } from '@/runtime/api'
import { endpoints } from '../../../schemas/api'
import {
  EARLY_GLOBAL,
  EARLY_PLAN_ELEMENT_ID,
  EARLY_STORAGE_KEY,
  type EarlyPlan,
  earlyPlan,
} from '../../../schemas/meta/early-data'
import { EARLY_SCRIPT } from '../../../server/app-config/early-script'
import { API, startMswServer } from '../helpers/msw'

/**
 * The first screen's data leaves with the HTML (decision 0034): the server's plan, the inline script that
 * sends it, and the API client that takes the answer instead of calling again — only for the very same call.
 */

const server = startMswServer()

const context = {
  token: 'token-1',
  userId: '10001',
  networkType: '4g',
  deviceNumber: 'device-1',
  deviceType: 'web',
  company: '',
}
const doctorHeaders = requestHeaders(context)

const articlePlan = (overrides: Partial<EarlyPlan> = {}): EarlyPlan => {
  const plan = earlyPlan(
    {
      article: { api: 'article.detail', params: { id: '${query.id}', preview: '${query.preview}' } },
      access: { api: 'lesson.accessPermission', params: { lessonId: '${query.id}' } },
    },
    findEndpoint,
    API,
    { cert: 'whenLoggedIn' },
  )
  if (!plan) throw new Error('no plan')
  return { ...plan, ...overrides }
}

interface Sent {
  url: string
  headers: Record<string, string>
}

/** Runs the inline script as the browser would, on this address, with what the app stored before. */
function runEarlyScript(plan: EarlyPlan, search: string, stored: unknown) {
  const sent: Sent[] = []
  const window: Record<string, unknown> = {}
  const storage = new Map<string, string>()
  if (stored !== undefined) storage.set(EARLY_STORAGE_KEY, JSON.stringify(stored))
  const sandbox = {
    window,
    document: {
      getElementById: (id: string) =>
        id === EARLY_PLAN_ELEMENT_ID ? { textContent: JSON.stringify(plan) } : null,
    },
    localStorage: { getItem: (key: string) => storage.get(key) ?? null },
    location: { search },
    URLSearchParams,
    fetch: (url: string, init: { headers: Record<string, string> }) => {
      sent.push({ url, headers: init.headers })
      return Promise.resolve({ ok: true, json: () => Promise.resolve({ title: `early ${url}` }) })
    },
  }
  runInNewContext(`var window=this.window;${EARLY_SCRIPT}`, sandbox)
  return { sent, answers: window[EARLY_GLOBAL] as Record<string, unknown> | undefined }
}

afterEach(() => {
  dropEarlyAnswers()
})

describe('the early plan of a screen', () => {
  it('takes GET data sources whose parameters are fixed or read from the query', () => {
    const plan = earlyPlan(
      {
        article: { api: 'article.detail', params: { id: '${query.id}', size: 10 } },
        user: { api: 'article.detail', params: { id: '${user.dermaId}' } },
        mixed: { api: 'article.detail', params: { id: 'a-${query.id}' } },
        later: { api: 'article.detail', params: { id: '${query.id}' }, when: { $logic: true } },
        posted: { api: 'auth.login', params: {} },
      },
      findEndpoint,
      '/api',
      { login: true },
    )
    expect(plan).toEqual({
      apiBase: '/api',
      login: true,
      cert: false,
      calls: [{ path: '/academy/v1/article/{id}', params: { id: { query: 'id' }, size: { value: 10 } } }],
    })
  })

  it('is none when nothing can leave early, and asks for a certified doctor on certified routes', () => {
    expect(earlyPlan({ posted: { api: 'auth.login' } }, findEndpoint, '/api', undefined)).toBeUndefined()
    expect(articlePlan()).toMatchObject({ login: false, cert: true })
    expect(
      earlyPlan({ a: { api: 'article.detail', params: { id: 1 } } }, findEndpoint, '/api', {
        cert: 'always',
      }),
    ).toMatchObject({ login: true, cert: true })
  })
})

describe('the inline script', () => {
  it('sends each call with the headers the app stored, at the address axios writes', () => {
    const { sent } = runEarlyScript(articlePlan(), '?id=1047&x=a%20b', {
      headers: doctorHeaders,
      certified: true,
    })
    const api = createApiClient({ baseUrl: () => API })
    const axiosUrl = (url: string, params: Record<string, unknown>) =>
      api.http.getUri({ baseURL: API, url, params })
    expect(sent.map((call) => call.url)).toEqual([
      axiosUrl('/academy/v1/article/1047', {}),
      axiosUrl('/academy/v2/course/lesson/1047/access-permission', {}),
    ])
    expect(sent[0]?.headers).toEqual(doctorHeaders)
  })

  it('writes query values as axios does (spaces, commas, colons)', () => {
    const plan = articlePlan()
    const { sent } = runEarlyScript(plan, '?id=7&preview=a%20b%2Cc%3Ad', {
      headers: doctorHeaders,
      certified: true,
    })
    const api = createApiClient({ baseUrl: () => API })
    expect(sent[0]?.url).toBe(
      api.http.getUri({ baseURL: API, url: '/academy/v1/article/7', params: { preview: 'a b,c:d' } }),
    )
  })

  it('sends nothing on a first visit, without a login where one is needed, or for an uncertified doctor', () => {
    expect(runEarlyScript(articlePlan(), '?id=1', undefined).sent).toEqual([])
    const anonymous = { ...doctorHeaders }
    delete anonymous.Authorization
    expect(
      runEarlyScript(articlePlan({ login: true }), '?id=1', { headers: anonymous, certified: false }).sent,
    ).toEqual([])
    expect(runEarlyScript(articlePlan(), '?id=1', { headers: doctorHeaders, certified: false }).sent).toEqual(
      [],
    )
    // A visitor on a route that certifies only logged-in doctors: the calls leave.
    expect(
      runEarlyScript(articlePlan(), '?id=1', { headers: anonymous, certified: false }).sent,
    ).toHaveLength(2)
    // A WeChat code being exchanged: the login decides first.
    expect(
      runEarlyScript(articlePlan(), '?id=1&code=c&state=s', { headers: doctorHeaders, certified: true }).sent,
    ).toEqual([])
  })

  it("leaves a guest's call to an endpoint that needs a token to the app (it would be refused)", () => {
    const plan = earlyPlan(
      {
        note: { api: 'note.detail', params: { id: '${query.id}' } },
        article: { api: 'article.detail', params: { id: '${query.id}' } },
      },
      // The server's definitions (the app's catalogue leaves out whether a call needs a token).
      (name) => endpoints.find((endpoint) => endpoint.name === name),
      API,
      undefined,
    )
    if (!plan) throw new Error('no plan')
    expect(plan.calls.map((call) => call.auth)).toEqual([true, undefined])
    const anonymous = { ...doctorHeaders }
    delete anonymous.Authorization
    const guest = runEarlyScript(plan, '?id=1', { headers: anonymous, certified: false }).sent
    expect(guest.map((call) => call.url)).toEqual([`${API}/academy/v1/article/1`])
    expect(runEarlyScript(plan, '?id=1', { headers: doctorHeaders, certified: true }).sent).toHaveLength(2)
  })

  it('skips a call whose address needs a query value the address lacks', () => {
    const { sent } = runEarlyScript(articlePlan(), '?preview=1', { headers: doctorHeaders, certified: true })
    expect(sent).toEqual([])
  })
})

describe('the API client and the early answers', () => {
  function install(answers: Record<string, unknown> | undefined) {
    ;(globalThis as Record<string, unknown>)[EARLY_GLOBAL] = answers
  }

  it('takes the early answer of the very same call instead of calling again, once', async () => {
    let called = 0
    server.use(
      http.get(`${API}/academy/v1/article/:id`, () => {
        called += 1
        return HttpResponse.json({ title: 'from the server' })
      }),
    )
    install(runEarlyScript(articlePlan(), '?id=1047', { headers: doctorHeaders, certified: true }).answers)
    const api = createApiClient({ baseUrl: () => API, context: () => context, certified: () => true })
    await expect(api.call('article.detail', { id: '1047' })).resolves.toEqual({
      title: `early ${API}/academy/v1/article/1047`,
    })
    expect(called).toBe(0)
    // Taken once: the same call again goes to the server.
    await expect(api.call('article.detail', { id: '1047' })).resolves.toEqual({ title: 'from the server' })
    expect(called).toBe(1)
  })

  it('calls the server when the early call was sent with other headers, failed, or the window has ended', async () => {
    server.use(
      http.get(`${API}/academy/v1/article/:id`, () => HttpResponse.json({ title: 'from the server' })),
    )
    const api = createApiClient({ baseUrl: () => API, context: () => context, certified: () => true })
    const key = `GET ${API}/academy/v1/article/1`
    install({
      [key]: {
        headers: { ...doctorHeaders, Authorization: 'Bearer old' },
        answer: Promise.resolve({ title: 'x' }),
      },
    })
    await expect(api.call('article.detail', { id: '1' })).resolves.toEqual({ title: 'from the server' })
    install({ [key]: { headers: doctorHeaders, answer: Promise.resolve(null) } })
    await expect(api.call('article.detail', { id: '1' })).resolves.toEqual({ title: 'from the server' })
    install({ [key]: { headers: doctorHeaders, answer: Promise.resolve({ title: 'x' }) } })
    dropEarlyAnswers()
    await expect(api.call('article.detail', { id: '1' })).resolves.toEqual({ title: 'from the server' })
  })

  it('keeps the headers of its calls and whether the doctor is certified for the next load', async () => {
    server.use(http.get(`${API}/academy/v1/article/:id`, () => HttpResponse.json({})))
    const api = createApiClient({ baseUrl: () => API, context: () => context, certified: () => true })
    await api.call('article.detail', { id: '1' })
    expect(JSON.parse(localStorage.getItem(EARLY_STORAGE_KEY) ?? 'null')).toEqual({
      headers: doctorHeaders,
      certified: true,
    })
  })
})
