import type { PlatformInfo } from '../platform/index'
import type { PageEntry } from '../schema/index'
import { type ContentCardRef, contentCardTarget, type DeepLinkTarget } from './deep-links'
import type { RouteTable } from './route-table'

/**
 * What a screen asks of who opens it, read from its route's guards in pages.json, so a card can say so
 * before the tap and the login screen can say what it opens (issue 15 item 2).
 */

/**
 * A screen for certified doctors only: its route always checks certification (spec §2: advance course,
 * course main, offline class, zone item), so a visitor is sent to log in and an uncertified doctor is
 * turned away. `whenLoggedIn` screens (lessons) stay open to visitors and are not marked.
 */
export function isForCertifiedDoctors(entry: PageEntry | undefined): boolean {
  return entry?.guards?.cert === 'always'
}

/** Whether a jump opens a screen for certified doctors only (an app-only path or nothing: no). */
export function targetIsForCertifiedDoctors(routes: RouteTable, target: DeepLinkTarget): boolean {
  return target.kind === 'route' && isForCertifiedDoctors(routes.byName(target.route))
}

/** Whether a content card opens a screen for certified doctors only (spec §2 content-card jumps). */
export function cardIsForCertifiedDoctors(
  routes: RouteTable,
  card: ContentCardRef,
  platform: Pick<PlatformInfo, 'isApp'>,
): boolean {
  return targetIsForCertifiedDoctors(routes, contentCardTarget(card, platform))
}

/** The screen a login's return address leads back to, as the login screen names it. */
export interface ReturnScreen {
  /** Route name (pages.json). */
  name: string
  /** Its title in the route table. */
  title: string
  /** Its content is for certified doctors only. */
  forCertifiedDoctors: boolean
}

/**
 * The screen a return address opens: the address must already be a same-site path (the session's
 * `returnAddress` checks that); a path the route table does not know, the login screen itself and the
 * link-invalid screen name nothing, so the login screen then says nothing extra.
 */
export function returnScreenOf(routes: RouteTable, address: string | undefined): ReturnScreen | undefined {
  if (!address?.startsWith('/') || address.startsWith('//')) return undefined
  const entry = routes.match(address.split(/[?#]/, 1)[0] ?? '')?.entry
  if (!entry || entry === routes.login || entry === routes.notFound) return undefined
  const title = entry.title.trim()
  if (!title) return undefined
  return { name: entry.name, title, forCertifiedDoctors: isForCertifiedDoctors(entry) }
}
