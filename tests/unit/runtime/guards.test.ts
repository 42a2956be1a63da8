import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import {
  chatAppCode,
  closesOnBack,
  consentRequestOf,
  type Gate,
  lessonOf,
  requiresCertCheck,
  requiresLogin,
} from '@/runtime/guards'
import { bridgeReceiverName } from '@/runtime/platform'
import type { PageEntry } from '@/runtime/schema'
import { makeRuntime } from '../helpers/make-runtime'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

function entry(name: string): PageEntry {
  const found = makeRuntime().routes.byName(name)
  if (!found) throw new Error(`no route ${name}`)
  return found
}

describe('spec §2 route-entry policies', () => {
  it('consent runs when the route declares type + id key and the id is in the query', () => {
    expect(consentRequestOf(entry('zoneDetail'), { id: '1' })).toEqual({
      activityType: 'ENP',
      activityId: '1',
    })
    expect(consentRequestOf(entry('zoneDetail'), {})).toBeUndefined()
    expect(consentRequestOf(entry('articleDetail'), { id: '9' })).toEqual({
      activityType: 'LESSON',
      activityId: '9',
    })
    expect(consentRequestOf(entry('courseDetail'), { id: '3' })).toEqual({
      activityType: 'COURSE',
      activityId: '3',
    })
    expect(consentRequestOf(entry('home'), { id: '3' })).toBeUndefined()
  })

  it('LESSON routes carry their lesson type for the lesson consent lists', () => {
    expect(lessonOf(entry('articleDetail'), { id: '1001' })).toEqual({
      lessonId: '1001',
      lessonType: 'ARTICLE',
    })
    expect(lessonOf(entry('videoDetail'), { id: '2' })).toEqual({ lessonId: '2', lessonType: 'VIDEO' })
    expect(lessonOf(entry('liveDetail'), { id: '3' })).toEqual({ lessonId: '3', lessonType: 'LIVE' })
    expect(lessonOf(entry('zoneDetail'), { id: '3' })).toBeUndefined()
  })

  it('a login-required route without a token forces re-login', () => {
    expect(requiresLogin(entry('userHome'), false)).toBe(true)
    expect(requiresLogin(entry('userHome'), true)).toBe(false)
    expect(requiresLogin(entry('home'), false)).toBe(false)
  })

  it('certification: always on advance/course main/offline class/item detail, when logged in on article/live/video', () => {
    for (const name of ['advanceCourseDetail', 'courseDetail', 'offlineClassDetail', 'itemDetail']) {
      expect(requiresCertCheck(entry(name), false)).toBe(true)
    }
    for (const name of ['articleDetail', 'liveDetail', 'videoDetail']) {
      expect(requiresCertCheck(entry(name), false)).toBe(false)
      expect(requiresCertCheck(entry(name), true)).toBe(true)
    }
    expect(requiresCertCheck(entry('home'), true)).toBe(false)
  })

  it('chat-app code login needs all four conditions', () => {
    const ok = { isWechat: true, storedState: 's1' }
    expect(chatAppCode(entry('home'), { code: 'c', state: 's1' }, ok)).toBe('c')
    expect(chatAppCode(entry('home'), { code: 'c', state: 's1' }, { ...ok, isWechat: false })).toBeUndefined()
    expect(chatAppCode(entry('home'), { code: 'c', state: 's1', wxLogin: '0' }, ok)).toBeUndefined()
    expect(chatAppCode(entry('login'), { code: 'c', state: 's1' }, ok)).toBeUndefined()
    expect(chatAppCode(entry('wxBind'), { code: 'c', state: 's1' }, ok)).toBeUndefined()
    expect(chatAppCode(entry('home'), { code: 'c', state: 'other' }, ok)).toBeUndefined()
    expect(
      chatAppCode(entry('home'), { code: 'c', state: '-1' }, { ...ok, storedState: '-1' }),
    ).toBeUndefined()
  })

  it('the close-window handler belongs to the form page in WeChat only', () => {
    expect(closesOnBack(entry('form'), true)).toBe(true)
    expect(closesOnBack(entry('form'), false)).toBe(false)
    expect(closesOnBack(entry('home'), true)).toBe(false)
  })
})

