import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import type { ConsentLevel } from '@/runtime/consent'
import { createConsentService, lessonConsentRule, parseLessonConsentConfig } from '@/runtime/consent'
import { makeRuntime } from '../helpers/make-runtime'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()
const request = { activityType: 'ENP' as const, activityId: '1' }

function consentServer(options: {
  bound?: boolean | 'error'
  needPopup?: boolean
  level?: ConsentLevel
  submitStatus?: number
}) {
  const submitted: unknown[] = []
  server.use(
    http.get(`${API}/resource/informed/consent/activity/`, () =>
      options.bound === 'error'
        ? HttpResponse.json({ code: 'server.error', message: 'x' }, { status: 500 })
        : HttpResponse.json({ bound: options.bound ?? true, informedConsentActivityId: 'ica-1' }),
    ),
    http.post(`${API}/resource/informed/consent/activity/popup`, () =>
      HttpResponse.json({
        needPopup: options.needPopup ?? true,
        level: options.level ?? 'MUST_AGREE',
        informedConsentActivityId: 'ica-1',
        style: 1,
        url: '',
        title: '知情同意书',
        content: '<p>内容</p><script>alert(1)</script>',
      }),
    ),
    http.post(`${API}/resource/informed/consent/activity/submit`, async ({ request: req }) => {
      submitted.push(await req.json())
      return options.submitStatus
        ? HttpResponse.json({ code: 'server.error', message: '提交失败' }, { status: options.submitStatus })
        : HttpResponse.json({ informedConsentActivityId: 'ica-1', agreed: true })
    }),
  )
  return submitted
}

function loggedIn() {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('t', 'u1')
  runtime.stores.login.setLoginInfo({ token: 't', productUserId: 'd1' })
  return runtime
}

async function until(check: () => boolean) {
  for (let i = 0; i < 50 && !check(); i += 1) await new Promise((resolve) => setTimeout(resolve, 5))
}

describe('spec §4 activity consent popup', () => {
  it('not bound: the popup stays hidden', async () => {
    consentServer({ bound: false })
    const runtime = loggedIn()
    await expect(runtime.consent.checkActivity(request)).resolves.toBe('hidden')
    expect(runtime.stores.consent.visible).toBe(false)
  })

  it('a failed bound check hides it', async () => {
    consentServer({ bound: 'error' })
    const runtime = loggedIn()
    await expect(runtime.consent.checkActivity(request)).resolves.toBe('hidden')
    expect(runtime.stores.consent.visible).toBe(false)
  })

  it('bound with no logged-in user forces re-login', async () => {
    consentServer({ bound: true })
    const runtime = makeRuntime()
    await expect(runtime.consent.checkActivity(request)).resolves.toBe('relogin')
    expect(runtime.visits[0]?.path).toMatch(/^\/v3\/login\?redirect_url=/)
  })

  it('no popup needed (already agreed): nothing shows', async () => {
    consentServer({ needPopup: false })
    const runtime = loggedIn()
    await expect(runtime.consent.checkActivity(request)).resolves.toBe('notNeeded')
    expect(runtime.stores.consent.visible).toBe(false)
  })

  it('agree submits agreeFlag "true" as text, closes, and calls close hooks with the level', async () => {
    const submitted = consentServer({ level: 'MUST_AGREE' })
    const runtime = loggedIn()
    const levels: ConsentLevel[] = []
    runtime.consent.onClose((level) => levels.push(level))
    const outcome = runtime.consent.checkActivity(request)
    await until(() => runtime.stores.consent.visible)
    expect(runtime.stores.consent.dialog).toMatchObject({
      level: 'MUST_AGREE',
      style: 1,
      title: '知情同意书',
    })
    await runtime.consent.choose('agree')
    await expect(outcome).resolves.toBe('agreed')
    expect(submitted).toEqual([{ informedConsentActivityId: 'ica-1', dermaId: 'd1', agreeFlag: 'true' }])
    expect(runtime.stores.consent.visible).toBe(false)
    expect(levels).toEqual(['MUST_AGREE'])
  })

  it('refusing a MUST_AGREE consent leaves the page', async () => {
    const submitted = consentServer({ level: 'MUST_AGREE' })
    const runtime = loggedIn()
    const outcome = runtime.consent.checkActivity(request)
    await until(() => runtime.stores.consent.visible)
    await runtime.consent.choose('refuse')
    await expect(outcome).resolves.toBe('left')
    expect(submitted).toEqual([{ informedConsentActivityId: 'ica-1', dermaId: 'd1', agreeFlag: 'false' }])
    // No history in this test: leaving goes home.
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/home', replace: true })
  })

  it('refusing an OPTIONAL consent simply closes it', async () => {
    consentServer({ level: 'OPTIONAL' })
    const runtime = loggedIn()
    const outcome = runtime.consent.checkActivity(request)
    await until(() => runtime.stores.consent.visible)
    await runtime.consent.choose('refuse')
    await expect(outcome).resolves.toBe('refused')
    expect(runtime.visits).toEqual([])
  })

  it('a failed submit keeps the dialog open so the doctor can answer again', async () => {
    consentServer({ submitStatus: 500 })
    const runtime = loggedIn()
    void runtime.consent.checkActivity(request)
    await until(() => runtime.stores.consent.visible)
    await runtime.consent.choose('agree')
    expect(runtime.stores.consent.visible).toBe(true)
    expect(runtime.stores.consent.submitting).toBe(false)
  })
})

