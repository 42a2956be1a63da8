import type { Entity } from '@schemas/api/entities'
import { findEndpoint } from '../api/catalogue'

/**
 * What the endpoint catalogue says about the cache (decision 0037): the entities a read shows and those a
 * write changes. A read the catalogue does not know shows everything, so no write can leave it stale.
 */
export function entitiesShownBy(name: string): readonly Entity[] | 'all' {
  const shows = findEndpoint(name)?.shows
  return shows && shows.length > 0 ? shows : 'all'
}

export function entitiesChangedBy(name: string): readonly Entity[] {
  return findEndpoint(name)?.changes ?? []
}

/** Whether a cached answer of `read` shows any of `changed`. */
export function showsAnyOf(read: string, changed: readonly Entity[]): boolean {
  if (changed.length === 0) return false
  const shown = entitiesShownBy(read)
  return shown === 'all' || shown.some((entity) => changed.includes(entity))
}

export function isRead(name: string): boolean {
  return findEndpoint(name)?.method === 'GET'
}
