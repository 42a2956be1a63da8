import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

// DOMPurify does not run in happy-dom (cure53/DOMPurify#1457: it leaves scripts in), so these tests check
// that the CDN HTML and the lottery rules reach the page only through the runtime's sanitizeHtml (here a
// stand-in that strips scripts and handlers); that DOMPurify itself removes them is checked in a browser.
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string | null | undefined) => {
    sanitized.inputs.push(html ?? '')
    return (html ?? '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '')
  },
}))

const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

const DAY = 86_400_000
const iso = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString()

function activity(overrides: Record<string, unknown> = {}) {
  return {
    id: 4,
    title: '2026 华东皮肤科青年医师病例研讨会',
    subtitle: '疑难病例汇报与专家点评',
    type: 'OFFLINE',
    status: 'ACTIVE',
    phase: 'PROCESSING',
    bannerUrl: '',
    startTime: iso(-1),
    endTime: iso(10),
    registrationEnabled: true,
    registrationStartTime: iso(-5),
    registrationEndTime: iso(8),
    registrationStatus: 'START',
    quota: 200,
    registeredCount: 136,
    appointmentEnabled: false,
    subscribedCount: 0,
    venue: '杭州国际会议中心 2 号厅',
    lotteryId: null,
    votePromotionId: null,
    hasCertificate: false,
    shareTitle: '',
    shareDesc: '',
    tags: ['线下'],
    mine: null,
    ...overrides,
  }
}

const mine = (overrides: Record<string, unknown> = {}) => ({
  registered: false,
  registeredAt: null,
  appointmentStatus: 'UNSUBSCRIBED',
  ticketCount: 0,
  ...overrides,
})

/** Serves the activity's CDN files and records the URLs asked for. */
function cdn(html: string, variables: Record<string, unknown> = {}) {
  const urls: string[] = []
  server.use(
    http.get('*/derma-doctor/frontend/h5/activity/:id/activity.txt', ({ request }) => {
      urls.push(request.url)
      return new HttpResponse(html, { headers: { 'content-type': 'text/plain; charset=utf-8' } })
    }),
    http.get('*/derma-doctor/frontend/h5/activity/:id/variableContent.json', ({ request }) => {
      urls.push(request.url)
      return HttpResponse.json(variables)
    }),
  )
  return urls
}

/**
 * What the server holds for a read: a write's handler replaces it, as a real server's state changes, so
 * the read the cache asks again after the write answers the new state.
 */
function held<T>(initial: T) {
  let current = initial
  return {
    get: () => current,
    set: (next: T) => {
      current = next
      return next
    },
  }
}

function loggedIn(roles: string[] = ['ROLE_DOCTOR']): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  runtime.stores.user.setUserInfo({
    userId: '10001',
    nickname: '李医生',
    loginName: '13800000001',
    roles: roles.map((roleName) => ({ roleName })),
  })
  return runtime
}

const detailPage: PageSchema = { body: [{ widget: 'ActivityDetail', props: { activityId: '${query.id}' } }] }

