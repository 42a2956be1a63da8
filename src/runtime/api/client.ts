import axios, { type AxiosInstance, isAxiosError } from 'axios'
import { constants, environment } from '../config/index'
import { findEndpoint, prepareRequest } from './catalogue'

/** A failed call: the HTTP status (0 when no answer came) and the spec's error code and message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly endpoint: string

  constructor(status: number, code: string, message: string, endpoint: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.endpoint = endpoint
  }
}

export interface ApiClientOptions {
  /** The base address: the session store's baseApi when set, else the environment's (spec §7). */
  baseUrl: () => string
}

export interface ApiClient {
  readonly http: AxiosInstance
  call<T = unknown>(name: string, params?: Record<string, unknown>): Promise<T>
}

function readError(error: unknown, endpoint: string): ApiError {
  if (isAxiosError(error)) {
    const status = error.response?.status ?? 0
    const body = error.response?.data as { code?: unknown; message?: unknown; msg?: unknown } | undefined
    const code =
      typeof body?.code === 'string' ? body.code : status === 0 ? 'network.error' : `http.${status}`
    // spec §8: the message comes from `message`, or `msg` on older services.
    const message =
      typeof body?.message === 'string'
        ? body.message
        : typeof body?.msg === 'string'
          ? body.msg
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

/** One configured axios instance over the endpoint catalogue. Config never holds a raw URL to call. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = axios.create({
    timeout: constants.requestTimeout,
    // spec §7: GET queries repeat array keys (ids=1&ids=2): axios's own serializer without indexes.
    paramsSerializer: { indexes: null },
    headers: { 'Content-Type': 'application/json;charset=UTF-8', Accept: 'application/json' },
  })

  return {
    http,
    async call<T>(name: string, params?: Record<string, unknown>): Promise<T> {
      const endpoint = findEndpoint(name)
      if (!endpoint) throw new ApiError(0, 'client.unknown.endpoint', `未知接口：${name}`, name)
      const request = prepareRequest(endpoint, params)
      const form = request.encoding === 'form'
      try {
        const response = await http.request<T>({
          baseURL: options.baseUrl() || environment.apiBase,
          url: request.url,
          method: request.method,
          params: request.query,
          data: form && request.body ? formBody(request.body) : request.body,
          headers: form ? { 'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8' } : undefined,
        })
        return response.data
      } catch (error) {
        throw readError(error, name)
      }
    },
  }
}
