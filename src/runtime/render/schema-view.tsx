import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { constants } from '../config/index'
import { loadLogic, logicLoaded, resolveValue, usesLogic } from '../expr/index'
import type { PageSchema } from '../schema/index'
import { reportActionFailure, runActions, shareConfigOf } from './actions'
import { unnamedSchema } from './config-fault'
import { takeFirstScreen } from './first-screen'
import { collectWidgetTypes, planTree, renderPlans } from './node-view'
import { PageModel } from './page-model'
import { markScreenPainted, PageSkeleton } from './page-skeleton'
import { prefetchOnFirstInteraction } from './prefetch'
import { PullToRefresh } from './pull-to-refresh'
import styles from './render.module.css'
import { useRuntime } from './runtime-context'
import { StatusScreen } from './status-screen'

export interface SchemaViewProps {
  schema: PageSchema
  /** The schema's file (`schemas/pages/home.json`): a value that fails is logged with it and its pointer. */
  file?: string
  query?: Record<string, string>
  params?: Record<string, string>
  pullDownRefresh?: boolean
  /** Called once the first data load settles (scroll restore, title). */
  onReady?: (page: PageModel) => void
}

const noParams: Record<string, string> = {}
/** The first render waits for these widgets only; a tab's pane loads its own (first-paint-widgets.ts). */
const FIRST_PAINT = { firstPaint: true }

/**
 * Renders a page schema: loads the widgets it uses and its data sources in parallel, shows a skeleton
 * meanwhile, then the widget tree; runs `onLoad` once. A failing required data source shows an error
 * block with a retry instead of a blank screen; a config value that fails shows the error block of its
 * node (node-view.tsx), never above this view. A screen with pull-down refresh renders the tree inside
 * it from the start (it is in the first load), so the tree mounts once.
 */
export function SchemaView({
  schema,
  file = unnamedSchema,
  query = noParams,
  params = noParams,
  pullDownRefresh = false,
  onReady,
}: SchemaViewProps) {
  const runtime = useRuntime()
  // The first screen's data may already be on its way (first-screen.ts): adopt that page model.
  const [first] = useState(() => takeFirstScreen(schema, query, params))
  const [page] = useState(() => first?.page ?? new PageModel(schema, runtime, query, params, file))
  const status = useSyncExternalStore(
    useCallback((onChange: () => void) => page.subscribe(['status'], onChange), [page]),
    () => page.status,
  )
  // Bumped by pull-down refresh: the widget tree mounts again, so lists that load their own pages
  // (ContentFeed, comments, orders) start over too, not only the page's data sources.
  const [generation, setGeneration] = useState(0)
  // The tree's `if` rules and `$logic` props are evaluated while rendering: the interpreter loads first.
  const [logic] = useState(() => usesLogic(schema.body))
  const [widgetsReady, setWidgetsReady] = useState(
    () =>
      (!logic || logicLoaded()) &&
      [...collectWidgetTypes(schema.body, FIRST_PAINT)].every(
        (type) => !runtime.registry.has(type) || runtime.registry.loaded(type),
      ),
  )

  // Nodes that bind `user` follow the session while the screen is open.
  useEffect(() => page.start(), [page])

  // spec §9: a screen that has not come in 60 s is given up, with a retry.
  const [stalled, setStalled] = useState(false)
  const waiting = !widgetsReady || status === 'loading'
  useEffect(() => {
    if (!waiting) return
    const timer = setTimeout(() => setStalled(true), constants.pageLoadTimeout)
    return () => clearTimeout(timer)
  }, [waiting])

  const [loaded, setLoaded] = useState(false)
  useEffect(() => {
    let cancelled = false
    const widgets = Promise.all([
      runtime.registry.preload(collectWidgetTypes(schema.body, FIRST_PAINT)),
      logic ? loadLogic() : undefined,
    ]).then(
      () => {
        if (!cancelled) setWidgetsReady(true)
        return true
      },
      () => {
        // A widget's code failed or did not arrive (the registry logged which): say so, with a retry.
        if (!cancelled) setStalled(true)
        return false
      },
    )
    void Promise.all([widgets, first?.loading ?? page.load()]).then(([shown]) => {
      // A screen whose widgets failed shows its error, not its content: nothing is ready.
      if (!shown) return
      markScreenPainted()
      if (!cancelled) setLoaded(true)
    })
    return () => {
      cancelled = true
    }
  }, [page, first, runtime, schema, logic])

  // Once the data and the widgets are there: onReady (scroll restore, tracking) and onLoad, once.
  const settled = useRef(false)
  useEffect(() => {
    if (!loaded || settled.current) return
    settled.current = true
    onReady?.(page)
    if (schema.share) {
      // spec §3: the screen's own share card (WeChat's menu), once its data is there to bind.
      const share = schema.share
      try {
        const config = shareConfigOf(share, (value) => resolveValue(value, page.scope))
        void runtime.share.configure({ ...config, visible: share.visible })
      } catch (error) {
        reportActionFailure(page.file, '/share', error)
      }
    }
    if (schema.onLoad) {
      const pointer = '/onLoad'
      void runActions(schema.onLoad, { runtime, page, scope: page.scope, pointer }).catch((error: unknown) =>
        reportActionFailure(page.file, pointer, error),
      )
    }
  }, [loaded, onReady, page, runtime, schema])
  // The screens this one leads to load ahead from the doctor's first touch (render/prefetch.ts).
  useEffect(
    () => (loaded ? prefetchOnFirstInteraction(runtime, schema) : undefined),
    [loaded, runtime, schema],
  )

  if (waiting && stalled) {
    return (
      <StatusScreen
        status="disconnected"
        title="页面加载失败"
        description="请检查网络后重试"
        retry={() => window.location.reload()}
      />
    )
  }
  if (waiting) return <PageSkeleton />
  if (status === 'error') {
    return (
      <StatusScreen
        status="default"
        title="加载失败"
        description={page.error?.message ?? '请稍后重试'}
        retry={() => void page.load()}
      />
    )
  }
  const plans = planTree(schema.body, '/body', runtime.registry)
  const body = (
    <div key={generation} className={styles.pageBody}>
      {renderPlans(plans, page.scope, page, true)}
    </div>
  )
  if (!pullDownRefresh) return body
  const refresh = async () => {
    await page.load()
    setGeneration((value) => value + 1)
  }
  return <PullToRefresh onRefresh={refresh}>{body}</PullToRefresh>
}