function renderDetail(runtime: TestRuntime = makeRuntime()) {
  return renderWithRuntime(<SchemaView schema={detailPage} query={{ id: '4' }} />, runtime)
}

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('ActivityDetail', () => {
  it('before the start it says 活动还未开始, after the end 活动已经结束 (spec §4 time window)', async () => {
    cdn('<p>介绍</p>')
    server.use(
      onEndpoint('activity.detail', () =>
        ok(
          activity({
            startTime: iso(3),
            endTime: iso(5),
            phase: 'NO_STARTED',
            registrationEnabled: false,
            registrationStatus: 'END',
          }),
        ),
      ).handler,
    )
    const first = renderDetail()
    // The file's first render also loads the widget's and the HTML sanitizer's modules: more than
    // findBy's default second on a busy machine.
    expect(await screen.findAllByText('活动还未开始', {}, { timeout: 5_000 })).not.toHaveLength(0)
    expect(screen.getByRole('button', { name: '活动还未开始' })).toHaveProperty('disabled', true)
    first.unmount()

    server.use(
      onEndpoint('activity.detail', () =>
        ok(
          activity({
            startTime: iso(-5),
            endTime: iso(-1),
            phase: 'COMPLETED',
            registrationEnabled: false,
            registrationStatus: 'END',
          }),
        ),
      ).handler,
    )
    renderDetail()
    expect(await screen.findAllByText('活动已经结束')).not.toHaveLength(0)
    expect(screen.getByRole('button', { name: '活动已经结束' })).toHaveProperty('disabled', true)
    expect(screen.queryByText('活动还未开始')).toBeNull()
  })

  it('loads activity.txt and variableContent.json from the CDN path with the 10-minute timestamp, and sanitizes the HTML', async () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-11-22T10:07:31Z'))
    const urls = cdn(
      '<h2>活动介绍</h2><p>读片</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
      {
        title: 'CDN 标题',
        subtitle: 'CDN 副标题',
        buttonText: '马上报名',
        rules: ['规则一', '规则二'],
      },
    )
    server.use(onEndpoint('activity.detail', () => ok(activity())).handler)
    renderDetail()

    expect(await screen.findByText('CDN 标题')).toBeTruthy()
    expect(screen.getByText('CDN 副标题')).toBeTruthy()
    expect(screen.getByText('规则一')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '马上报名' })).toBeTruthy()
    const html = await screen.findByTestId('activity-html')
    expect(html.innerHTML).toContain('活动介绍')
    expect(sanitized.inputs).toContain(
      '<h2>活动介绍</h2><p>读片</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 2">',
    )
    expect(html.innerHTML).not.toContain('<script')
    expect(html.innerHTML).not.toContain('onerror')
    expect((window as { hacked?: number }).hacked).toBeUndefined()

    const bucket = String(Date.parse('2026-11-22T10:00:00Z'))
    expect(urls).toHaveLength(2)
    for (const url of urls) {
      const parsed = new URL(url)
      expect(parsed.pathname).toMatch(
        /^\/derma-doctor\/frontend\/h5\/activity\/4\/(activity\.txt|variableContent\.json)$/,
      )
      expect(parsed.searchParams.get('t')).toBe(bucket)
    }
  })

  it('registration button by status: START 立即报名 → 报名成功 / 已报名; NOT_START and END are disabled', async () => {
    cdn('')
    const shown = held(activity({ mine: mine() }))
    const registered = onEndpoint('activity.register', () =>
      ok(shown.set(activity({ registeredCount: 137, mine: mine({ registered: true, ticketCount: 1 }) }))),
    )
    const tickets = onEndpoint('activity.tickets', () =>
      ok({
        items: [
          {
            id: 9,
            activityId: 4,
            code: '26041001',
            sessionTitle: '主会场 · 开幕式',
            venue: '杭州国际会议中心',
            seat: 'B区 5排 8座',
            startTime: iso(10),
            endTime: iso(10.2),
            status: 'UNSIGNED',
            signedAt: null,
          },
        ],
        total: 1,
        page: 1,
        size: 20,
        hasMore: false,
      }),
    )
    server.use(
      onEndpoint('activity.detail', () => ok(shown.get())).handler,
      registered.handler,
      tickets.handler,
    )
    const first = renderDetail(loggedIn())
    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    await user().click(await screen.findByRole('button', { name: '确认报名' }))
    expect(await screen.findByRole('button', { name: '已报名' })).toHaveProperty('disabled', true)
    expect(registered.paths).toEqual([{ id: '4' }])
    expect(await screen.findByText('26041001')).toBeTruthy()
    expect(screen.getByText('未签到')).toBeTruthy()
    expect(screen.getByText('座位：B区 5排 8座')).toBeTruthy()

    first.unmount()
    for (const [status, label] of [
      ['NOT_START', '报名未开始'],
      ['END', '报名已结束'],
    ] as const) {
      server.use(
        onEndpoint('activity.detail', () => ok(activity({ registrationStatus: status, mine: mine() })))
          .handler,
      )
      const view = renderDetail(loggedIn())
      expect(await screen.findByRole('button', { name: label })).toHaveProperty('disabled', true)
      view.unmount()
    }
  })

  it('an anonymous user tapping 立即报名 is sent to log in, nothing is sent', async () => {
    cdn('')
    const registered = onEndpoint('activity.register', () => ok(activity()))
    server.use(onEndpoint('activity.detail', () => ok(activity())).handler, registered.handler)
    const runtime = makeRuntime()
    const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
    renderDetail(runtime)
    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    expect(relogin).toHaveBeenCalled()
    expect(registered.sent).toHaveLength(0)
  })

  it('appointment toggles 预约提醒 ↔ 取消预约 before the start by appointment status', async () => {
    cdn('')
    const before = {
      startTime: iso(5),
      endTime: iso(6),
      phase: 'NO_STARTED',
      appointmentEnabled: true,
      registrationStatus: 'NOT_START',
    }
    const shown = held(activity({ ...before, mine: mine({ appointmentStatus: 'UNSUBSCRIBE' }) }))
    const subscribe = onEndpoint('activity.subscribe', () =>
      ok(
        shown.set(
          activity({ ...before, subscribedCount: 1, mine: mine({ appointmentStatus: 'SUBSCRIBED' }) }),
        ),
      ),
    )
    const unsubscribe = onEndpoint('activity.unsubscribe', () =>
      ok(shown.set(activity({ ...before, mine: mine({ appointmentStatus: 'UNSUBSCRIBE' }) }))),
    )
    server.use(
      onEndpoint('activity.detail', () => ok(shown.get())).handler,
      subscribe.handler,
      unsubscribe.handler,
    )
    renderDetail(loggedIn())
    expect(await screen.findByRole('button', { name: '报名未开始' })).toHaveProperty('disabled', true)
    await user().click(screen.getByRole('button', { name: '预约提醒' }))
    await user().click(await screen.findByRole('button', { name: '取消预约' }))
    expect(await screen.findByRole('button', { name: '预约提醒' })).toBeTruthy()
    expect(subscribe.sent).toHaveLength(1)
    expect(unsubscribe.sent).toHaveLength(1)
  })

  it('shows lottery, vote and certificate entries when the activity has them, opening their routes', async () => {
    cdn('')
    server.use(
      onEndpoint('activity.detail', () =>
        ok(activity({ lotteryId: 1, votePromotionId: 26, hasCertificate: true })),
      ).handler,
    )
    const { runtime } = renderDetail()
    const push = vi.spyOn(runtime.navigator, 'push')
    await user().click(await screen.findByRole('button', { name: /幸运抽奖/ }))
    expect(push).toHaveBeenLastCalledWith('lotteryDetail', { id: 1 })
    await user().click(screen.getByRole('button', { name: /投票评选/ }))
    expect(push).toHaveBeenLastCalledWith('2025AcmedVote', { promotionId: 26, activityId: 4 })
    await user().click(screen.getByRole('button', { name: /活动证书/ }))
    expect(push).toHaveBeenLastCalledWith('certificateList')
  })
})

