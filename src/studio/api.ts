import type { Files } from './config-files'
import type { ValidatorError } from './diagnostics'

/**
 * The operator API the studio calls (docs/server.md "The operator API"), with the operator token the
 * operator pasted once (sessionStorage `dc-studio-token`). A 401 clears it and asks again.
 */

export const TOKEN_KEY = 'dc-studio-token'
const BASE = '/api/operator/config'

export class StudioApiError extends Error {
  override readonly name = 'StudioApiError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message)
  }
}

export interface ValidateAnswer {
  readonly ok: boolean
  readonly errors: readonly ValidatorError[]
  readonly routes: number
}

export interface VersionSummary {
  readonly number: number
  readonly createdAt: string
  readonly operator: string
  readonly message: string
  readonly changes: readonly string[]
  readonly state: 'active' | 'scheduled' | 'failed' | 'inactive'
}

export interface StudioApi {
  validate(files: Files, signal?: AbortSignal): Promise<ValidateAnswer>
  activeFiles(): Promise<{ number: number | null; files: Files }>
  versionFiles(number: number): Promise<{ number: number; files: Files }>
  versions(): Promise<{ active: number | null; versions: readonly VersionSummary[] }>
  publish(files: Files, message: string): Promise<{ number: number }>
  activate(number: number): Promise<unknown>
}

export function readToken(): string | null {
  try {
    return sessionStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

export function storeToken(token: string | null): void {
  if (token) sessionStorage.setItem(TOKEN_KEY, token)
  else sessionStorage.removeItem(TOKEN_KEY)
}

/** The API with the stored token; `onUnauthorized` runs on a 401 (the token prompt comes back). */
export function studioApi(onUnauthorized: () => void, fetcher: typeof fetch = fetch): StudioApi {
  async function call<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${readToken() ?? ''}` }
    if (body !== undefined) headers['content-type'] = 'application/json'
    const response = await fetcher(`${BASE}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
    })
    const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
    if (response.ok) return answer as T
    if (response.status === 401) {
      storeToken(null)
      onUnauthorized()
    }
    throw new StudioApiError(
      response.status,
      String(answer.code ?? 'http.error'),
      String(answer.message ?? `HTTP ${response.status}`),
      answer,
    )
  }
  return {
    validate: (files, signal) => call('POST', '/validate', { files }, signal),
    activeFiles: () => call('GET', '/files'),
    versionFiles: (number) => call('GET', `/versions/${number}/files`),
    versions: () => call('GET', '/versions'),
    publish: (files, message) => call('POST', '/versions', { files, ...(message ? { message } : {}) }),
    activate: (number) => call('POST', `/versions/${number}/activate`, {}),
  }
}
