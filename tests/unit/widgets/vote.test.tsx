import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import type { ReactElement } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/runtime/api'
import { RuntimeContext, SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import type { Tracker } from '@/runtime/tracking'
import {
  countdownText,
  shareVoteCampaign,
  submitVote,
  VOTE_ENDED_TEXT,
  VOTE_NOT_STARTED_TEXT,
  VOTE_REFUSAL_TEXTS,
  VOTE_STATE_LABELS,
  voteControl,
  voteWindow,
} from '@/runtime/vote'
import VoteAdvert from '@/widgets/vote-advert/vote-advert'
import VoteBar from '@/widgets/vote-bar/vote-bar'
import VoteBoard from '@/widgets/vote-board/vote-board'
import VoteHero from '@/widgets/vote-hero/vote-hero'
import VoteRules from '@/widgets/vote-rules/vote-rules'
import { renderWithRuntime } from '../helpers/make-runtime'
import { type Answer, page, runtimeWithAnswers } from './fake-api'

// DOMPurify does not run in happy-dom (cure53/DOMPurify#1457: it leaves scripts in), so the rules test
// checks that every rule's HTML reaches the page only through the runtime's sanitizeHtml; that DOMPurify
// removes scripts is checked in a real browser.
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string) => {
    sanitized.inputs.push(html)
    return html.replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '')
  },
}))

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const hour = 3600 * 1000

function campaign(overrides: Record<string, unknown> = {}) {
  return {
    id: 25,
    title: '2025「谁是皮肤专家」TED 演讲投票',
    subtitle: '为你心中的皮肤专家投上一票',
    status: 'PROCESSING',
    startTime: new Date(Date.now() - 24 * hour).toISOString(),
    endTime: new Date(Date.now() + 24 * hour).toISOString(),
    bannerUrl: '',
    shareTitle: '',
    shareDesc: '',
    shareImg: '',
    rules: [
      { type: 'vote', title: '投票规则', html: '<p>每人每天可投 3 票</p>' },
      { type: 'prize', title: '奖项设置', html: '<p>一等奖 1 名</p>' },
    ],
    limits: { daily: 3, total: 20, itemDaily: 1 },
    regions: [
      { id: 1, name: '华东' },
      { id: 2, name: '华北' },
    ],
    activityId: null,
    totalVotes: 120,
    itemCount: 12,
    viewCount: 3456,
    shareCount: 8,
    tokenExpirationHours: 24,
    mine: { todayVotes: 0, totalVotes: 2, remainingToday: 3, remainingTotal: 18 },
    item: null,
    ...overrides,
  }
}

function item(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    promotionId: 25,
    regionId: 1,
    regionName: '华东',
    activityId: null,
    number: id,
    title: `医生${id}`,
    subtitle: '上海市皮肤病医院',
    picUrl: '',
    summary: '',
    contentType: 'ARTICLE',
    lessonId: 1000 + id,
    videoUrl: '',
    voteCount: 10,
    rank: id,
    votedToday: 0,
    voteState: 'CAN_VOTE',
    remainingToday: 1,
    ...overrides,
  }
}

type Answers = Record<string, Answer | ((params: Record<string, unknown>) => Answer)>

/** A logged-in doctor (or anonymous) whose API answers by endpoint name; unknown names reject with 404. */
function voteRuntime(answers: Answers, options: { loggedIn?: boolean; guest?: boolean } = {}) {
  const runtime = runtimeWithAnswers((name, params) => {
    const answer = answers[name]
    if (answer === undefined) return new ApiError(404, 'test.no.answer', `no answer for ${name}`, name)
    return typeof answer === 'function' ? (answer as (p: Record<string, unknown>) => Answer)(params) : answer
  })
  if (options.loggedIn !== false) {
    runtime.stores.user.setSession('token-10001', '10001')
    runtime.stores.user.setUserInfo({
      userId: '10001',
      roles: [{ roleName: options.guest ? 'ROLE_GUEST' : 'ROLE_DOCTOR' }],
    })
  }
  const event = vi.fn()
  runtime.tracker = { event } as unknown as Tracker
  const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
  const submits = () => runtime.calls.filter((call) => call.name === 'vote.submit')
  return Object.assign(runtime, { event, relogin, submits })
}