describe('ActivityDetail and the one client cache (decision 0037)', () => {
  it('报名 refreshes every answer showing the activity: the list on the same screen shows the new count', async () => {
    cdn('')
    const shown = held(activity({ mine: mine() }))
    server.use(
      onEndpoint('activity.detail', () => ok(shown.get())).handler,
      onEndpoint('activity.items', () =>
        ok({ items: [shown.get()], total: 1, page: 1, size: 10, hasMore: false }),
      ).handler,
      onEndpoint('activity.register', () =>
        ok(shown.set(activity({ registeredCount: 137, mine: mine({ registered: true }) }))),
      ).handler,
    )
    const both: PageSchema = {
      body: [
        { widget: 'ActivityDetail', props: { activityId: '${query.id}', showTickets: false } },
        { widget: 'ActivityList', props: { tabs: false } },
      ],
    }
    renderWithRuntime(<SchemaView schema={both} query={{ id: '4' }} />, loggedIn())
    expect(await screen.findByText(/136 人已报名/)).toBeTruthy()

    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    await user().click(await screen.findByRole('button', { name: '确认报名' }))

    expect(await screen.findByRole('button', { name: '已报名' })).toHaveProperty('disabled', true)
    expect(screen.getByText(/137 人已报名/)).toBeTruthy()
    expect(screen.queryByText(/136 人已报名/)).toBeNull()
  })

  it('a fresh read: after the doctor returns, 立即报名 waits for the activity asked again, then shows it', async () => {
    cdn('')
    let answerNow: () => void = () => undefined
    let asked = 0
    server.use(
      onEndpoint('activity.detail', async () => {
        asked += 1
        if (asked === 1) return ok(activity({ mine: mine() }))
        // Signed up on another device meanwhile; the answer waits until the test lets it through.
        await new Promise<void>((resolve) => {
          answerNow = resolve
        })
        return ok(activity({ registeredCount: 137, mine: mine({ registered: true }) }))
      }).handler,
    )
    const { runtime, container } = renderDetail(loggedIn())
    await screen.findByRole('button', { name: '立即报名' })
    const main = () => container.querySelector('[data-kind]:not([data-kind="subscribe"])') as HTMLElement

    act(() => runtime.data.returned())

    await waitFor(() => expect(main().className).toContain('adm-button-loading'))
    expect(screen.queryByRole('button', { name: '立即报名' })).toBeNull()
    answerNow()
    expect(await screen.findByRole('button', { name: '已报名' })).toHaveProperty('disabled', true)
  })
})

