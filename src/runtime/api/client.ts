import axios, { type AxiosInstance, isAxiosError } from 'axios'
import { constants, environment } from '../config/index'
import { type CatalogueEntry, findEndpoint, prepareRequest } from './catalogue'
import { hasEarlyAnswers, rememberEarlyState, takeEarlyAnswer } from './early-data'
import { formContentType, type RequestContext, requestHeaders } from './headers'
import type { LoadingCounter } from './loading'
import { errorFeedback, isQuietPath, type StatusOutcome, statusOutcome } from './policy'

/** A failed call: the HTTP status (0 when no answer came) and the spec's error code and message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly endpoint: string
  /** What the client did about it (spec §4); the user has already seen any feedback it deserves. */
  outcome: StatusOutcome = 'reject'

  constructor(status: number, code: string, message: string, endpoint: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.endpoint = endpoint
  }
}

/** The side effects the status table and the error catalogue ask for, supplied by the app. */
export interface ApiEffects {
  /** spec §4 re-login. */
  relogin(): void
  /** The vote validation (captcha) modal. */
  openVoteModal(): void
  /** The current user's role names. */
  roles(): readonly string[]
  /** Codes the current screen does not toast (pages.json `suppressCodes`). */
  pageSuppressedCodes(): readonly string[]
  toast(text: string): void
  modal(info: { title: string; content: string; confirmBtnText: string }): void
}

export interface ApiClientOptions {
  /** The base address: the session store's baseApi when set, else the environment's (spec §7). */
  baseUrl: () => string
  /** Token, user, device and query values for the headers of spec §7. */
  context?: () => RequestContext
  effects?: Partial<ApiEffects>
  loading?: LoadingCounter
  /** The endpoint catalogue to call through (default: schemas/api). */
  endpoints?: (name: string) => CatalogueEntry | undefined
  /**
   * Whether the doctor is certified, kept with the headers for the next load's early calls (decision
   * 0034); without it the client neither keeps them nor takes early answers.
   */
  certified?: () => boolean
}

export interface CallOptions {
  /** No loading indicator for this call, whatever its path. */
  quiet?: boolean
  /** The caller shows its own outcome: no toast or modal (status rules still apply). */
  silent?: boolean
}

export interface ApiClient {
  readonly http: AxiosInstance
  call<T = unknown>(name: string, params?: Record<string, unknown>, options?: CallOptions): Promise<T>
}

const anonymous: RequestContext = {
  token: '',
  userId: '',
  networkType: 'unknown',
  deviceNumber: '',
  deviceType: 'web',
  company: '',
}

function readError(error: unknown, endpoint: string): ApiError {
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0
    const body = error.response?.data as { code?: unknown; message?: unknown; msg?: unknown } | undefined
    const timedOut = status === 0 && error.code === 'ECONNABORTED'
    const code =
      typeof body?.code === 'string'
        ? body.code
        : timedOut
          ? 'network.timeout'
          : status === 0
            ? 'network.error'
            : `http.${status}`
    // spec §8: the message comes from `message`, or `msg` on older services.
    const message =
      typeof body?.message === 'string'
        ? body.message
        : typeof body?.msg === 'string'
          ? body.msg
          : timedOut
            ? '请求超时，请稍后重试'
            : status === 0
              ? '网络连接失败，请稍后重试'
              : '请求失败，请稍后重试'
    return new ApiError(status, code, message, endpoint)
  }
  return new ApiError(0, 'client.error', error instanceof Error ? error.message : String(error), endpoint)
}

/** application/x-www-form-urlencoded body for the old user and healthchat services (spec §7). */
function formBody(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) form.append(key, String(item))
    else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value))
  }
  return form
}

/**
 * One configured axios instance over the endpoint catalogue, holding every rule of spec §4, §7, §8 and
 * §9: headers, the status table, the error catalogue and the loading counter. Config never holds a raw
 * URL to call, and no widget handles a 401.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    // XMLHttpRequest only: builds leave axios's fetch adapter out (scripts/vite-lean-dependencies.ts).
    adapter: 'xhr',
    timeout: constants.requestTimeout,
    // spec §7: GET queries repeat array keys (ids=1&ids=2): axios's own serializer without indexes.
    paramsSerializer: { indexes: null },
    headers: { Accept: 'application/json' },
    // No XSRF cookie is ever read: the API authenticates by the token header (spec §7). Left on, axios
    // reads the cookie through the async cookieStore before each send, so calls made together leave one
    // after another, a browser round trip apart, and the first screen's data arrives later.
    withXSRFToken: false,
  })
  const effects = options.effects ?? {}

  function handleFailure(error: ApiError, path: string, silent: boolean): StatusOutcome {
    const outcome = statusOutcome(error.status, error.code, { path, roles: effects.roles?.() ?? [] })
    error.outcome = outcome
    if (outcome === 'relogin') effects.relogin?.()
    else if (outcome === 'voteModal') effects.openVoteModal?.()
    else if (outcome === 'reject' && !silent) {
      const feedback = errorFeedback(
        { code: error.code, message: error.message, path },
        effects.pageSuppressedCodes?.() ?? [],
      )
      if (feedback.kind === 'toast') effects.toast?.(feedback.text)
      else if (feedback.kind === 'modal') effects.modal?.(feedback)
    }
    return outcome
  }

  return {
    http,
    async call<T>(name: string, params?: Record<string, unknown>, callOptions: CallOptions = {}): Promise<T> {
      const endpoint = (options.endpoints ?? findEndpoint)(name)
      if (!endpoint) throw new ApiError(0, 'client.unknown.endpoint', `未知接口：${name}`, name)
      const request = prepareRequest(endpoint, params)
      const form = request.encoding === 'form'
      const headers = requestHeaders(options.context?.() ?? anonymous)
      if (options.certified) rememberEarlyState({ headers, certified: options.certified() })
      if (form) headers['Content-Type'] = formContentType
      const counted = !(callOptions.quiet || request.quiet || isQuietPath(endpoint.path))
      if (counted) options.loading?.start()
      const config = {
        baseURL: options.baseUrl() || environment.apiBase,
        url: request.url,
        method: request.method,
        params: request.query,
      }
      try {
        // The HTML may have sent this very call already (decision 0034): its 2xx answer is this call's.
        const early =
          options.certified && request.method === 'GET' && hasEarlyAnswers()
            ? takeEarlyAnswer(http.getUri(config), headers)
            : undefined
        const answered = early ? await early : null
        if (answered !== null && answered !== undefined) return answered as T
        const response = await http.request<T>({
          ...config,
          data: form && request.body ? formBody(request.body) : request.body,
          headers,
        })
        return response.data
      } catch (caught) {
        const error = readError(caught, name)
        // spec §4: 404 academy.course.progress.not.found resolves: there is simply no progress yet.
        if (handleFailure(error, request.url, callOptions.silent === true) === 'resolve') return null as T
        throw error
      } finally {
        if (counted) options.loading?.end()
      }
    },
  }
}
