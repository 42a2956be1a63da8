import { describe, expect, it } from 'vitest'
import { entryGraph } from '../../../scripts/vite-bundle-graph'
import { chunkPlan } from '../../../scripts/vite-chunk-plan'

const entry = '/repo/src/main.tsx'
const modules: Record<string, { importedIds: string[]; importers: string[]; dynamicImporters: string[] }> = {
  [entry]: { importedIds: ['/repo/src/runtime/app/start.tsx'], importers: [], dynamicImporters: [] },
  '/repo/src/runtime/app/start.tsx': { importedIds: [], importers: [entry], dynamicImporters: [] },
  '/repo/src/studio/preview/main.ts': { importedIds: [], importers: [], dynamicImporters: [] },
  '\0vite/modulepreload-polyfill.js': { importedIds: [], importers: [], dynamicImporters: [] },
}
const ctx = { getModuleInfo: (id: string) => modules[id] ?? null }

type Group = { debugName?: string; name: (id: string, ctx: unknown) => string | null }

describe('the studio preview stays out of the app’s first load (scripts/vite-chunk-plan.ts)', () => {
  const app = (chunkPlan(entry).groups as Group[]).find((group) => group.debugName === 'app') as Group

  it('keeps main.tsx out of the shared app chunk, which the preview page loads too', () => {
    expect(app.name(entry, ctx)).toBeNull()
    expect(app.name('/repo/src/runtime/app/start.tsx', ctx)).toBe('app')
    expect(app.name('/repo/src/studio/preview/main.ts', ctx)).toBeNull()
    expect(app.name('\0vite/modulepreload-polyfill.js', ctx)).toBe('app')
  })

  it('takes the app’s own entry for the widget preload list, whatever order the entries come in', () => {
    const chunk = (fileName: string, name: string, isEntry: boolean) => ({
      type: 'chunk',
      fileName,
      name,
      isEntry,
      imports: isEntry ? ['assets/app.js'] : [],
    })
    const bundle = {
      'assets/studio-preview.js': chunk('assets/studio-preview.js', 'studio-preview', true),
      'assets/index.js': chunk('assets/index.js', 'index', true),
      'assets/app.js': chunk('assets/app.js', 'app', false),
    }
    const graph = entryGraph(bundle as unknown as Parameters<typeof entryGraph>[0])
    expect(graph?.entry.fileName).toBe('assets/index.js')
    expect([...(graph?.initial ?? [])]).toEqual(['assets/index.js', 'assets/app.js'])
  })
})