function refusal(code: string, status = 400): ApiError {
  return new ApiError(status, code, VOTE_REFUSAL_TEXTS[code] ?? code, 'vote.submit')
}

const boardPage: PageSchema = {
  body: [
    { widget: 'VoteHero', props: { promotionId: 25 } },
    { widget: 'VoteBoard', props: { promotionId: 25, regionTabs: true } },
  ],
}

async function cardOf(title: string): Promise<HTMLElement> {
  return (await screen.findByText(title)).closest('li') as HTMLElement
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('vote control: the state vote.submit will apply', () => {
  it.each([
    ['CAN_VOTE', 2, '投票', true],
    ['LOGIN_REQUIRED', null, '投票', true],
    ['VOTED_TODAY', 0, '已投', false],
    ['DAY_RUN_OUT', 0, '明日再投', false],
    ['TOTAL_RUN_OUT', 0, '票已投完', false],
    ['NOT_STARTED', 0, '活动还未开始', false],
    ['ENDED', 0, '活动已经结束', false],
  ] as const)('%s (remainingToday %s) reads %s, enabled %s', (voteState, remainingToday, label, enabled) => {
    const control = voteControl({ voteState, remainingToday })
    expect(control.label).toBe(label)
    expect(control.enabled).toBe(enabled)
    expect(control.done).toBe(voteState === 'VOTED_TODAY')
  })

  it("the campaign's own vote text labels a vote the server takes; a refusal's label is the state's", () => {
    expect(voteControl({ voteState: 'CAN_VOTE', remainingToday: 1 }, '爱心投票').label).toBe('爱心投票')
    expect(voteControl({ voteState: 'VOTED_TODAY', remainingToday: 0 }, '爱心投票').label).toBe(
      VOTE_STATE_LABELS.VOTED_TODAY,
    )
    // CAN_VOTE comes with a vote left; the server's own 0 is never offered as a vote.
    expect(voteControl({ voteState: 'CAN_VOTE', remainingToday: 0 })).toEqual({
      label: '明日再投',
      enabled: false,
      done: false,
    })
  })
})

describe('vote time window (spec §4)', () => {
  it('before the start is 活动还未开始 counting down to the start; after the end 活动已经结束', () => {
    const now = Date.parse('2026-05-01T00:00:00Z')
    const before = voteWindow({ startTime: '2026-05-02T01:02:03Z', endTime: '2026-06-01T00:00:00Z' }, now)
    expect(before).toEqual({
      phase: 'before',
      closedText: VOTE_NOT_STARTED_TEXT,
      until: Date.parse('2026-05-02T01:02:03Z'),
    })
    expect(countdownText(before.until, now)).toBe('1天 01:02:03')
    const open = voteWindow({ startTime: '2026-04-01T00:00:00Z', endTime: '2026-05-01T00:10:00Z' }, now)
    expect(open.phase).toBe('open')
    expect(open.closedText).toBe('')
    expect(countdownText(open.until, now)).toBe('00:10:00')
    const after = voteWindow({ startTime: '2026-04-01T00:00:00Z', endTime: '2026-05-01T00:00:00Z' }, now)
    expect(after).toEqual({ phase: 'after', closedText: VOTE_ENDED_TEXT, until: null })
  })

  it('without valid times the server status decides', () => {
    expect(voteWindow({ status: 'NO_STARTED' }).closedText).toBe('活动还未开始')
    expect(voteWindow({ status: 'COMPLETED' }).closedText).toBe('活动已经结束')
    expect(voteWindow({ status: 'PROCESSING' }).phase).toBe('open')
  })
})

describe('vote service', () => {
  it('a counted vote sends {promotionId, voteItemId, regionId}, toasts, tracks `vote` and answers the new counts', async () => {
    const mine = { todayVotes: 1, totalVotes: 3, remainingToday: 2, remainingTotal: 17 }
    const runtime = voteRuntime({ 'vote.submit': { voteItemId: 3, voteCount: 11, mine } })
    const outcome = await submitVote(runtime, 25, { id: 3, regionId: 1 })
    expect(outcome).toEqual({ status: 'voted', promotionId: 25, voteItemId: 3, voteCount: 11, mine })
    expect(runtime.submits()[0]?.params).toEqual({ id: 25, promotionId: 25, voteItemId: 3, regionId: 1 })
    expect(runtime.event).toHaveBeenCalledWith('vote', { promotionId: 25, voteItemId: 3 })
  })

  it('anonymous: asks for login and sends nothing', async () => {
    const runtime = voteRuntime({ 'vote.submit': {} }, { loggedIn: false })
    expect(await submitVote(runtime, 25, { id: 3 })).toEqual({ status: 'login' })
    expect(runtime.relogin).toHaveBeenCalledTimes(1)
    expect(runtime.submits()).toHaveLength(0)
  })

  it("a card says what the server will do: 已投 for an entry voted today, 明日再投 once the day's votes are used", async () => {
    let voted = false
    const runtime = voteRuntime({
      'vote.detail': campaign(),
      // The server's answer after the vote: the entry has its vote, no vote left today for the others.
      'vote.items': () =>
        page([
          item(1, { title: '华东医生', votedToday: 1, voteState: 'VOTED_TODAY', remainingToday: 0 }),
          voted
            ? item(2, { title: '华北医生', votedToday: 1, voteState: 'VOTED_TODAY', remainingToday: 0 })
            : item(2, { title: '华北医生' }),
          voted
            ? item(3, { title: '华南医生', voteState: 'DAY_RUN_OUT', remainingToday: 0 })
            : item(3, { title: '华南医生' }),
        ]),
      'vote.submit': () => {
        voted = true
        return {
          voteItemId: 2,
          voteCount: 11,
          mine: { todayVotes: 3, totalVotes: 5, remainingToday: 0, remainingTotal: 15 },
        }
      },
    })
    renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
    const first = await cardOf('华东医生')
    expect(within(first).getByRole('button', { name: '已投 华东医生' }).hasAttribute('disabled')).toBe(true)
    const other = await cardOf('华北医生')
    await user.click(within(other).getByRole('button', { name: '投票 华北医生' }))
    await waitFor(() =>
      expect(within(other).getByRole('button', { name: '已投 华北医生' }).hasAttribute('disabled')).toBe(
        true,
      ),
    )
    const third = await cardOf('华南医生')
    expect(within(third).getByRole('button', { name: '明日再投 华南医生' }).hasAttribute('disabled')).toBe(
      true,
    )
  })

  it('a card never works its state out itself: an entry the server still takes stays 投票 whatever votedToday says', async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign({ limits: { daily: 3, total: 20, itemDaily: 2 } }),
      'vote.items': page([
        item(1, { title: '华东医生', votedToday: 1, voteState: 'CAN_VOTE', remainingToday: 1 }),
      ]),
    })
    renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
    const card = await cardOf('华东医生')
    expect(within(card).getByRole('button', { name: '投票 华东医生' }).hasAttribute('disabled')).toBe(false)
  })

  it('with no votes left today every card says 明日再投 and sends nothing', async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign({
        mine: { todayVotes: 3, totalVotes: 3, remainingToday: 0, remainingTotal: 17 },
      }),
      'vote.items': page([item(1, { title: '华东医生', voteState: 'DAY_RUN_OUT', remainingToday: 0 })]),
    })
    renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
    const card = await cardOf('华东医生')
    const button = within(card).getByRole('button', { name: '明日再投 华东医生' })
    expect(button.hasAttribute('disabled')).toBe(true)
    await user.click(button)
    expect(runtime.submits()).toHaveLength(0)
  })

  it.each(Object.entries(VOTE_REFUSAL_TEXTS))(
    '%s: a dialog says plainly why (%s); nothing tracked',
    async (code, text) => {
      const runtime = voteRuntime({ 'vote.submit': refusal(code) })
      expect(await submitVote(runtime, 25, { id: 3 })).toEqual({ status: 'refused', code, message: text })
      expect(runtime.stores.ui.modal?.content).toBe(text)
      expect(runtime.event).not.toHaveBeenCalled()
    },
  )

  it('sharing counts the share (vote.share) for a logged-in user and answers the new count', async () => {
    const runtime = voteRuntime({ 'vote.share': { id: 25, shareCount: 9 } })
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    const host = { ...runtime, platform: { isApp: false, isWechat: false } }
    expect(await shareVoteCampaign(host, campaign(), 'https://example.test/v3/vote/2025Ted/detail')).toBe(9)
    expect(runtime.calls.filter((call) => call.name === 'vote.share')).toEqual([
      { name: 'vote.share', params: { id: 25 } },
    ])
    const anonymous = voteRuntime({ 'vote.share': { id: 25, shareCount: 10 } }, { loggedIn: false })
    expect(await shareVoteCampaign({ ...anonymous, platform: host.platform }, campaign())).toBeNull()
    expect(anonymous.calls.filter((call) => call.name === 'vote.share')).toHaveLength(0)
  })

  it('401 for a guest (the captcha modal is the API client’s): the vote does not count', async () => {
    const expired = new ApiError(401, 'auth.token.invalid', '登录已过期', 'vote.submit')
    expired.outcome = 'voteModal'
    const runtime = voteRuntime({ 'vote.submit': expired }, { guest: true })
    expect(await submitVote(runtime, 25, { id: 3 })).toEqual({ status: 'captcha' })
    expect(runtime.stores.ui.modal).toBeNull()
    expect(runtime.event).not.toHaveBeenCalled()
  })
})

