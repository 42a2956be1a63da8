import type { PageSchema } from '../schema/index'
import { preloadOverlays } from '../ui/overlays'
import { collectWidgetTypes } from './node-view'
import type { Runtime } from './runtime-context'

/** At most this many next screens are fetched ahead, the first ones the schema names. */
const MAX_SCREENS = 6

/**
 * The route names a screen's config can lead to: every `navigate` action's `to`, and every widget prop
 * named `…Route` (a board's `itemRoute`, a hero's `ruleRoute`) that holds a route name.
 */
export function nextRoutes(schema: PageSchema): string[] {
  const found = new Set<string>()
  const walk = (value: unknown): void => {
    if (Array.isArray(value)) {
      for (const item of value) walk(item)
      return
    }
    if (value === null || typeof value !== 'object') return
    const record = value as Record<string, unknown>
    const to = record.type === 'navigate' ? record.to : undefined
    if (typeof to === 'string' && !to.startsWith('/') && !to.includes('${')) {
      found.add(to)
    }
    for (const [key, item] of Object.entries(record)) {
      if (key.endsWith('Route') && typeof item === 'string' && !item.includes('${')) found.add(item)
      else walk(item)
    }
  }
  walk(schema.body)
  walk(schema.onLoad)
  return [...found]
}

/**
 * Fetches ahead what the screens this one leads to need: their page schemas (JSON, kept by content hash)
 * and their widgets' code, so a tap opens the next screen without waiting for either. Nothing when the
 * doctor asked the browser to save data. Failures are left for the real navigation to report.
 */
export async function prefetchNextScreens(runtime: Runtime, schema: PageSchema): Promise<void> {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection
  if (connection?.saveData) return
  const names = nextRoutes(schema)
    .map((name) => runtime.routes.byName(name)?.schema)
    .filter((name): name is string => typeof name === 'string')
    .slice(0, MAX_SCREENS)
  await Promise.all(
    names.map((name) =>
      runtime
        .loadPage(name)
        .then((next) => runtime.registry.preload(collectWidgetTypes(next.body)))
        .catch(() => undefined),
    ),
  )
}

/**
 * Starts prefetchNextScreens at the doctor's first touch, click or hover on the screen, with the code of
 * this screen's tab panes and of antd-mobile's overlays (ui/overlays.tsx): by the time a tap has become a
 * click, the next screen's schema and widgets, the pane and the popup it may open are on their way, and never before the doctor does
 * anything (the first screen's load keeps the network to itself). Returns the stop function.
 */
export function prefetchOnFirstInteraction(runtime: Runtime, schema: PageSchema): () => void {
  const events = ['pointerdown', 'touchstart', 'mouseover', 'keydown'] as const
  const start = () => {
    stop()
    void prefetchNextScreens(runtime, schema)
    // What a tap on this screen may show: its tabs' panes and the overlays (popups, dialogs, the viewer).
    void runtime.registry.preload(collectWidgetTypes(schema.body)).catch(() => undefined)
    void preloadOverlays().catch(() => undefined)
  }
  const stop = () => {
    for (const type of events) window.removeEventListener(type, start, { capture: true })
  }
  for (const type of events) window.addEventListener(type, start, { capture: true, passive: true })
  return stop
}
