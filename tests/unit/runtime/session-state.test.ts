import { describe, expect, it } from 'vitest'
import { makeRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { makeTracker } from '../tracking/harness'
import { ok, onEndpoint } from '../widgets/endpoints'

const server = startMswServer()

describe('spec §3 auth status flag and user IP (issue 15 item 28)', () => {
  it('the auth status flag is on while a certification check runs; a check asked for meanwhile shares it', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const check = onEndpoint('user.authStatus', async () => {
      await held
      return ok({ accurateAuth: 2 })
    })
    server.use(check.handler)
    const runtime = makeRuntime()
    runtime.stores.user.setSession('token-10001', '10001')
    expect(runtime.stores.ui.authStatus).toBe(false)

    const first = runtime.session.checkCertification()
    const second = runtime.session.checkCertification()
    expect(runtime.stores.ui.authStatus).toBe(true)
    release()
    expect(await Promise.all([first, second])).toEqual([true, true])
    expect(check.sent).toHaveLength(1)
    expect(runtime.stores.ui.authStatus).toBe(false)
    expect(runtime.stores.login.isCertified).toBe(true)

    // once it is over, the next route's check asks again (spec §2: those routes always check)
    await runtime.session.checkCertification()
    expect(check.sent).toHaveLength(2)
  })

  it('a failed check also clears the flag', async () => {
    server.use(onEndpoint('user.authStatus', () => new Response(null, { status: 500 })).handler)
    const runtime = makeRuntime()
    runtime.stores.user.setSession('token-10001', '10001')
    expect(await runtime.session.checkCertification()).toBeUndefined()
    expect(runtime.stores.ui.authStatus).toBe(false)
  })

  it('the user IP is read once from user.ip and kept in the ui store', async () => {
    const call = onEndpoint('user.ip', () => ok({ ip: '203.0.113.7' }))
    server.use(call.handler)
    const runtime = makeRuntime()
    expect(await runtime.session.loadUserIp()).toBe('203.0.113.7')
    expect(runtime.stores.ui.userIp).toBe('203.0.113.7')
    expect(await runtime.session.loadUserIp()).toBe('203.0.113.7')
    expect(call.sent).toHaveLength(1)
  })

  it('general tracking records carry the user IP, those made before it was known too', async () => {
    const harness = makeTracker()
    harness.tracker.event('exposure')
    harness.context.userIp = '203.0.113.7'
    harness.tracker.event('video_watch', { lessonId: '5' })
    await harness.tracker.flush()
    // The IP is read after the first screen has loaded: a record made before it takes it as it leaves.
    const [before, after] = harness.to('/track/v1/general/up')
    expect(before).toMatchObject({ events_type: 'exposure', ip: '203.0.113.7' })
    expect(after).toMatchObject({ events_type: 'video_watch', ip: '203.0.113.7' })
    await harness.tracker.dispose()
  })
})
