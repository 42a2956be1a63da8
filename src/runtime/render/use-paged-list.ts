import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import { useRuntime } from './runtime-context'

/** A list loaded page by page: the first page's loading and error, then the items with 加载更多. */
export type PagedList<T> =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; items: T[]; page: number; hasMore: boolean; more: boolean }

export interface PagedListOptions {
  /** Endpoint of a Page answer ({ items, hasMore }). */
  api: string
  /** Query values sent with every page; left-out values are dropped. A change reloads page 1. */
  params?: Record<string, unknown>
  size: number
  /** false: nothing is called (e.g. a guest on a /user/ list). */
  enabled?: boolean
}

export interface PagedListControls<T> {
  list: PagedList<T>
  /** Loads the next page, keeping what is shown if it fails. */
  loadMore: () => void
  /**
   * loadMore answering whether a page arrived (false: it failed, was superseded, or there was nothing to
   * load), for a footer that loads on scroll (`LoadMore` of `@/runtime/ui`).
   */
  loadNext: () => Promise<boolean>
  /** Loads page 1 again (after a failure). */
  reload: () => void
  /** Changes the list in place, e.g. a new item on top. */
  setList: Dispatch<SetStateAction<PagedList<T>>>
}

function withoutEmpty(params: Record<string, unknown> | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params ?? {}).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  )
}

/**
 * Loads a Page endpoint a page at a time. A failed call has been toasted by the API client (spec §8):
 * a failed first page shows the error state (with `reload`), a failed next page keeps the list. Answers
 * of a superseded request (new params, unmount) are dropped.
 */
export function usePagedList<T>({
  api: name,
  params,
  size,
  enabled = true,
}: PagedListOptions): PagedListControls<T> {
  const { api } = useRuntime()
  const [list, setList] = useState<PagedList<T>>({ status: 'loading' })
  const request = useRef(0)
  const paramsKey = JSON.stringify(withoutEmpty(params))

  const fetchPage = useCallback(
    async (page: number, previous: T[]): Promise<boolean> => {
      const current = ++request.current
      if (page === 1) setList({ status: 'loading' })
      else setList({ status: 'ready', items: previous, page: page - 1, hasMore: true, more: true })
      try {
        const query = JSON.parse(paramsKey) as Record<string, unknown>
        const answer = await api.call<{ items?: unknown; hasMore?: unknown } | null>(name, {
          ...query,
          page,
          size,
        })
        if (current !== request.current) return false
        const items = Array.isArray(answer?.items) ? (answer.items as T[]) : []
        setList({
          status: 'ready',
          items: [...previous, ...items],
          page,
          // A page without items ends the list, so a server that keeps saying hasMore cannot loop.
          hasMore: answer?.hasMore === true && items.length > 0,
          more: false,
        })
        return true
      } catch {
        if (current !== request.current) return false
        setList(
          page === 1
            ? { status: 'error' }
            : { status: 'ready', items: previous, page: page - 1, hasMore: true, more: false },
        )
        return false
      }
    },
    [api, name, paramsKey, size],
  )

  useEffect(() => {
    if (!enabled) return
    void fetchPage(1, [])
    return () => {
      request.current++
    }
  }, [fetchPage, enabled])

  const loadNext = async () => {
    if (list.status === 'ready' && list.hasMore && !list.more) return fetchPage(list.page + 1, list.items)
    return false
  }
  const loadMore = () => void loadNext()
  const reload = () => void fetchPage(1, [])
  return { list, loadMore, loadNext, reload, setList }
}
