import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRegistry, defineWidget, type WidgetDefinition, WidgetLoadError } from '@/runtime/registry'
import { SchemaView } from '@/runtime/render'
import { markScreenPainted, PageSkeleton } from '@/runtime/render/page-skeleton'
import type { PageSchema } from '@/runtime/schema'
import { registry } from '@/widgets'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

/** Page and chunk timing, spec §8/§9 (issue 15 item 19). */
const never = defineWidget({
  type: 'NeverArrives',
  description: 'A widget whose code never arrives.',
  schema: async () => ({}),
  load: () => new Promise(() => undefined),
})
const broken = defineWidget({
  type: 'BrokenChunk',
  description: 'A widget whose code fails to load.',
  schema: async () => ({}),
  load: () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('page and chunk timing (spec §9: 200 ms / 60 s; 120 s for a chunk)', () => {
  it('a widget whose code has not arrived in 120 s fails its preload with the widget named', async () => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const slow = createRegistry([never])
    const preload = slow.preload(['NeverArrives'])
    const outcome = preload.then(
      () => 'loaded',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(119_999)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(WidgetLoadError)
    expect((error as WidgetLoadError).type).toBe('NeverArrives')
  })

  it('a screen whose widget code fails says 页面加载失败 with a retry, not an endless skeleton', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const known = [registry.get('Text') as WidgetDefinition]
    const runtime = makeRuntime({ registry: createRegistry([...known, broken]) })
    const schema: PageSchema = {
      body: [{ widget: 'BrokenChunk' }, { widget: 'Text', props: { text: '正文' } }],
    }
    renderWithRuntime(<SchemaView schema={schema} />, runtime)
    expect(await screen.findByText('页面加载失败')).toBeTruthy()
    expect(await screen.findByText('重新加载')).toBeTruthy()
  })

  it('a screen still waiting after 60 s is given up with a retry', async () => {
    vi.useFakeTimers()
    const runtime = makeRuntime({ registry: createRegistry([never], { chunkTimeout: 10 * 60_000 }) })
    renderWithRuntime(<SchemaView schema={{ body: [{ widget: 'NeverArrives' }] }} />, runtime)
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy()
    await act(() => vi.advanceTimersByTimeAsync(59_000))
    expect(screen.queryByText('页面加载失败')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(screen.getByText('页面加载失败')).toBeTruthy()
  })

  it('after the first screen, a skeleton waits 200 ms: a quick load does not flash it', async () => {
    vi.useFakeTimers()
    markScreenPainted()
    const { container } = render(<PageSkeleton />)
    // Announced at once, drawn only after 200 ms.
    expect(screen.getByRole('status', { name: '加载中' })).toBeTruthy()
    expect(container.querySelector('.adm-skeleton')).toBeNull()
    await act(() => vi.advanceTimersByTimeAsync(200))
    expect(container.querySelector('.adm-skeleton')).not.toBeNull()
  })
})
