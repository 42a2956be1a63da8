import { Component, type ReactNode } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { createRuntime } from '@/runtime/app/create-runtime'
import { RuntimeContext, SchemaView } from '@/runtime/render'
import type { PagesFile } from '@/runtime/schema'
import { RootStore } from '@/runtime/stores'
import { registry } from '@/widgets'
import Stack from '@/widgets/stack/stack'
import Text from '@/widgets/text/text'
import pages from '../pages.json'
import '@/runtime/ui/theme.css'
import { CARDS, cards, generatedSchema, NODES_PER_CARD } from './tree'

/**
 * Renders the same 1,000-node tree through the schema renderer and as hand-written React with the same
 * widget components, alternating, and reports the median time from render() to the last node in the DOM.
 */
const runtime = createRuntime({
  pages: pages as PagesFile,
  registry,
  stores: new RootStore({ persist: false }),
  history: { go: () => undefined, back: () => undefined, depth: () => 0 },
  platform: { isApp: false, isWechat: false, isDesktop: true, isIos: false, isAndroid: false },
  loadPage: () => Promise.reject(new Error('not in the bench')),
})

function HandWritten() {
  return (
    <div>
      {cards.map((card) => (
        <Stack key={card.title} card padding={12} gap={4}>
          <Text text={card.title} variant="title" />
          <Text text={card.subtitle} variant="caption" color="secondary" />
          {card.lines.map((line) => (
            <Text key={line} text={line} />
          ))}
        </Stack>
      ))}
    </div>
  )
}

/** The smallest error boundary React allows: what keeping one per widget costs by hand. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    return this.state.failed ? null : this.props.children
  }
}

/** The same tree by hand with an error boundary around every widget, as the renderer keeps one. */
function HandWrittenWithBoundaries() {
  return (
    <div>
      {cards.map((card) => (
        <Boundary key={card.title}>
          <Stack card padding={12} gap={4}>
            <Boundary>
              <Text text={card.title} variant="title" />
            </Boundary>
            <Boundary>
              <Text text={card.subtitle} variant="caption" color="secondary" />
            </Boundary>
            {card.lines.map((line) => (
              <Boundary key={line}>
                <Text text={line} />
              </Boundary>
            ))}
          </Stack>
        </Boundary>
      ))}
    </div>
  )
}

const container = document.getElementById('bench') as HTMLElement
const expectedParagraphs = CARDS * (NODES_PER_CARD - 1)

function waitForTree(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => container.querySelectorAll('p').length >= expectedParagraphs
    if (done()) return resolve()
    const observer = new MutationObserver(() => {
      if (done()) {
        observer.disconnect()
        resolve()
      }
    })
    observer.observe(container, { childList: true, subtree: true })
  })
}

// Generated once, as the app imports a page schema once: the renderer's per-node facts are computed on
// the warm-up renders, as they are on a screen's first visit.
const schema = generatedSchema()

type Kind = 'schema' | 'hand' | 'handBoundaries'

async function timeOnce(kind: Kind): Promise<number> {
  const root: Root = createRoot(container)
  const started = performance.now()
  root.render(
    kind === 'schema' ? (
      <RuntimeContext.Provider value={runtime}>
        <SchemaView schema={schema} />
      </RuntimeContext.Provider>
    ) : kind === 'hand' ? (
      <HandWritten />
    ) : (
      <HandWrittenWithBoundaries />
    ),
  )
  await waitForTree()
  const elapsed = performance.now() - started
  root.unmount()
  await new Promise((resolve) => setTimeout(resolve, 20))
  return elapsed
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

declare global {
  interface Window {
    runBench: (rounds: number) => Promise<{
      schemaMedian: number
      handMedian: number
      handBoundariesMedian: number
      /** The median of each round's schema ÷ hand-written: the two run back to back, so a slow moment
       * of the machine weighs on both sides of one ratio rather than on one side of the medians. */
      ratioMedian: number
      boundariesRatioMedian: number
    }>
    /** Renders one kind only, for a CPU profile of that path (the bench itself calls runBench). */
    runKind: (kind: Kind, rounds: number) => Promise<number>
  }
}

window.runBench = async (rounds) => {
  await registry.preload(['Stack', 'Text'])
  // Warm up both paths so JIT and chunk loading do not count.
  const kinds: Kind[] = ['schema', 'hand', 'handBoundaries']
  for (let i = 0; i < 3; i++) for (const kind of kinds) await timeOnce(kind)
  const times: Record<Kind, number[]> = { schema: [], hand: [], handBoundaries: [] }
  for (let i = 0; i < rounds; i++) for (const kind of kinds) times[kind].push(await timeOnce(kind))
  const ratios = (kind: Kind) => times[kind].map((time, round) => time / (times.hand[round] ?? time))
  return {
    schemaMedian: median(times.schema),
    handMedian: median(times.hand),
    handBoundariesMedian: median(times.handBoundaries),
    ratioMedian: median(ratios('schema')),
    boundariesRatioMedian: median(ratios('handBoundaries')),
  }
}

window.runKind = async (kind, rounds) => {
  await registry.preload(['Stack', 'Text'])
  const times: number[] = []
  for (let i = 0; i < rounds; i++) times.push(await timeOnce(kind))
  return median(times)
}