describe('ActivityList', () => {
  it('lists activities with their window tags; a tab filters by window; a card opens the activity', async () => {
    const items = onEndpoint('activity.items', (params) =>
      ok({
        items:
          params.status === 'COMPLETED'
            ? [
                activity({
                  id: 3,
                  title: '2025 皮肤外科手术技能工作坊',
                  startTime: iso(-21),
                  endTime: iso(-20),
                }),
              ]
            : [activity(), activity({ id: 2, title: '线上峰会', startTime: iso(5), endTime: iso(6) })],
        total: 2,
        page: 1,
        size: 10,
        hasMore: false,
      }),
    )
    server.use(items.handler)
    const { runtime } = renderWithRuntime(
      <SchemaView schema={{ body: [{ widget: 'ActivityList', props: {} }] }} query={{}} />,
      makeRuntime(),
    )
    const card = (await screen.findByText('2026 华东皮肤科青年医师病例研讨会')).closest(
      'button',
    ) as HTMLElement
    expect(within(card).getByText('进行中')).toBeTruthy()
    const upcoming = screen.getByText('线上峰会').closest('button') as HTMLElement
    expect(within(upcoming).getByText('未开始')).toBeTruthy()
    await user().click(screen.getByRole('tab', { name: '已结束' }))
    const ended = (await screen.findByText('2025 皮肤外科手术技能工作坊')).closest('button') as HTMLElement
    expect(within(ended).getByText('已结束')).toBeTruthy()
    expect(items.sent.at(-1)).toMatchObject({ status: 'COMPLETED', page: '1', size: '10' })
    const push = vi.spyOn(runtime.navigator, 'push')
    await user().click(ended)
    expect(push).toHaveBeenCalledWith('activityDetail', { id: 3 })
  })
})

