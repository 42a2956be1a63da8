import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react'
import { ApiError } from '../api/index'
import { useRuntime } from '../render/runtime-context'

/** One answer of an endpoint, as a widget that loads its own data shows it. */
export type ApiAnswer<T> =
  | { status: 'loading' }
  /** The call failed (the API client has toasted why, unless the code is suppressed). */
  | { status: 'error'; code: string }
  /** 404: the object does not exist (or params are missing). */
  | { status: 'missing' }
  | { status: 'ready'; data: T }

export interface ApiAnswerOptions {
  /** Endpoint name from the catalogue. */
  api: string
  /** Path, query or body values; a change loads again. */
  params?: Record<string, unknown>
  /** false: nothing is called and the answer reads missing (e.g. no id in the query). */
  enabled?: boolean
  /** A quiet call (no loading indicator). */
  quiet?: boolean
  /** Loads again when it changes, without being sent (e.g. the logged-in user). */
  reloadKey?: string
}

export interface ApiAnswerControls<T> {
  answer: ApiAnswer<T>
  /** Calls again (the error state's 重试). */
  reload: () => void
  /** Replaces the shown answer, e.g. with what an action answered. */
  setData: Dispatch<SetStateAction<T | undefined>>
}

/**
 * Loads one endpoint's answer for a widget: loading, error (with reload), missing (404) and ready.
 * Answers of a superseded request (new params, unmount) are dropped.
 */
export function useApiAnswer<T>({
  api: name,
  params,
  enabled = true,
  quiet = false,
  reloadKey = '',
}: ApiAnswerOptions): ApiAnswerControls<T> {
  const { api } = useRuntime()
  const [answer, setAnswer] = useState<ApiAnswer<T>>(enabled ? { status: 'loading' } : { status: 'missing' })
  const request = useRef(0)
  const paramsKey = JSON.stringify(params ?? {})

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is not read, it only triggers a new load
  const load = useCallback(async () => {
    const current = ++request.current
    if (!enabled) {
      setAnswer({ status: 'missing' })
      return
    }
    setAnswer({ status: 'loading' })
    try {
      const data = await api.call<T>(name, JSON.parse(paramsKey) as Record<string, unknown>, { quiet })
      if (current === request.current) setAnswer({ status: 'ready', data })
    } catch (error) {
      if (current !== request.current) return
      if (error instanceof ApiError && error.status === 404) setAnswer({ status: 'missing' })
      else setAnswer({ status: 'error', code: error instanceof ApiError ? error.code : '' })
    }
  }, [api, name, paramsKey, enabled, quiet, reloadKey])

  useEffect(() => {
    void load()
    return () => {
      request.current++
    }
  }, [load])

  const setData = useCallback<Dispatch<SetStateAction<T | undefined>>>((next) => {
    setAnswer((previous) => {
      const old = previous.status === 'ready' ? previous.data : undefined
      const value = typeof next === 'function' ? (next as (old: T | undefined) => T | undefined)(old) : next
      return value === undefined ? previous : { status: 'ready', data: value }
    })
  }, [])

  return { answer, reload: () => void load(), setData }
}
