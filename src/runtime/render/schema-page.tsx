import { useCallback, useEffect, useMemo, useState } from 'react'
import { constants, productConfig } from '../config/index'
import { resolveString } from '../expr/index'
import type { PageEntry, PageSchema } from '../schema/index'
import { reportFault, schemaFile, unnamedSchema } from './config-fault'
import { loadedSchemas } from './loaded-schemas'
import type { PageModel } from './page-model'
import { PageSkeleton } from './page-skeleton'
import styles from './render.module.css'
import { useRuntime } from './runtime-context'
import { SchemaView } from './schema-view'
import { ScreenTitleContext } from './screen-title'
import { ScrollMemoryContext, type ScrollMemoryScope, useScrollMemory } from './scroll-memory'
import { StatusScreen } from './status-screen'
import { TabBar } from './tab-bar'

export interface SchemaPageProps {
  entry: PageEntry
  query: Record<string, string>
  params: Record<string, string>
  /** Scroll memory key: the screen and its query. */
  pageKey: string
}

type Loaded = { schema: PageSchema } | { error: Error }

/**
 * One screen: header, document title, its page schema (a lazy chunk), scroll memory. A screen whose
 * schema a later issue builds (`planned`) says so plainly.
 */
export function SchemaPage({ entry, query, params, pageKey }: SchemaPageProps) {
  const runtime = useRuntime()
  const schemaName = entry.schema
  const [loaded, setLoaded] = useState<Loaded | undefined>(() => {
    const cached = schemaName ? loadedSchemas.get(schemaName) : undefined
    return cached ? { schema: cached } : undefined
  })
  const [attempt, setAttempt] = useState(0)

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load after a failure
  useEffect(() => {
    if (!schemaName || loaded) return
    let cancelled = false
    // spec §9: a page that has not loaded in 60 s is given up (the error screen below has a retry).
    let timer: ReturnType<typeof setTimeout> | undefined
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`page schema ${schemaName} did not load in ${constants.pageLoadTimeout} ms`)),
        constants.pageLoadTimeout,
      )
    })
    Promise.race([runtime.loadPage(schemaName), timeout])
      .then((schema) => {
        loadedSchemas.set(schemaName, schema)
        if (!cancelled) setLoaded({ schema })
      })
      .catch((error: unknown) => {
        console.warn(`[page] schema ${schemaName} failed to load`, error)
        if (!cancelled) setLoaded({ error: error instanceof Error ? error : new Error(String(error)) })
      })
      .finally(() => clearTimeout(timer))
    return () => {
      cancelled = true
      clearTimeout(timer)
    }
  }, [runtime, schemaName, loaded, attempt])

  const [named, setNamed] = useState<string | undefined>(undefined)
  const file = schemaName ? schemaFile(schemaName) : undefined
  const schema = loaded && 'schema' in loaded ? loaded.schema : undefined
  const title = useTitle(entry, schema, file, query, named)

  // Scroll memory (spec §3, §9): saved while the screen is open, restored once its data is there (within
  // 24 hours). Lists that load their own data restore again when their items arrive (same key).
  const [ready, setReady] = useState(false)
  const scrollScope = useMemo<ScrollMemoryScope>(() => ({ key: pageKey, settled: false }), [pageKey])
  useScrollMemory({ scope: scrollScope, ready })

  const onReady = useCallback(
    (_page: PageModel) => {
      // Scroll tracking starts once the content is there (spec §9: at the latest 2 s after layout).
      runtime.tracker?.pageReady()
      setReady(true)
    },
    [runtime],
  )

  let content: React.ReactNode
  if (entry.planned || !schemaName) {
    content = (
      <StatusScreen
        status="empty"
        title={entry.title || '页面建设中'}
        description="该页面正在建设中，敬请期待"
      />
    )
  } else if (!loaded) {
    content = <PageSkeleton />
  } else if ('error' in loaded) {
    content = (
      <StatusScreen
        status="disconnected"
        title="页面加载失败"
        description="请检查网络后重试"
        retry={() => {
          setLoaded(undefined)
          setAttempt((value) => value + 1)
        }}
      />
    )
  } else {
    content = (
      <SchemaView
        schema={loaded.schema}
        file={file}
        query={query}
        params={params}
        pullDownRefresh={entry.pullDownRefresh === true}
        onReady={onReady}
      />
    )
  }

  // WeChat and the native app show the title in their own bar; a plain browser gets ours (44 px).
  const showNavBar = !runtime.platform.isWechat
  return (
    <div className={styles.page} data-page={entry.name}>
      {showNavBar ? (
        <header className="dc-frame-bar">
          {entry.tab ? null : (
            <button
              type="button"
              className={styles.back}
              aria-label="返回"
              onClick={() => runtime.navigator.back()}
            >
              <span className={styles.backArrow} aria-hidden="true" />
            </button>
          )}
          <div className="dc-frame-title">{title}</div>
        </header>
      ) : null}
      <ScreenTitleContext.Provider value={setNamed}>
        <ScrollMemoryContext.Provider value={scrollScope}>{content}</ScrollMemoryContext.Provider>
      </ScreenTitleContext.Provider>
      {entry.tab ? <TabBar current={entry} /> : null}
    </div>
  )
}

function useTitle(
  entry: PageEntry,
  schema: PageSchema | undefined,
  file: string | undefined,
  query: Record<string, string>,
  named: string | undefined,
): string {
  const fromSchema = useMemo(() => schemaTitle(schema, file, query), [schema, file, query])
  const title = named || fromSchema || entry.title
  useEffect(() => {
    document.title = title || productConfig.name
  }, [title])
  return title
}

/**
 * The schema's title with its bindings resolved. One that fails leaves the route's title from pages.json:
 * the header always shows (logged as `<file> /title <message>`).
 */
function schemaTitle(
  schema: PageSchema | undefined,
  file: string | undefined,
  query: Record<string, string>,
): string {
  const title: unknown = schema?.title
  if (!title) return ''
  try {
    // The contract says a string (a binding at most); anything else came past the validator.
    if (typeof title !== 'string') throw new TypeError(`title must be a string, not ${JSON.stringify(title)}`)
    const value = resolveString(title, { query })
    return value === undefined || value === null ? '' : String(value)
  } catch (error) {
    reportFault(file ?? unnamedSchema, '/title', error)
    return ''
  }
}
