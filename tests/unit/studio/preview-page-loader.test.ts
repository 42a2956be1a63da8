import { describe, expect, it, vi } from 'vitest'
import type { PageSchema } from '@/runtime/schema'
import { createMemoryPageLoader, fetchContentIds } from '@/studio/preview/page-loader'

const landing: PageSchema = {
  body: [{ widget: 'Text', props: { text: '活动 ${content.activity.spring-vote}' } }],
}

describe('the preview loads the draft page schemas from memory (src/studio/preview/page-loader.ts)', () => {
  it('serves the draft schema, its content references resolved as the server would', async () => {
    const ids = vi.fn(async () => ({ activity: { 'spring-vote': 7 } }))
    const load = createMemoryPageLoader({ landing }, ids)
    expect(await load('landing')).toEqual({ body: [{ widget: 'Text', props: { text: '活动 7' } }] })
    // The draft itself is left as the studio sent it.
    expect(landing.body?.[0]).toMatchObject({ props: { text: '活动 ${content.activity.spring-vote}' } })
  })

  it('rejects a schema the draft does not have, as the app loader does (the runtime shows its error screen)', async () => {
    const load = createMemoryPageLoader({ landing }, async () => ({}))
    await expect(load('missing')).rejects.toThrow('page schema "missing" is not in the config')
    await expect(load('toString')).rejects.toThrow('is not in the config')
  })

  it('asks the server for nothing but the content ids, and does without them', async () => {
    const fetchFn = vi.fn(async () => new Response('no', { status: 404 }))
    expect(await fetchContentIds(fetchFn as unknown as typeof fetch)).toEqual({})
    expect(fetchFn).toHaveBeenCalledTimes(1)
    expect(String((fetchFn.mock.calls[0] as unknown[])[0])).toBe('/config/content-ids.json')
    const failing = vi.fn(async () => {
      throw new TypeError('offline')
    })
    expect(await fetchContentIds(failing as unknown as typeof fetch)).toEqual({})
  })
})
