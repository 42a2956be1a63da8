import { afterEach, describe, expect, it } from 'vitest'
import type { ApiClient } from '@/runtime/api'
import { createShareService } from '@/runtime/platform'

/** A WeChat JS-SDK that records the share cards it is given and is ready at once. */
function fakeWx() {
  const cards: string[] = []
  const wx = {
    config: () => undefined,
    error: () => undefined,
    ready: (callback: () => void) => callback(),
    hideMenuItems: () => undefined,
    showMenuItems: () => undefined,
    updateAppMessageShareData: (data: { title: string }) => void cards.push(data.title),
    updateTimelineShareData: () => undefined,
  }
  ;(globalThis as { wx?: unknown }).wx = wx
  return cards
}

afterEach(() => {
  delete (globalThis as { wx?: unknown }).wx
})

describe('share cards (issue 15 item 28)', () => {
  it('a late default card never overwrites the card a screen set after it', async () => {
    const cards = fakeWx()
    // The default's signature comes back last.
    const delays = [60, 5]
    const api = {
      call: async () => {
        await new Promise((resolve) => setTimeout(resolve, delays.shift() ?? 0))
        return { appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }
      },
    } as unknown as ApiClient
    const share = createShareService({
      api,
      platform: { isApp: false, isWechat: true, isDesktop: false, isIos: false, isAndroid: true },
      landingUrl: window.location.href,
    })
    const byDefault = share.configure({ title: '皮肤科成长学院' })
    const screens = share.configure({ title: '2026 年度「优秀病例」评选' })
    await Promise.all([byDefault, screens])
    expect(cards).toEqual(['2026 年度「优秀病例」评选'])
  })
})
