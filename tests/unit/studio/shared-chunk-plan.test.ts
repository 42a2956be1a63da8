import { describe, expect, it } from 'vitest'
import { chunkPlan } from '../../../scripts/vite-chunk-plan'

// A small app: home's content feed, the purchase bar and the order list use the router's deep links (the
// last two through the order actions); vote-hero and its lazy rules share their CSS module.
const entry = '/repo/src/main.tsx'
const feed = '/repo/src/widgets/content-feed/content-feed.tsx'
const bar = '/repo/src/widgets/purchase-bar/purchase-bar.tsx'
const orders = '/repo/src/widgets/order-list/order-list.tsx'
const hero = '/repo/src/widgets/vote-hero/vote-hero.tsx'
const rules = '/repo/src/widgets/vote-hero/rule-sections.tsx'
const heroCss = '/repo/src/widgets/vote-hero/vote-hero.module.css'
const deepLinks = '/repo/src/runtime/router/deep-links.ts'
const orderActions = '/repo/src/runtime/order/actions.ts'
const sources = '/repo/schemas/meta/content-sources.ts'

const edges: ReadonlyArray<readonly [string, string, 'static' | 'lazy']> = [
  [entry, feed, 'lazy'],
  [entry, bar, 'lazy'],
  [entry, orders, 'lazy'],
  [entry, hero, 'lazy'],
  [hero, rules, 'lazy'],
  [hero, heroCss, 'static'],
  [rules, heroCss, 'static'],
  [feed, deepLinks, 'static'],
  [bar, orderActions, 'static'],
  [orders, orderActions, 'static'],
  [orderActions, deepLinks, 'static'],
  [deepLinks, sources, 'static'],
  [feed, sources, 'static'],
]

const moduleInfo = (id: string) => ({
  importedIds: edges.filter(([from, , kind]) => from === id && kind === 'static').map(([, to]) => to),
  dynamicallyImportedIds: edges
    .filter(([from, , kind]) => from === id && kind === 'lazy')
    .map(([, to]) => to),
  importers: edges.filter(([, to, kind]) => to === id && kind === 'static').map(([from]) => from),
  dynamicImporters: edges.filter(([, to, kind]) => to === id && kind === 'lazy').map(([from]) => from),
})
const ctx = { getModuleInfo: moduleInfo }

type Group = { debugName?: string; priority?: number; name: (id: string, ctx: unknown) => string | null }

/** The file a module goes to: the first group by priority that names one, as rolldown picks. */
function fileOf(id: string): string | null {
  const groups = [...(chunkPlan(entry).groups as Group[])].sort(
    (a, b) => (b.priority ?? 0) - (a.priority ?? 0),
  )
  for (const group of groups) {
    const name = group.name(id, ctx)
    if (name) return name
  }
  return null
}

describe('what lazy pieces share goes where home does not download more than it renders', () => {
  it('puts a widget’s module shared by its own lazy parts in that widget’s file, not in common', () => {
    expect(fileOf(heroCss)).toBe('vote-hero-shared')
  })

  it('makes the router’s file before the order’s, so home’s content-card targets come without order code', () => {
    const plan = chunkPlan(entry).groups as Group[]
    const routerGroup = plan.find((group) => group.name(deepLinks, ctx) === 'rt-router')
    const orderGroup = plan.find((group) => group.name(orderActions, ctx) === 'rt-order')
    expect(routerGroup?.priority).toBeGreaterThan(orderGroup?.priority ?? 0)
    expect(fileOf(deepLinks)).toBe('rt-router')
    expect(fileOf(orderActions)).toBe('rt-order')
  })
})