describe('DurationActivity', () => {
  const progress = (overrides: Record<string, unknown> = {}) => ({
    activityId: 6,
    title: '学习时长打卡',
    phase: 'PROCESSING',
    startTime: iso(-10),
    endTime: iso(20),
    targetMinutes: 600,
    studiedMinutes: 410,
    todayMinutes: 20,
    targetDays: 15,
    checkInDays: 9,
    checkedInToday: false,
    days: [{ date: '2026-11-21', minutes: 45, checkedIn: true }],
    reward: { type: 'MAIDOU', amount: 200, title: '200 麦豆', state: 'LOCKED', claimedAt: null },
    ...overrides,
  })
  const page: PageSchema = { body: [{ widget: 'DurationActivity', props: { activityId: '${query.id}' } }] }

  it('shows studied vs target minutes and check-in days; 打卡 checks in; 去学习 opens home', async () => {
    const shown = held(progress())
    const checkIn = onEndpoint('activity.checkIn', () =>
      ok(shown.set(progress({ checkedInToday: true, checkInDays: 10 }))),
    )
    server.use(onEndpoint('activity.duration', () => ok(shown.get())).handler, checkIn.handler)
    const { runtime } = renderWithRuntime(<SchemaView schema={page} query={{ id: '6' }} />, loggedIn())
    expect(await screen.findByText('410')).toBeTruthy()
    expect(screen.getByText('/ 600 分钟')).toBeTruthy()
    expect(screen.getByText('9 / 15 天')).toBeTruthy()
    expect(screen.getByText('还差 190 分钟 · 打卡 6 天')).toBeTruthy()
    expect(screen.getByRole('button', { name: '未达成' })).toHaveProperty('disabled', true)
    await user().click(screen.getByRole('button', { name: '立即打卡' }))
    expect(await screen.findByRole('button', { name: '今日已打卡' })).toHaveProperty('disabled', true)
    expect(screen.getByText('10 / 15 天')).toBeTruthy()
    const push = vi.spyOn(runtime.navigator, 'push')
    await user().click(screen.getByRole('button', { name: '去学习' }))
    expect(push).toHaveBeenCalledWith('home')
  })

  it('outside the window 打卡 and 去学习 are off with the window message', async () => {
    server.use(
      onEndpoint('activity.duration', () =>
        ok(progress({ startTime: iso(2), endTime: iso(20), phase: 'NO_STARTED', days: [] })),
      ).handler,
    )
    renderWithRuntime(<SchemaView schema={page} query={{ id: '8' }} />, loggedIn())
    const buttons = await screen.findAllByRole('button', { name: '活动还未开始' })
    expect(buttons.every((button) => (button as HTMLButtonElement).disabled)).toBe(true)
  })

  it('a reached goal offers 领取奖励, then shows 已领取', async () => {
    const reached = { studiedMinutes: 620, checkInDays: 15 }
    const shown = held(
      progress({
        ...reached,
        reward: { type: 'MAIDOU', amount: 200, title: '200 麦豆', state: 'CLAIMABLE', claimedAt: null },
      }),
    )
    const claim = onEndpoint('activity.claimReward', () =>
      ok(
        shown.set(
          progress({
            ...reached,
            reward: { type: 'MAIDOU', amount: 200, title: '200 麦豆', state: 'CLAIMED', claimedAt: iso(0) },
          }),
        ),
      ),
    )
    server.use(onEndpoint('activity.duration', () => ok(shown.get())).handler, claim.handler)
    renderWithRuntime(<SchemaView schema={page} query={{ id: '6' }} />, loggedIn())
    await user().click(await screen.findByRole('button', { name: '领取奖励' }))
    expect(await screen.findByText('已领取')).toBeTruthy()
  })
})