describe('spec §4 lesson consent', () => {
  const config = {
    canView: [{ lessonId: '1002', lessonType: 'VIDEO', brand: 'lilly', whitelist: [] }],
    cantView: [
      { lessonId: '1001', lessonType: 'ARTICLE', whitelist: [] },
      { lessonId: '1003', whitelist: ['u-other'] },
    ],
    brands: {
      default: { title: '知情同意书', content: '<p>默认</p>' },
      lilly: { title: '礼来知情同意书', content: '<p>礼来</p>' },
    },
  }

  function lessonServer(agreed: boolean | null | 'error') {
    const posted: unknown[] = []
    server.use(
      http.get('*/derma-doctor/frontend/h5/consent/lesson-consent.json', () => HttpResponse.json(config)),
      http.get(`${API}/academy/v2/user/informed-consent/:lessonId`, ({ params }) =>
        agreed === 'error'
          ? HttpResponse.json({ code: 'server.error', message: 'x' }, { status: 500 })
          : HttpResponse.json({ lessonId: params.lessonId, lessonType: 'ARTICLE', agreed }),
      ),
      http.post(`${API}/academy/v2/user/informed-consent/`, async ({ request: req }) => {
        posted.push(await req.json())
        return HttpResponse.json({ lessonId: '1001', lessonType: 'ARTICLE', agreed: true })
      }),
    )
    return posted
  }

  it('membership of the lists and the whitelist decide whether consent is needed', () => {
    const parsed = parseLessonConsentConfig(config)
    expect(lessonConsentRule(parsed, '1001', 'u1')).toMatchObject({ canViewOnRejectConsent: false })
    expect(lessonConsentRule(parsed, '1002', 'u1')).toMatchObject({ canViewOnRejectConsent: true })
    expect(lessonConsentRule(parsed, '9999', 'u1')).toBeUndefined()
    expect(lessonConsentRule(parsed, '1003', 'u1')).toBeUndefined()
    expect(lessonConsentRule(parsed, '1003', 'u-other')).toBeDefined()
  })

  it('a lesson on no list needs nothing', async () => {
    lessonServer(null)
    const runtime = loggedIn()
    await expect(runtime.consent.checkLesson({ lessonId: '42', lessonType: 'VIDEO' })).resolves.toBe(
      'notRequired',
    )
  })

  it('accepted on the server: the lesson opens, and the acceptance is kept locally', async () => {
    lessonServer(true)
    const runtime = loggedIn()
    await expect(runtime.consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })).resolves.toBe(
      'accepted',
    )
    server.use(
      http.get(`${API}/academy/v2/user/informed-consent/:lessonId`, () =>
        HttpResponse.json({}, { status: 500 }),
      ),
    )
    await expect(runtime.consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })).resolves.toBe(
      'accepted',
    )
  })

  it('not accepted: the dialog asks; agreeing posts agreed true', async () => {
    const posted = lessonServer(null)
    const runtime = loggedIn()
    const outcome = runtime.consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })
    await until(() => runtime.stores.consent.visible)
    expect(runtime.stores.consent.dialog).toMatchObject({
      kind: 'lesson',
      level: 'MUST_AGREE',
      title: '知情同意书',
    })
    await runtime.consent.choose('agree')
    await expect(outcome).resolves.toBe('agreed')
    expect(posted).toEqual([{ lessonId: '1001', lessonType: 'ARTICLE', agreed: true }])
  })

  it('refusing on a canView lesson (canViewOnRejectConsent) still lets the lesson open, with its brand text', async () => {
    lessonServer(false)
    const runtime = loggedIn()
    const outcome = runtime.consent.checkLesson({ lessonId: '1002', lessonType: 'VIDEO' })
    await until(() => runtime.stores.consent.visible)
    expect(runtime.stores.consent.dialog).toMatchObject({ brand: 'lilly', title: '礼来知情同意书' })
    await runtime.consent.choose('refuse')
    await expect(outcome).resolves.toBe('refusedCanView')
    expect(runtime.visits).toEqual([])
  })

  it('refusing on a cantView lesson leaves it', async () => {
    lessonServer(false)
    const runtime = loggedIn()
    const outcome = runtime.consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })
    await until(() => runtime.stores.consent.visible)
    await runtime.consent.choose('refuse')
    await expect(outcome).resolves.toBe('left')
  })

  it('failure to read the state asks to retry or leave, never lets the lesson through', async () => {
    lessonServer('error')
    const runtime = loggedIn()
    const outcome = runtime.consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })
    await until(() => runtime.stores.ui.modal !== null)
    expect(runtime.stores.ui.modal).toMatchObject({
      content: '知情同意状态获取失败，请重试',
      confirmBtnText: '重试',
      cancelBtnText: '返回',
    })
    runtime.stores.ui.modal?.cancel?.()
    await expect(outcome).resolves.toBe('failed')
  })
})

describe('the consent checks load with the first screen that asks for a consent', () => {
  function withoutConsentCode() {
    const runtime = loggedIn()
    const left: string[] = []
    const retries: string[] = []
    const consent = createConsentService(
      {
        api: runtime.api,
        stores: runtime.stores,
        session: runtime.session,
        leave: () => left.push('left'),
        confirmRetry: async (content) => {
          retries.push(content)
          return false
        },
      },
      () => Promise.reject(new Error('chunk failed')),
    )
    return { runtime, consent, left, retries }
  }

  it('if that code cannot load, an activity consent window stays hidden (as a failed check, spec §8)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { runtime, consent } = withoutConsentCode()
    await expect(consent.checkActivity(request)).resolves.toBe('hidden')
    expect(runtime.stores.consent.visible).toBe(false)
    vi.restoreAllMocks()
  })

  it('if that code cannot load, a lesson asks to retry or leaves: never lets the lesson through', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { consent, left, retries } = withoutConsentCode()
    await expect(consent.checkLesson({ lessonId: '1001', lessonType: 'ARTICLE' })).resolves.toBe('failed')
    expect(retries).toEqual(['知情同意状态获取失败，请重试'])
    expect(left).toEqual(['left'])
    vi.restoreAllMocks()
  })
})
