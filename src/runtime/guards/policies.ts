import type { PageEntry } from '../schema/index'
import type { ConsentRequest } from '../stores/index'

/**
 * The route-entry rules of spec §2, as small pure policies; the pipeline composes them in the spec's
 * order (consent, login, certification, chat-app code login, visit tracking, close-window handler).
 */

export type Query = Readonly<Record<string, string | undefined>>

/** The consent check runs when the route declares a type and an id key and the id is in the query. */
export function consentRequestOf(entry: PageEntry, query: Query): ConsentRequest | undefined {
  const consent = entry.guards?.consent
  if (!consent) return undefined
  const id = query[consent.idKey]
  return id ? { activityType: consent.type, activityId: id } : undefined
}

/** LESSON routes also check the lesson consent lists. */
export function lessonOf(
  entry: PageEntry,
  query: Query,
): { lessonId: string; lessonType: string } | undefined {
  const consent = entry.guards?.consent
  if (consent?.type !== 'LESSON' || !consent.lessonType) return undefined
  const id = query[consent.idKey]
  return id ? { lessonId: id, lessonType: consent.lessonType } : undefined
}

/** A login-required route without a token forces re-login. */
export function requiresLogin(entry: PageEntry, loggedIn: boolean): boolean {
  return entry.guards?.login === true && !loggedIn
}

/** Certification: `always` routes check it for everyone, `whenLoggedIn` routes for logged-in users. */
export function requiresCertCheck(entry: PageEntry, loggedIn: boolean): boolean {
  const cert = entry.guards?.cert
  return cert === 'always' || (cert === 'whenLoggedIn' && loggedIn)
}

export interface ChatAppContext {
  isWechat: boolean
  /** The state stored by the last authorisation redirect ("-1" when none). */
  storedState: string
}

/**
 * spec §4 chat-app login on entry: in the WeChat browser, wxLogin not "0", not the login or wxBind page
 * (pages.json `chatAppLogin: false`), and a code whose state matches the stored one. Returns the code.
 */
export function chatAppCode(entry: PageEntry, query: Query, context: ChatAppContext): string | undefined {
  if (!context.isWechat) return undefined
  if (query.wxLogin === '0') return undefined
  if (entry.chatAppLogin === false) return undefined
  const code = query.code
  const state = query.state
  if (!code || !state || state === '-1' || state !== context.storedState) return undefined
  return code
}

/** In the WeChat browser, back on the form page closes the window (pages.json closeOnBackInChatApp). */
export function closesOnBack(entry: PageEntry, isWechat: boolean): boolean {
  return isWechat && entry.closeOnBackInChatApp === true
}
