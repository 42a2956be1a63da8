import { HttpResponse, http, type JsonBodyType } from 'msw'
import { vi } from 'vitest'
import { findEndpoint } from '@/runtime/api'
import { productNames } from '@/runtime/config'
import type { SessionService } from '@/runtime/session'
import type { TestRuntime } from '../helpers/make-runtime'
import { API } from '../helpers/msw'

/** One recorded request: its body (JSON or form fields) or query, as an object. */
export type Sent = Record<string, unknown>

async function readParams(request: Request): Promise<Sent> {
  const url = new URL(request.url)
  if (request.method === 'GET' || request.method === 'DELETE') return Object.fromEntries(url.searchParams)
  const text = await request.text()
  if (!text) return {}
  if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(text))
  }
  return JSON.parse(text) as Sent
}

/**
 * An msw handler for an endpoint of the API contract, found by name (so tests follow the contract's
 * method and path). Every request's params are recorded in `sent`; the values of `{param}` placeholders
 * in the path in `paths` (as strings, as they travel).
 */
export function onEndpoint(
  name: string,
  answer: (params: Sent, count: number) => Promise<Response> | Response,
): { handler: ReturnType<typeof http.get>; sent: Sent[]; paths: Record<string, string>[] } {
  const endpoint = findEndpoint(name)
  if (!endpoint) throw new Error(`no endpoint ${name} in schemas/api`)
  const sent: Sent[] = []
  const paths: Record<string, string>[] = []
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'
  // `{id}` in the contract is `:id` for msw.
  const route = `${API}${endpoint.path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1')}`
  const handler = http[method](route, async ({ request, params: pathParams }) => {
    const params = await readParams(request)
    sent.push(params)
    paths.push(Object.fromEntries(Object.entries(pathParams).map(([key, value]) => [key, String(value)])))
    return answer(params, sent.length)
  })
  return { handler, sent, paths }
}

export function ok(body: JsonBodyType): Response {
  return HttpResponse.json(body)
}

export function fail(status: number, code: string, message: string): Response {
  return HttpResponse.json({ code, message }, { status })
}

export const loginResult = {
  userId: 'u-1001',
  token: 'token-1001',
  [productNames.idKey]: 'D1001',
  name: '李文静',
  img: '',
  accurateAuth: 2,
  mobileCountryCode: '86',
  version: '3.12.0',
  roles: [{ roleName: 'ROLE_DOCTOR' }],
  expiresAt: '2026-12-31T00:00:00.000Z',
}

export function captchaAnswer(count: number) {
  return ok({
    captchaId: `c-${count}`,
    image: `data:image/svg+xml;base64,${btoa(`<svg xmlns="http://www.w3.org/2000/svg"><text>${count}</text></svg>`)}`,
  })
}

/** A session whose sign-in and navigation are spies; loginHref and returnAddress are the real ones. */
export function fakeSession(runtime: TestRuntime, overrides: Partial<SessionService> = {}): SessionService {
  return {
    ...runtime.session,
    loggedIn: false,
    signIn: vi.fn(async () => undefined),
    signOut: vi.fn(),
    finishLogin: vi.fn(),
    relogin: vi.fn(),
    ...overrides,
  }
}