describe('LotteryDraw', () => {
  const prizes = [
    {
      id: 101,
      name: '100 麦豆',
      type: 'MAIDOU',
      amount: 100,
      ebookId: null,
      instruction: '',
      picUrl: '',
      stock: 500,
      remaining: 499,
    },
    {
      id: 102,
      name: '50 积分',
      type: 'INTEGRAL',
      amount: 50,
      ebookId: null,
      instruction: '',
      picUrl: '',
      stock: 1000,
      remaining: 1000,
    },
    {
      id: 103,
      name: '便携式皮肤镜',
      type: 'GOODS',
      amount: 0,
      ebookId: null,
      instruction: '',
      picUrl: '',
      stock: 5,
      remaining: 4,
    },
    {
      id: 104,
      name: '《皮肤镜诊断图谱》电子书',
      type: 'EBOOK',
      amount: 0,
      ebookId: 1,
      instruction: '',
      picUrl: '',
      stock: 100,
      remaining: 100,
    },
    {
      id: 105,
      name: '线下训练营报名券',
      type: 'OTHER',
      amount: 0,
      ebookId: null,
      instruction: '请添加客服微信 dermacampus01 领取',
      picUrl: '',
      stock: 20,
      remaining: 20,
    },
    {
      id: 106,
      name: '谢谢参与',
      type: 'NONE',
      amount: 0,
      ebookId: null,
      instruction: '',
      picUrl: '',
      stock: null,
      remaining: null,
    },
  ]
  const lottery = (overrides: Record<string, unknown> = {}) => ({
    id: 1,
    title: '读片挑战赛幸运大抽奖',
    subtitle: '',
    activityId: 1,
    bannerUrl: '',
    status: 'PROCESSING',
    startTime: iso(-3),
    endTime: iso(27),
    rulesHtml: '<p>每位医生 3 次机会</p><script>window.lotteryHacked = 1</script>',
    chances: 3,
    usedChances: 0,
    remainingChances: 3,
    prizes,
    ...overrides,
  })
  const emptyRecords = () => ok({ items: [], total: 0, page: 1, size: 10, hasMore: false })
  const page: PageSchema = {
    body: [{ widget: 'LotteryDraw', props: { lotteryId: '${query.id}', spinMs: 0 } }],
  }

  function recordOf(prize: (typeof prizes)[number]) {
    return {
      id: 900 + prize.id,
      lotteryId: 1,
      prizeId: prize.id,
      prizeName: prize.name,
      prizeType: prize.type,
      amount: prize.amount,
      ebookId: prize.ebookId,
      instruction: prize.instruction,
      picUrl: '',
      createdAt: iso(0),
      needsAddress: prize.type === 'GOODS',
      address: null,
    }
  }

  const expectations: Record<string, string> = {
    MAIDOU: '获得 100 麦豆',
    INTEGRAL: '获得 50 积分',
    NONE: '很遗憾，这次没有中奖，再接再厉',
    OTHER: '请添加客服微信 dermacampus01 领取',
    EBOOK: '领取电子书',
    GOODS: '填写收货地址，我们将尽快为您寄出',
  }

  for (const prize of prizes) {
    it(`a ${prize.type} win shows what it means: ${expectations[prize.type]}`, async () => {
      const shown = held(lottery())
      const drawn = onEndpoint('lottery.draw', () => {
        shown.set(lottery({ usedChances: 1, remainingChances: 2 }))
        return ok({ record: recordOf(prize), remainingChances: 2 })
      })
      const tracked = vi.fn()
      server.use(
        onEndpoint('lottery.detail', () => ok(shown.get())).handler,
        onEndpoint('lottery.records', emptyRecords).handler,
        drawn.handler,
      )
      const runtime = loggedIn()
      runtime.tracker = { ...runtime.tracker, event: tracked } as unknown as TestRuntime['tracker']
      const push = vi.spyOn(runtime.navigator, 'push')
      renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, runtime)
      expect(await screen.findByText('3')).toBeTruthy()
      expect(document.body.innerHTML).not.toContain('<script')
      expect(sanitized.inputs.some((input) => input.includes('window.lotteryHacked'))).toBe(true)
      await user().click(screen.getByRole('button', { name: '抽奖' }))
      const sheet = await screen.findByRole('dialog', { name: '抽奖结果' })
      if (prize.type === 'EBOOK') {
        await user().click(within(sheet).getByRole('button', { name: '领取电子书' }))
        expect(push).toHaveBeenCalledWith('receiveEBook', { id: 1 })
      } else {
        expect(within(sheet).getByText(expectations[prize.type] as string)).toBeTruthy()
      }
      if (prize.type === 'NONE') expect(within(sheet).getByText('谢谢参与')).toBeTruthy()
      expect(tracked).toHaveBeenCalledWith(
        'lottery',
        expect.objectContaining({ lotteryId: '1', prizeType: prize.type }),
      )
      expect(screen.getByText('2')).toBeTruthy()
    })
  }

  it('the GOODS address form checks the mainland mobile rule before sending', async () => {
    const goods = prizes[2] as (typeof prizes)[number]
    const address = onEndpoint('lottery.address', (params) =>
      ok({ ...recordOf(goods), needsAddress: false, address: { ...params, filledAt: iso(0) } }),
    )
    server.use(
      onEndpoint('lottery.detail', () => ok(lottery())).handler,
      onEndpoint('lottery.records', emptyRecords).handler,
      onEndpoint('lottery.draw', () => ok({ record: recordOf(goods), remainingChances: 2 })).handler,
      address.handler,
    )
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, loggedIn())
    await user().click(await screen.findByRole('button', { name: '抽奖' }))
    const form = await screen.findByRole('form', { name: '填写收货地址' })
    const [name, mobile] = within(form).getAllByRole('textbox')
    await user().type(name as HTMLElement, '李医生')
    await user().type(mobile as HTMLElement, '11800000001')
    await user().type(within(form).getByPlaceholderText('省市区、街道、门牌号'), '上海市徐汇区某某路 100 号')
    await user().click(within(form).getByRole('button', { name: '提交收货地址' }))
    expect(await within(form).findByText('请输入正确的手机号')).toBeTruthy()
    expect(address.sent).toHaveLength(0)
    await user().clear(mobile as HTMLElement)
    await user().type(mobile as HTMLElement, '13800000001')
    await user().click(within(form).getByRole('button', { name: '提交收货地址' }))
    await waitFor(() => expect(address.sent).toHaveLength(1))
    expect(address.sent[0]).toEqual({
      name: '李医生',
      mobile: '13800000001',
      address: '上海市徐汇区某某路 100 号',
    })
    expect(address.paths[0]).toEqual({ id: '1', recordId: '1003' })
  })

  it('drawing is off when the lottery is not PROCESSING: 活动还未开始 / 活动已经结束', async () => {
    const drawn = onEndpoint('lottery.draw', () => fail(400, 'lottery.ended', '活动已经结束'))
    for (const [status, start, end, text] of [
      ['NO_STARTED', iso(2), iso(9), '活动还未开始'],
      ['COMPLETED', iso(-9), iso(-2), '活动已经结束'],
    ] as const) {
      server.use(
        onEndpoint('lottery.detail', () => ok(lottery({ status, startTime: start, endTime: end }))).handler,
        onEndpoint('lottery.records', emptyRecords).handler,
        drawn.handler,
      )
      const view = renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, loggedIn())
      const button = await screen.findByRole('button', { name: text })
      expect(button).toHaveProperty('disabled', true)
      expect(screen.getByRole('status').textContent).toBe(text)
      await user().click(button)
      view.unmount()
    }
    expect(drawn.sent).toHaveLength(0)
  })

  it('a visitor (ROLE_GUEST) is asked to log in as a doctor instead of drawing', async () => {
    const drawn = onEndpoint('lottery.draw', () => ok({}))
    server.use(
      onEndpoint('lottery.detail', () => ok(lottery())).handler,
      onEndpoint('lottery.records', emptyRecords).handler,
      drawn.handler,
    )
    const runtime = loggedIn(['ROLE_GUEST'])
    const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, runtime)
    await user().click(await screen.findByRole('button', { name: '抽奖' }))
    expect(relogin).toHaveBeenCalled()
    expect(drawn.sent).toHaveLength(0)
  })

  it("a refused draw refreshes the lottery: the chances shown are the server's (次数已用完)", async () => {
    const shown = held(lottery({ usedChances: 2, remainingChances: 1 }))
    const drawn = onEndpoint('lottery.draw', () => {
      // Drawn on another device meanwhile: the server has no chance left for this one.
      shown.set(lottery({ usedChances: 3, remainingChances: 0 }))
      return fail(400, 'lottery.chance.run.out', '抽奖次数已用完')
    })
    server.use(
      onEndpoint('lottery.detail', () => ok(shown.get())).handler,
      onEndpoint('lottery.records', emptyRecords).handler,
      drawn.handler,
    )
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, loggedIn())
    await user().click(await screen.findByRole('button', { name: '抽奖' }))

    expect(await screen.findByText('抽奖次数已用完')).toBeTruthy()
    expect(await screen.findByRole('button', { name: '次数已用完' })).toHaveProperty('disabled', true)
    expect(drawn.sent).toHaveLength(1)
  })

  it('a draw refreshes 我的中奖记录 from the server, newest first', async () => {
    const maidou = prizes[0] as (typeof prizes)[number]
    const won = held<ReturnType<typeof recordOf>[]>([])
    server.use(
      onEndpoint('lottery.detail', () => ok(lottery())).handler,
      onEndpoint('lottery.records', () =>
        ok({ items: won.get(), total: won.get().length, page: 1, size: 10, hasMore: false }),
      ).handler,
      onEndpoint('lottery.draw', () => {
        won.set([recordOf(maidou)])
        return ok({ record: recordOf(maidou), remainingChances: 2 })
      }).handler,
    )
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, loggedIn())
    expect(await screen.findByText('暂无中奖记录')).toBeTruthy()
    await user().click(screen.getByRole('button', { name: '抽奖' }))
    await screen.findByRole('dialog', { name: '抽奖结果' })
    expect(screen.queryByText('暂无中奖记录')).toBeNull()
    // The record's type tag (麦豆) shows only in the list.
    expect(await screen.findByText('麦豆')).toBeTruthy()
  })

  it('without chances left the button says 次数已用完', async () => {
    server.use(
      onEndpoint('lottery.detail', () => ok(lottery({ usedChances: 3, remainingChances: 0 }))).handler,
      onEndpoint('lottery.records', emptyRecords).handler,
    )
    renderWithRuntime(<SchemaView schema={page} query={{ id: '1' }} />, loggedIn())
    expect(await screen.findByRole('button', { name: '次数已用完' })).toHaveProperty('disabled', true)
  })
})
