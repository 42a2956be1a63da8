import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, findEndpoint, isQuietPath, LoadingCounter, quietPathPatterns } from '@/runtime/api'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

function counter() {
  const changes: boolean[] = []
  const loading = new LoadingCounter({ setVisible: (visible) => changes.push(visible) })
  return { loading, changes }
}

describe('spec §4/§9 loading indicator', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('appears only after the 800 ms loader delay', () => {
    vi.useFakeTimers()
    const { loading, changes } = counter()
    loading.start()
    vi.advanceTimersByTime(799)
    expect(changes).toEqual([])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true])
  })

  it('a request that ends before 800 ms never shows it', () => {
    vi.useFakeTimers()
    const { loading, changes } = counter()
    loading.start()
    vi.advanceTimersByTime(500)
    loading.end()
    vi.advanceTimersByTime(2000)
    expect(changes).toEqual([])
  })

  it('is counted across pending requests and hidden 200 ms after the last one ends', () => {
    vi.useFakeTimers()
    const { loading, changes } = counter()
    loading.start()
    loading.start()
    vi.advanceTimersByTime(800)
    expect(changes).toEqual([true])
    loading.end()
    vi.advanceTimersByTime(1000)
    expect(changes).toEqual([true])
    expect(loading.count).toBe(1)
    loading.end()
    vi.advanceTimersByTime(199)
    expect(changes).toEqual([true])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([true, false])
  })

  it('a request starting within the 200 ms keeps it visible', () => {
    vi.useFakeTimers()
    const { loading, changes } = counter()
    loading.start()
    vi.advanceTimersByTime(900)
    loading.end()
    vi.advanceTimersByTime(100)
    loading.start()
    vi.advanceTimersByTime(500)
    expect(changes).toEqual([true])
    loading.end()
    vi.advanceTimersByTime(200)
    expect(changes).toEqual([true, false])
  })

  it.each([
    '/community-search/v1/course/sales/1',
    '/academy/v2/user/course/progress',
    '/sns/v1/user/favorite/items/1',
    '/sns/v2/user/like/COURSE/1',
    '/sns/v1/share/wechat',
    '/academy/v1/player/auth',
    '/academy/v1/user/certificate/relatedObject/1',
    '/track/pageInfo/up',
    '/track/event/up',
    '/academy/v1/user/note/1',
    '/tripartite/v1/lilly-live/user/record',
    '/academy/v2/user/promotion-exam/3',
  ])('quiet path %s never shows it', (path) => {
    expect(isQuietPath(path)).toBe(true)
  })

  it('other paths count', () => {
    expect(isQuietPath('/academy/v1/course/vod/1')).toBe(false)
    expect(quietPathPatterns).toHaveLength(13)
  })

  it('the client counts a normal call and skips a quiet one', async () => {
    const starts: string[] = []
    const loading = new LoadingCounter({ setVisible: () => undefined })
    const start = loading.start.bind(loading)
    loading.start = () => {
      starts.push('start')
      start()
    }
    server.use(
      http.get(`${API}/resource/v1/app-release/items`, () => HttpResponse.json([])),
      http.get(`${API}/sns/v1/share/wechat`, () =>
        HttpResponse.json({ appId: 'a', nonceStr: 'n', timestamp: 1, signature: 's' }),
      ),
    )
    const api = createApiClient({ baseUrl: () => API, loading, endpoints: findEndpoint })
    await api.call('app.releases')
    expect(starts).toHaveLength(1)
    await api.call('share.wechatSign', { url: 'https://x.test/' })
    expect(starts).toHaveLength(1)
    expect(loading.count).toBe(0)
  })
})
