import { fireEvent } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { nextRoutes, prefetchNextScreens, prefetchOnFirstInteraction } from '@/runtime/render/prefetch'
import type { PageSchema } from '@/runtime/schema'
import { makeRuntime } from '../helpers/make-runtime'

const home: PageSchema = {
  body: [
    {
      widget: 'SectionHeader',
      props: { title: '名医直播', onMore: [{ type: 'navigate', to: 'liveList' }] },
    },
    { widget: 'VoteBoard', props: { promotionId: 25, itemRoute: '2025TedVoteItemDetail' } },
    // A computed target or a path is left to the navigation itself.
    { widget: 'Text', props: { text: 'x', onClick: [{ type: 'navigate', to: '${state.next}' }] } },
    { widget: 'Text', props: { text: 'y', onClick: [{ type: 'navigate', to: '/v3/home' }] } },
  ],
}

describe('fetching the next screens ahead', () => {
  it('finds the routes a screen leads to: navigate targets and …Route props, never computed ones', () => {
    expect(nextRoutes(home)).toEqual(['liveList', '2025TedVoteItemDetail'])
  })

  it("loads each next screen's schema and preloads its widgets", async () => {
    const schemas: Record<string, PageSchema> = {
      'live-list': { body: [{ widget: 'ContentFeed', props: { api: 'live.items' } }] },
      'vote-2025-ted-item': { body: [{ widget: 'VoteBar', props: { promotionId: 25 } }] },
    }
    const loadPage = vi.fn(async (name: string) => schemas[name] ?? { body: [] })
    const runtime = makeRuntime({ loadPage })
    const preload = vi.spyOn(runtime.registry, 'preload').mockResolvedValue()
    await prefetchNextScreens(runtime, home)
    expect(loadPage.mock.calls.map(([name]) => name)).toEqual(['live-list', 'vote-2025-ted-item'])
    expect(preload.mock.calls.map(([types]) => [...types])).toEqual([['ContentFeed'], ['VoteBar']])
  })

  it('waits for the first touch, then starts once', async () => {
    const loadPage = vi.fn(async () => ({ body: [] }) as PageSchema)
    const runtime = makeRuntime({ loadPage })
    const stop = prefetchOnFirstInteraction(runtime, home)
    expect(loadPage).not.toHaveBeenCalled()
    fireEvent.pointerDown(document.body)
    fireEvent.pointerDown(document.body)
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledTimes(2))
    stop()
  })

  it('fetches nothing when the browser is set to save data', async () => {
    const loadPage = vi.fn(async () => ({ body: [] }) as PageSchema)
    const runtime = makeRuntime({ loadPage })
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    try {
      await prefetchNextScreens(runtime, home)
      expect(loadPage).not.toHaveBeenCalled()
    } finally {
      Object.defineProperty(navigator, 'connection', { value: undefined, configurable: true })
    }
  })
})