describe('VoteBoard and VoteHero', () => {
  it('items render by region tab: 全部 then each region, a tab loads its regionId', async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign(),
      'vote.items': (params: Record<string, unknown>) =>
        page(
          params.regionId === 2
            ? [item(7, { regionId: 2, regionName: '华北', title: '华北医生' })]
            : [item(1, { title: '华东医生' }), item(7, { regionId: 2, title: '华北医生' })],
        ),
    })
    renderWithRuntime(<SchemaView schema={boardPage} />, runtime)

    expect(await screen.findByText('华东医生')).toBeTruthy()
    // The region tabs (antd-mobile's, with its animation library) load with the board that shows them.
    expect(await screen.findByRole('tab', { name: '全部' })).toBeTruthy()
    await user.click(await screen.findByRole('tab', { name: '华北' }))

    await waitFor(() => expect(screen.queryByText('华东医生')).toBeNull())
    expect(screen.getByText('华北医生')).toBeTruthy()
    const lists = runtime.calls.filter((call) => call.name === 'vote.items')
    expect(lists.at(-1)?.params).toMatchObject({ promotionId: 25, regionId: 2, sort: 'NUMBER', page: 1 })
    // The hero and the board share one campaign read.
    expect(runtime.calls.filter((call) => call.name === 'vote.detail')).toHaveLength(1)
  })

  it('the hero keeps the 我已投 line in place while the count loads: the links below do not jump', async () => {
    let answer: (value: Answer) => void = () => undefined
    const count = new Promise<Answer>((resolve) => {
      answer = resolve
    })
    const runtime = voteRuntime({ 'vote.detail': campaign(), 'vote.recordCount': () => count as never })
    const heroPage: PageSchema = {
      body: [{ widget: 'VoteHero', props: { promotionId: 25, recordCount: true } }],
    }
    renderWithRuntime(<SchemaView schema={heroPage} />, runtime)
    const line = await screen.findByText(/我已投/)
    expect(line.textContent).toBe('我已投 – 票')
    expect(line.getAttribute('aria-hidden')).toBe('true')
    await act(async () => answer({ count: 4, todayCount: 1 }))
    await waitFor(() => expect(screen.getByText(/我已投/).textContent).toBe('我已投 4 票'))
    expect(screen.getByText(/我已投/).getAttribute('aria-hidden')).toBeNull()
  })

  it('when the start passes under an open page the hero says 进行中 and the campaign is asked again', async () => {
    const start = Date.now() + 300
    const runtime = voteRuntime({
      'vote.detail': campaign({ startTime: new Date(start).toISOString(), status: 'NO_STARTED' }),
    })
    renderWithRuntime(<VoteHero promotionId={25} />, runtime)
    expect(await screen.findByText('未开始')).toBeTruthy()
    expect(screen.getByText(/活动还未开始/)).toBeTruthy()
    const asked = () => runtime.calls.filter((call) => call.name === 'vote.detail').length
    const before = asked()

    expect(await screen.findByText('进行中', {}, { timeout: 2000 })).toBeTruthy()
    await waitFor(() => expect(asked()).toBeGreaterThan(before))
  })

  it('活动规则 opens a sheet with the rules as sanitized HTML (its code loads with the first opening)', async () => {
    const runtime = voteRuntime({ 'vote.detail': campaign() })
    const heroPage: PageSchema = { body: [{ widget: 'VoteHero', props: { promotionId: 25 } }] }
    renderWithRuntime(<SchemaView schema={heroPage} />, runtime)
    expect(screen.queryByText('投票规则')).toBeNull()
    await user.click(await screen.findByRole('button', { name: '活动规则' }))
    expect(await screen.findByText('投票规则')).toBeTruthy()
    expect(await screen.findByText('每人每天可投 3 票')).toBeTruthy()
  })

  it('a counted vote refreshes the entry and the hero from the server (总票数, votes left today)', async () => {
    let votes = 0
    const runtime = voteRuntime({
      'vote.detail': () =>
        campaign({
          totalVotes: 120 + votes,
          mine: {
            todayVotes: votes,
            totalVotes: 2 + votes,
            remainingToday: 3 - votes,
            remainingTotal: 18 - votes,
          },
        }),
      'vote.items': () =>
        page([
          item(1, {
            title: '华东医生',
            voteCount: 10 + votes,
            votedToday: votes,
            voteState: votes > 0 ? 'VOTED_TODAY' : 'CAN_VOTE',
            remainingToday: votes > 0 ? 0 : 1,
          }),
        ]),
      'vote.submit': () => {
        votes += 1
        return { voteItemId: 1, voteCount: 10 + votes, mine: campaign().mine }
      },
    })
    renderWithRuntime(<SchemaView schema={boardPage} />, runtime)
    const card = await cardOf('华东医生')
    expect(within(card).getByTestId('vote-count-1').textContent).toBe('10')
    expect(screen.getByText('120')).toBeTruthy()

    await user.click(within(card).getByRole('button', { name: '投票 华东医生' }))

    await waitFor(() => expect(within(card).getByTestId('vote-count-1').textContent).toBe('11'))
    expect(screen.getByText('121')).toBeTruthy()
    expect(screen.getByText(/今日还可投/).textContent).toContain('2')
    expect(within(card).getByRole('button', { name: '已投 华东医生' })).toBeTruthy()
    expect(runtime.submits()).toHaveLength(1)
  })

  it.each(Object.entries(VOTE_REFUSAL_TEXTS))(
    '%s is refused: the board says %s, the count does not move and the cards refresh to the true state',
    async (code, text) => {
      let refused = false
      const runtime = voteRuntime({
        'vote.detail': campaign(),
        // What the server says once it has refused: the entry cannot take the vote now.
        'vote.items': () =>
          page([
            item(1, {
              title: '华东医生',
              voteCount: 10,
              ...(refused ? { voteState: 'DAY_RUN_OUT', remainingToday: 0 } : {}),
            }),
          ]),
        'vote.submit': () => {
          refused = true
          return refusal(code)
        },
      })
      renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
      const card = await cardOf('华东医生')

      await user.click(within(card).getByRole('button', { name: '投票 华东医生' }))

      expect((await screen.findByRole('alert')).textContent).toBe(text)
      expect(runtime.stores.ui.modal?.content).toBe(text)
      await waitFor(() =>
        expect(within(card).getByRole('button', { name: '明日再投 华东医生' }).hasAttribute('disabled')).toBe(
          true,
        ),
      )
      expect(within(card).getByTestId('vote-count-1').textContent).toBe('10')
    },
  )

  it('anonymous: 投票 asks for login and sends nothing; the public list is read', async () => {
    const runtime = voteRuntime(
      {
        'vote.publicDetail': campaign({ mine: null }),
        'voteActivity.items': page([item(1, { title: '华东医生' })]),
      },
      { loggedIn: false },
    )
    renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
    const card = await cardOf('华东医生')

    await user.click(within(card).getByRole('button', { name: '投票 华东医生' }))

    expect(runtime.relogin).toHaveBeenCalledTimes(1)
    expect(runtime.submits()).toHaveLength(0)
    expect(within(card).getByTestId('vote-count-1').textContent).toBe('10')
    expect(runtime.calls.find((call) => call.name === 'voteActivity.items')?.params).toMatchObject({
      promotionId: 25,
    })
  })

  it.each([
    [
      'before the start',
      { startTime: new Date(Date.now() + hour).toISOString() },
      'NOT_STARTED',
      '活动还未开始',
    ],
    [
      'after the end',
      { endTime: new Date(Date.now() - hour).toISOString(), status: 'COMPLETED' },
      'ENDED',
      '活动已经结束',
    ],
  ])(
    '%s the vote button is disabled and reads what the server says (%s: %s)',
    async (_, times, state, text) => {
      const runtime = voteRuntime({
        'vote.detail': campaign(times),
        'vote.items': page([item(1, { title: '华东医生', voteState: state, remainingToday: 0 })]),
      })
      renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
      const card = await cardOf('华东医生')

      const button = await within(card).findByRole('button', { name: `${text} 华东医生` })
      expect(button.textContent).toBe(text)
      expect((button as HTMLButtonElement).disabled).toBe(true)
      await user.click(button)
      expect(runtime.submits()).toHaveLength(0)
    },
  )

  it('tapping an entry opens itemRoute with the mapped query', async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign(),
      'vote.items': page([item(3, { title: '华东医生', lessonId: 1047 })]),
    })
    renderWithRuntime(<VoteBoard promotionId={25} itemRoute="2025TedVoteItemDetail" layout="list" />, runtime)
    await user.click(await screen.findByRole('button', { name: '03号 华东医生' }))
    expect(runtime.visits.at(-1)?.path).toBe(
      '/v3/vote/2025Ted/item?id=1047&promotionId=25&voteId=25&voteItemId=3',
    )
  })
})