describe('the route-entry pipeline', () => {
  function visit(name: string, query: Record<string, string> = {}) {
    return { entry: entry(name), query, url: `/v3/${name}` }
  }

  /** A logged-in doctor whose certification check answers 500. */
  function loggedInWithFailingCheck() {
    server.use(
      http.get(`${API}/user/new/drinfo/accurate-auth`, () =>
        HttpResponse.json({ code: 'server.error', message: 'x' }, { status: 500 }),
      ),
    )
    const runtime = makeRuntime()
    runtime.stores.user.setSession('t', 'u')
    return runtime
  }

  it('an anonymous visitor on a login route is redirected to login and the screen never renders', async () => {
    const runtime = makeRuntime()
    const gates: Gate[] = []
    expect(runtime.guard.initialGate(entry('userHome'), {})).toBe('redirecting')
    await runtime.guard.enter(visit('userHome'), (gate) => gates.push(gate))
    expect(gates).toEqual(['redirecting'])
    expect(runtime.visits[0]?.path).toMatch(/^\/v3\/login\?redirect_url=/)
    expect(runtime.visits[0]?.replace).toBe(true)
  })

  it('certified (accurateAuth 2) passes; uncertified is held at the gate', async () => {
    let auth = 2
    server.use(
      http.get(`${API}/user/new/drinfo/accurate-auth`, () => HttpResponse.json({ accurateAuth: auth })),
    )
    const runtime = makeRuntime()
    runtime.stores.user.setSession('t', 'u')
    const gates: Gate[] = []
    await runtime.guard.enter(visit('courseDetail'), (gate) => gates.push(gate))
    auth = 1
    await runtime.guard.enter(visit('courseDetail'), (gate) => gates.push(gate))
    expect(gates).toEqual(['pass', 'uncertified'])
    expect(runtime.stores.login.loginInfo.accurateAuth).toBe(1)
  })

  it('a failed certification check forces re-login', async () => {
    const runtime = loggedInWithFailingCheck()
    const gates: Gate[] = []
    await runtime.guard.enter(visit('advanceCourseDetail'), (gate) => gates.push(gate))
    expect(gates).toEqual(['redirecting'])
    expect(runtime.visits.at(-1)?.path).toMatch(/^\/v3\/login/)
  })

  it('on live detail (no re-login) a failed certification check lets the screen show instead of waiting forever', async () => {
    const runtime = loggedInWithFailingCheck()
    const gates: Gate[] = []
    await runtime.guard.enter(visit('liveDetail', { id: '1088' }), (gate) => gates.push(gate))
    // Before: 'redirecting' to a re-login that live detail skips, so the skeleton stayed.
    expect(gates).toEqual(['pass'])
  })

  it('in the native app the first check waits for the app’s login info: a logged-in doctor is not sent invalid-token (spec §4)', async () => {
    const sent: string[] = []
    type Host = Record<string, unknown> & { nativeBridge?: unknown }
    ;(window as unknown as Host).nativeBridge = {
      postMessage(json: string) {
        const { id, type } = JSON.parse(json) as { id: string; type: string }
        sent.push(type)
        if (type !== 'get-user-info') return
        const receive = (window as unknown as Host)[bridgeReceiverName] as (id: string, data: string) => void
        // The app answers a moment later, as a real bridge does.
        setTimeout(() => receive(id, JSON.stringify({ token: 'app-token', userId: '10001' })), 50)
      },
    }
    try {
      const runtime = makeRuntime(
        {},
        { platform: { isApp: true, isWechat: false, isDesktop: false, isIos: false, isAndroid: true } },
      )
      void runtime.session.syncFromApp()
      expect(runtime.guard.initialGate(entry('userHome'), {})).toBe('checking')
      const gates: Gate[] = []
      await runtime.guard.enter(visit('userHome'), (gate) => gates.push(gate))
      expect(gates).toEqual(['checking', 'pass'])
      expect(sent).not.toContain('invalid-token')
      expect(runtime.stores.user.userToken).toBe('app-token')
    } finally {
      delete (window as unknown as Host).nativeBridge
    }
  })

  it('a visit event is tracked on each route change, after the checks', async () => {
    const runtime = makeRuntime()
    const tracked: string[] = []
    const guard = (await import('@/runtime/guards')).createRouteGuard({
      stores: runtime.stores,
      session: runtime.session,
      consent: runtime.consent,
      platform: runtime.platform,
      trackVisit: (v) => tracked.push(v.entry.name),
    })
    await guard.enter(visit('home'), () => undefined)
    await guard.enter(visit('aboutApp'), () => undefined)
    expect(tracked).toEqual(['home', 'aboutApp'])
  })

  it('in WeChat the form page gets its close-window handler 300 ms after the route change', async () => {
    vi.useFakeTimers()
    const shared: unknown[] = []
    const runtime = makeRuntime(
      {},
      {
        platform: { isApp: false, isWechat: true, isDesktop: false, isIos: false, isAndroid: true },
        share: { configure: async (config) => void shared.push(config ?? {}), completed: async () => 0 },
      },
    )
    const push = vi.spyOn(window.history, 'pushState')
    await runtime.guard.enter(visit('form', { key: 'k' }), () => undefined)
    vi.advanceTimersByTime(299)
    expect(push).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(push).toHaveBeenCalledTimes(1)
    const invoke = vi.fn()
    ;(window as unknown as { WeixinJSBridge: unknown }).WeixinJSBridge = { invoke }
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(invoke).toHaveBeenCalledWith('closeWindow', {}, expect.any(Function))
    // Each screen in WeChat starts with the default share card.
    expect(shared).toEqual([{}])
    runtime.guard.leave()
    delete (window as unknown as { WeixinJSBridge?: unknown }).WeixinJSBridge
    push.mockRestore()
    vi.useRealTimers()
  })
})
