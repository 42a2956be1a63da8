import { createRoot, type Root } from 'react-dom/client'
import { createApiClient } from '@/runtime/api'
import { type Runtime, RuntimeContext, SchemaView } from '@/runtime/render'
import { createNavigator, createRouteTable } from '@/runtime/router'
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
const stores = new RootStore({ persist: false })
const routes = createRouteTable(pages as PagesFile)
const runtime: Runtime = {
  stores,
  api: createApiClient({ baseUrl: () => '' }),
  routes,
  navigator: createNavigator(routes, { go: () => undefined, back: () => undefined, depth: () => 0 }),
  registry,
  platform: { isApp: false, isWechat: false, isDesktop: true, isIos: false, isAndroid: false },
  loadPage: () => Promise.reject(new Error('not in the bench')),
}

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

async function timeOnce(kind: 'schema' | 'hand'): Promise<number> {
  const root: Root = createRoot(container)
  const schema = generatedSchema()
  const started = performance.now()
  root.render(
    kind === 'schema' ? (
      <RuntimeContext.Provider value={runtime}>
        <SchemaView schema={schema} />
      </RuntimeContext.Provider>
    ) : (
      <HandWritten />
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
    runBench: (
      rounds: number,
    ) => Promise<{ schema: number[]; hand: number[]; schemaMedian: number; handMedian: number }>
  }
}

window.runBench = async (rounds) => {
  await registry.preload(['Stack', 'Text'])
  // Warm up both paths so JIT and chunk loading do not count.
  for (let i = 0; i < 3; i++) {
    await timeOnce('schema')
    await timeOnce('hand')
  }
  const schema: number[] = []
  const hand: number[] = []
  for (let i = 0; i < rounds; i++) {
    schema.push(await timeOnce('schema'))
    hand.push(await timeOnce('hand'))
  }
  return { schema, hand, schemaMedian: median(schema), handMedian: median(hand) }
}