describe('VoteBar, VoteRules, VoteAdvert', () => {
  it('VoteBar shows the entry and counts a vote: the count and the button come from the refreshed answer', async () => {
    let votes = 0
    const runtime = voteRuntime({
      'vote.detail': () =>
        campaign({
          item: item(4, {
            title: '王医生的演讲',
            voteCount: 30 + votes,
            ...(votes > 0 ? { voteState: 'VOTED_TODAY', remainingToday: 0 } : {}),
          }),
        }),
      'vote.submit': () => {
        votes += 1
        return { voteItemId: 4, voteCount: 31, mine: campaign().mine }
      },
    })
    renderWithRuntime(<VoteBar promotionId={25} voteItemId={4} />, runtime)
    expect(await screen.findByText('王医生的演讲')).toBeTruthy()
    expect(screen.getByTestId('vote-bar-count').textContent).toBe('30')

    await user.click(screen.getByRole('button', { name: '投票 王医生的演讲' }))

    await waitFor(() => expect(screen.getByTestId('vote-bar-count').textContent).toBe('31'))
    expect(screen.getByRole('button', { name: '已投 王医生的演讲' }).hasAttribute('disabled')).toBe(true)
    expect(runtime.calls.find((call) => call.name === 'vote.detail')?.params).toEqual({
      promotionId: 25,
      voteItemId: 4,
    })
  })

  it("VoteBar says 明日再投 when the server says the doctor's votes for today are used, as the list does", async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign({
        item: item(4, { title: '王医生的演讲', voteState: 'DAY_RUN_OUT', remainingToday: 0 }),
      }),
      'vote.items': page([item(4, { title: '王医生的演讲', voteState: 'DAY_RUN_OUT', remainingToday: 0 })]),
    })
    renderWithRuntime(
      <>
        <VoteBoard promotionId={25} />
        <VoteBar promotionId={25} voteItemId={4} />
      </>,
      runtime,
    )
    const bar = await screen.findByRole('region', { name: '投票' })
    const inBar = await within(bar).findByRole('button', { name: '明日再投 王医生的演讲' })
    expect(inBar.hasAttribute('disabled')).toBe(true)
    const card = (await screen.findByTestId('vote-count-4')).closest('li') as HTMLElement
    expect(within(card).getByRole('button', { name: '明日再投 王医生的演讲' })).toBeTruthy()
  })

  it("a vote in the entry's bar refreshes the list's answer in the same cache, while the list is shown", async () => {
    let votes = 0
    const entry = () =>
      item(4, {
        title: '王医生的演讲',
        voteCount: 30 + votes,
        ...(votes > 0 ? { votedToday: 1, voteState: 'VOTED_TODAY', remainingToday: 0 } : {}),
      })
    const runtime = voteRuntime({
      'vote.detail': (params: Record<string, unknown>) =>
        campaign(params.voteItemId ? { item: entry() } : {}),
      'vote.items': () => page([entry()]),
      'vote.submit': () => {
        votes += 1
        return { voteItemId: 4, voteCount: 30 + votes, mine: campaign().mine }
      },
    })
    renderWithRuntime(
      <>
        <VoteBoard promotionId={25} />
        <VoteBar promotionId={25} voteItemId={4} />
      </>,
      runtime,
    )
    const card = (await screen.findByTestId('vote-count-4')).closest('li') as HTMLElement
    const bar = await screen.findByRole('region', { name: '投票' })
    await user.click(await within(bar).findByRole('button', { name: '投票 王医生的演讲' }))

    await waitFor(() => expect(within(card).getByTestId('vote-count-4').textContent).toBe('31'))
    expect(within(card).getByRole('button', { name: '已投 王医生的演讲' }).hasAttribute('disabled')).toBe(
      true,
    )
    expect(within(bar).getByRole('button', { name: '已投 王医生的演讲' }).hasAttribute('disabled')).toBe(true)
  })

  it("a vote on the entry page refreshes the list's answer in the same cache: back on the list it shows the vote", async () => {
    let votes = 0
    const entry = () =>
      item(4, {
        title: '王医生的演讲',
        voteCount: 30 + votes,
        ...(votes > 0 ? { votedToday: 1, voteState: 'VOTED_TODAY', remainingToday: 0 } : {}),
      })
    const runtime = voteRuntime({
      'vote.detail': (params: Record<string, unknown>) =>
        campaign(params.voteItemId ? { item: entry() } : {}),
      'vote.items': () => page([entry()]),
      'vote.submit': () => {
        votes += 1
        return { voteItemId: 4, voteCount: 30 + votes, mine: campaign().mine }
      },
    })
    // The list, then the entry page over it (the list unmounted, its answer kept in the cache).
    const { rerender } = renderWithRuntime(<VoteBoard promotionId={25} />, runtime)
    const show = (ui: ReactElement) =>
      rerender(<RuntimeContext.Provider value={runtime}>{ui}</RuntimeContext.Provider>)
    expect(within(await cardOf('王医生的演讲')).getByTestId('vote-count-4').textContent).toBe('30')
    show(<VoteBar promotionId={25} voteItemId={4} />)
    await user.click(await screen.findByRole('button', { name: '投票 王医生的演讲' }))
    await waitFor(() => expect(screen.getByTestId('vote-bar-count').textContent).toBe('31'))
    const listReads = runtime.calls.filter((call) => call.name === 'vote.items').length

    show(<VoteBoard promotionId={25} />)

    const card = await cardOf('王医生的演讲')
    await waitFor(() => expect(within(card).getByTestId('vote-count-4').textContent).toBe('31'))
    expect(within(card).getByRole('button', { name: '已投 王医生的演讲' }).hasAttribute('disabled')).toBe(
      true,
    )
    // The list's answer was refreshed by the vote (or on its return), never left as it was.
    expect(runtime.calls.filter((call) => call.name === 'vote.items').length).toBeGreaterThan(listReads)
  })

  it('VoteRules shows rule HTML only through sanitizeHtml, one type when asked', async () => {
    const runtime = voteRuntime({
      'vote.detail': campaign({
        rules: [
          {
            type: 'vote',
            title: '投票规则',
            html: '<p>每人每天 3 票</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
          },
          { type: 'prize', title: '奖项设置', html: '<p>一等奖</p>' },
        ],
      }),
    })
    const { container } = renderWithRuntime(<VoteRules promotionId={25} type="vote" />, runtime)

    expect(await screen.findByText('每人每天 3 票')).toBeTruthy()
    expect(screen.getByRole('heading', { name: '投票规则' })).toBeTruthy()
    expect(screen.queryByText('奖项设置')).toBeNull()
    expect(sanitized.inputs).toContain(
      '<p>每人每天 3 票</p><script>window.hacked = 1</script><img src="x" onerror="window.hacked = 1">',
    )
    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull()
  })

  it('VoteAdvert renders nothing when the campaign has no advert (404)', async () => {
    const runtime = voteRuntime({
      'vote.videoAdvert': new ApiError(404, 'vote.advert.not.found', '暂无视频', 'vote.videoAdvert'),
    })
    const { container } = renderWithRuntime(<VoteAdvert promotionId={25} />, runtime)
    await waitFor(() => expect(runtime.calls.some((call) => call.name === 'vote.videoAdvert')).toBe(true))
    await act(async () => undefined)
    expect(container.innerHTML).toBe('')
  })

  it('VoteAdvert keeps the clip frame while its answer is pending, so the board below does not jump', async () => {
    const runtime = voteRuntime({
      'vote.videoAdvert': { id: 25, title: 'TED 大赛宣传片', videoUrl: '/media/ted.mp4', posterUrl: '' },
    })
    const { container } = renderWithRuntime(<VoteAdvert promotionId={25} />, runtime)
    // Before the answer: an empty 16:9 frame in the advert's place, hidden from screen readers.
    const pending = container.querySelector('section[aria-hidden="true"]')
    expect(pending).not.toBeNull()
    expect(container.querySelector('video')).toBeNull()
    expect(await screen.findByText('TED 大赛宣传片')).toBeTruthy()
    expect(container.querySelector('section[aria-hidden="true"]')).toBeNull()
    // The clip loads only when the doctor plays it: no megabyte on 4G for a screen they scroll past.
    expect(container.querySelector('video')?.getAttribute('preload')).toBe('none')
  })

  it('VoteAdvert plays inline with controls and a poster', async () => {
    const runtime = voteRuntime({
      'vote.videoAdvert': {
        id: 25,
        title: 'TED 大赛宣传片',
        videoUrl: '/media/ted.mp4',
        posterUrl: '/media/ted.jpg',
        link: 'javascript:alert(1)',
      },
    })
    const { container } = renderWithRuntime(<VoteAdvert promotionId={25} />, runtime)
    expect(await screen.findByText('TED 大赛宣传片')).toBeTruthy()
    const video = container.querySelector('video') as HTMLVideoElement
    expect(video.controls).toBe(true)
    expect(video.getAttribute('poster')).toBe('/media/ted.jpg')
    expect(video.hasAttribute('playsinline')).toBe(true)
    // A link outside the allowlist is not offered.
    expect(screen.queryByRole('button', { name: '了解详情' })).toBeNull()
  })
})
