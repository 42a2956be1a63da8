import { isAllowedUrl } from '@/runtime/config'

/** localStorage keys of a form (issue 6 contract): success / fail redirects and the draft, per form key. */
export const successRedirectKey = (key: string) => `u_form_success_redirect_${key}`
export const failRedirectKey = (key: string) => `u_form_fail_redirect_${key}`
export const draftKey = (key: string) => `u_form_draft_${key}`

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

export function readItem(name: string): string {
  try {
    return storage()?.getItem(name) ?? ''
  } catch {
    return ''
  }
}

export function writeItem(name: string, value: string): void {
  try {
    if (value === '') storage()?.removeItem(name)
    else storage()?.setItem(name, value)
  } catch {
    // Private mode or a full quota: the form still works without it.
  }
}

export function readDraft(key: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(readItem(draftKey(key)) || '{}') as unknown
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {}
  } catch {
    return {}
  }
}

export type RedirectTarget = { kind: 'path'; to: string } | { kind: 'url'; url: string }

/**
 * A redirect is followed only when it is an app path (/…, never //host) or an http(s) URL on the
 * environment's allowlist; anything else (javascript:, unknown hosts) is ignored.
 */
export function redirectTarget(raw: string): RedirectTarget | null {
  const value = raw.trim()
  if (value === '') return null
  if (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\'))
    return { kind: 'path', to: value }
  return isAllowedUrl(value) ? { kind: 'url', url: value } : null
}
