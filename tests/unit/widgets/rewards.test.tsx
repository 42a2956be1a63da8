import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { productNames } from '@/runtime/config'
import type { ShareService } from '@/runtime/platform'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import ScholarshipHome from '@/widgets/scholarship-home/scholarship-home'
import ScholarshipRecords from '@/widgets/scholarship-records/scholarship-records'
import SprintHome from '@/widgets/sprint-home/sprint-home'
import SprintRank from '@/widgets/sprint-rank/sprint-rank'
import SprintResult from '@/widgets/sprint-result/sprint-result'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()
const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function loggedIn(options: { share?: ShareService } = {}): TestRuntime {
  const runtime = makeRuntime({}, options)
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

function record(id: number, type: 'INCOME' | 'EXPENSE', amount: number, reason: string) {
  return {
    id,
    type,
    amount,
    balanceAfter: 325,
    source: type === 'INCOME' ? 'TASK' : 'EXCHANGE',
    reason,
    createdAt: '2026-11-20T01:00:00.000Z',
  }
}

const incomeRecord = record(3, 'INCOME', 5, '每日签到')
const expenseRecord = record(2, 'EXPENSE', 300, '兑换DermaCampus 定制笔记本')

function page(items: unknown[]) {
  return ok({ items, total: items.length, page: 1, size: 15, hasMore: false })
}

function home(overrides: Record<string, unknown> = {}) {
  return {
    balance: 100,
    todayIncome: 0,
    totalIncome: 400,
    totalExpense: 300,
    dailyClaimLimit: 3,
    todayClaims: 0,
    claimStatus: 'NORMAL',
    restrictedUntil: null,
    tasks: [
      {
        id: 1,
        type: 'SIGN_IN',
        title: '每日签到',
        description: '每天打开奖学金页面签到',
        reward: 5,
        status: 'CLAIMABLE',
        actionText: '去签到',
        route: null,
      },
      {
        id: 2,
        type: 'WATCH_LESSON',
        title: '学习一节课程',
        description: '今日任意课程学习满 1 节',
        reward: 10,
        status: 'TODO',
        actionText: '去学习',
        route: { name: 'courseDetail', query: { id: 1 } },
      },
    ],
    goods: [],
    ...overrides,
  }
}

/**
 * A scholarship server that keeps the balance, the claimed tasks and the records, as the real one does:
 * scholarship.home and scholarship.records answer them as they are now, scholarship.claim changes them.
 */
function scholarshipServer() {
  let balance = 100
  const claimed = new Set<number>()
  const records = [expenseRecord]
  const answer = () => {
    const base = home()
    const income = records.filter((entry) => entry.type === 'INCOME')
    return {
      ...base,
      balance,
      todayIncome: income.reduce((sum, entry) => sum + entry.amount, 0),
      todayClaims: claimed.size,
      tasks: base.tasks.map((task) => (claimed.has(task.id) ? { ...task, status: 'CLAIMED' } : task)),
    }
  }
  const claim = onEndpoint('scholarship.claim', () => {
    const taskId = Number(claim.paths.at(-1)?.taskId)
    const task = home().tasks.find((entry) => entry.id === taskId)
    if (!task || claimed.has(taskId)) return fail(400, 'scholarship.task.claimed', '奖励已领取')
    claimed.add(taskId)
    balance += task.reward
    const entry = { ...record(10 + taskId, 'INCOME', task.reward, task.title), balanceAfter: balance }
    records.unshift(entry)
    return ok({ taskId, balance, todayClaims: claimed.size, record: entry })
  })
  const endpoints = {
    home: onEndpoint('scholarship.home', () => ok(answer())),
    records: onEndpoint('scholarship.records', () => page(records)),
    claim,
  }
  server.use(...Object.values(endpoints).map((endpoint) => endpoint.handler))
  return endpoints
}

const sprint = {
  id: 202611,
  title: '2026年11月学习冲刺月',
  month: '2026-11',
  status: 'PROCESSING',
  startTime: '2026-10-31T16:00:00.000Z',
  endTime: '2026-11-30T16:00:00.000Z',
  dailyGoalMinutes: 30,
  participantCount: 9,
  rules: ['按本月累计学习时长排名'],
  bannerUrl: '',
  shareTitle: '',
  shareDesc: '',
  shareImg: '',
}

function rankRow(rank: number, name: string, mine = false) {
  return {
    rank,
    [productNames.idKey]: `d-${rank}`,
    name,
    avatar: '',
    hospital: '华东医科大学附属第一医院',
    title: '主治医师',
    minutes: 1000 - rank * 50,
    days: 20 - rank,
    mine,
  }
}

describe('ScholarshipRecords', () => {
  it('the 收入 and 支出 tabs ask for their type and show the amounts with their sign', async () => {
    const records = onEndpoint('scholarship.records', (params) =>
      page(
        params.type === 'INCOME'
          ? [incomeRecord]
          : params.type === 'EXPENSE'
            ? [expenseRecord]
            : [incomeRecord, expenseRecord],
      ),
    )
    server.use(records.handler)
    const schema: PageSchema = { body: [{ widget: 'ScholarshipRecords', props: { type: '${query.type}' } }] }
    renderWithRuntime(<SchemaView schema={schema} query={{}} />, loggedIn())

    expect(await screen.findByText('+5')).toBeTruthy()
    expect(screen.getByText('−300')).toBeTruthy()
    expect(records.sent[0]).toEqual({ page: '1', size: '15' })

    await user.click(screen.getByRole('tab', { name: '收入' }))
    await waitFor(() => expect(records.sent.at(-1)).toEqual({ page: '1', size: '15', type: 'INCOME' }))
    await waitFor(() => expect(screen.queryByText('−300')).toBeNull())
    expect(screen.getByText('每日签到')).toBeTruthy()

    await user.click(screen.getByRole('tab', { name: '支出' }))
    await waitFor(() => expect(records.sent.at(-1)).toEqual({ page: '1', size: '15', type: 'EXPENSE' }))
    expect(await screen.findByText('−300')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('+5')).toBeNull())
  })

  it('an empty tab says so and offers 去赚麦豆', async () => {
    server.use(onEndpoint('scholarship.records', () => page([])).handler)
    renderWithRuntime(<ScholarshipRecords type="EXPENSE" />, loggedIn())
    expect(await screen.findByText('暂无支出记录')).toBeTruthy()
    expect(screen.getByRole('button', { name: '去赚麦豆' })).toBeTruthy()
  })
})

describe('ScholarshipHome', () => {
  it('领取 a done task: the balance and 已领取 are scholarship.home asked again after the claim, and a scholarship event is tracked', async () => {
    const bank = scholarshipServer()
    const runtime = loggedIn()
    const event = vi.fn()
    runtime.tracker = { event } as unknown as TestRuntime['tracker']
    renderWithRuntime(<ScholarshipHome />, runtime)

    expect((await screen.findByLabelText('麦豆余额 100')).textContent).toBe('100')
    await user.click(screen.getByRole('button', { name: '领取 每日签到' }))

    expect((await screen.findByLabelText('麦豆余额 105')).textContent).toBe('105')
    expect(bank.claim.paths).toEqual([{ taskId: '1' }])
    expect(bank.home.sent).toHaveLength(2)
    const task = screen.getByText('每日签到', { selector: 'p *, p' }).closest('li') as HTMLElement
    expect(within(task).getByRole('button', { name: '已领取' })).toBeTruthy()
    expect(await screen.findByText('领取成功 +5 麦豆')).toBeTruthy()
    expect(event).toHaveBeenCalledWith('scholarship', expect.objectContaining({ action: 'claim', taskId: 1 }))
  })

  it('a bean-reward limit code opens the global modal 提示 / 我知道了 with the policy wording', async () => {
    server.use(onEndpoint('scholarship.home', () => ok(home())).handler)
    server.use(
      onEndpoint('scholarship.claim', () =>
        fail(
          400,
          'scholarship.bean.daily.limit',
          '今日领取麦豆已达上限。继续超限领取，账号将被限制领取 24 小时。',
        ),
      ).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<ScholarshipHome />, runtime)
    await user.click(await screen.findByRole('button', { name: '领取 每日签到' }))

    await waitFor(() => expect(runtime.stores.ui.modal).not.toBeNull())
    expect(runtime.stores.ui.modal).toMatchObject({
      title: '提示',
      confirmBtnText: '我知道了',
      content: '今日领取麦豆已达上限。继续超限领取，账号将被限制领取 24 小时。',
    })
    // The balance did not move.
    expect(screen.getByLabelText('麦豆余额 100')).toBeTruthy()
  })

  it('a restricted doctor sees until when, and 领取 is disabled', async () => {
    server.use(
      onEndpoint('scholarship.home', () =>
        ok(home({ claimStatus: 'RESTRICTED', restrictedUntil: '2026-11-23T04:00:00.000Z' })),
      ).handler,
    )
    renderWithRuntime(<ScholarshipHome />, loggedIn())
    expect(await screen.findByText(/超限领取次数过多/)).toBeTruthy()
    expect(screen.getByRole('button', { name: '领取 每日签到' }).hasAttribute('disabled')).toBe(true)
  })
})

describe('SprintRank', () => {
  it('my row is pinned at the bottom even when it is not on the page', async () => {
    const rows = [rankRow(1, '陈主任'), rankRow(2, '高主任'), rankRow(3, '张医生')]
    server.use(
      onEndpoint('sprint.rank', () =>
        ok({
          items: rows,
          total: 9,
          page: 1,
          size: 3,
          hasMore: true,
          mine: rankRow(7, '李医生', true),
          sprintId: 202611,
        }),
      ).handler,
    )
    renderWithRuntime(<SprintRank pageSize={3} />, loggedIn())

    const pinned = await screen.findByRole('complementary', { name: '我的排名' })
    expect(within(pinned).getByText('李医生')).toBeTruthy()
    expect(within(pinned).getByText('我')).toBeTruthy()
    expect(within(pinned).getByLabelText('第 7 名')).toBeTruthy()
    expect(within(screen.getByRole('list', { name: '冲刺排行' })).getAllByRole('listitem')).toHaveLength(3)
  })

  it('a doctor who has not joined is offered 去报名 instead of a row', async () => {
    server.use(
      onEndpoint('sprint.rank', () =>
        ok({
          items: [rankRow(1, '陈主任')],
          total: 1,
          page: 1,
          size: 20,
          hasMore: false,
          mine: null,
          sprintId: 202611,
        }),
      ).handler,
    )
    renderWithRuntime(<SprintRank />, loggedIn())
    const pinned = await screen.findByRole('complementary', { name: '我的排名' })
    expect(within(pinned).getByText('你还未报名本期冲刺月')).toBeTruthy()
  })
})

describe('SprintResult', () => {
  const result = {
    sprint,
    doctor: {
      [productNames.idKey]: '6a1f',
      name: '李医生',
      avatar: '',
      hospital: '华东医科大学附属第一医院',
      title: '主治医师',
    },
    joined: true,
    minutes: 780,
    days: 18,
    lessons: 31,
    rank: 4,
    participantCount: 9,
    beatPercent: 62,
    badge: { level: 'SILVER', name: '勤学达人', description: '本月学习超过 10 小时' },
    mine: false,
    shareTitle: '李医生本月学习了 13 小时，击败了 62% 的同行',
    shareDesc: '每天学习 30 分钟，和全国皮肤科同行一起冲刺',
    shareImg: '',
  }

  it('the share page shows targetDermaId’s card without a login, sets the share card, and 我也要参加 asks for login first', async () => {
    const publicResult = onEndpoint('sprint.publicResult', () => ok(result))
    server.use(publicResult.handler)
    const configure = vi.fn(async (_config?: Record<string, unknown>) => undefined)
    const runtime = makeRuntime({}, { share: { configure, completed: async () => 0 } })
    const schema: PageSchema = {
      body: [{ widget: 'SprintResult', props: { mode: 'share', targetId: '${query.targetDermaId}' } }],
    }
    renderWithRuntime(<SchemaView schema={schema} query={{ [productNames.targetIdKey]: '6a1f' }} />, runtime)

    expect(await screen.findByText('李医生')).toBeTruthy()
    expect(screen.getByText('勤学达人')).toBeTruthy()
    expect(publicResult.sent).toEqual([{ [productNames.targetIdKey]: '6a1f' }])
    await waitFor(() => expect(configure).toHaveBeenCalled())
    expect(configure.mock.calls.at(-1)?.[0]).toMatchObject({
      title: result.shareTitle,
      link: expect.stringContaining(`/sprint/resultShare?${productNames.targetIdKey}=6a1f`),
    })

    await user.click(screen.getByRole('button', { name: '我也要参加' }))
    const visit = runtime.visits.at(-1)?.path ?? ''
    expect(visit).toMatch(/\/login\?redirect_url=/)
  })

  it('a logged-in visitor of the share page goes straight to the sprint', async () => {
    server.use(onEndpoint('sprint.publicResult', () => ok(result)).handler)
    const runtime = loggedIn()
    renderWithRuntime(<SprintResult mode="share" targetId="6a1f" />, runtime)
    await user.click(await screen.findByRole('button', { name: '我也要参加' }))
    expect(runtime.visits.at(-1)?.path).toMatch(/\/sprint$/)
  })

  it('my result page moves another doctor’s id to the share page', async () => {
    server.use(
      onEndpoint('sprint.result', () => fail(400, 'sprint.result.not.mine', '只能查看自己的冲刺成绩'))
        .handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<SprintResult targetId="c31a" />, runtime)
    await waitFor(() =>
      expect(runtime.visits.at(-1)).toEqual({
        path: expect.stringContaining(`/sprint/resultShare?${productNames.targetIdKey}=c31a`),
        replace: true,
      }),
    )
  })
})

describe('Scholarship and sprint state come from the one client cache (decision 0037)', () => {
  it('a claim refreshes every answer showing 麦豆: 收支明细 shown beside the home lists the new record at once', async () => {
    const bank = scholarshipServer()
    renderWithRuntime(
      <>
        <ScholarshipHome sprintRoute="" goods={false} />
        <ScholarshipRecords />
      </>,
      loggedIn(),
    )
    const records = await screen.findByRole('list', { name: '收支记录' })
    expect(within(records).queryByText('+5')).toBeNull()

    await user.click(screen.getByRole('button', { name: '领取 每日签到' }))

    // The records were not reloaded by hand: scholarship.claim changes scholarship, which they show.
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '收支记录' })).getByText('+5')).toBeTruthy(),
    )
    expect(bank.records.sent.length).toBeGreaterThanOrEqual(2)
    expect(screen.getByLabelText('麦豆余额 105')).toBeTruthy()
  })

  it('立即报名 shows the doctor joined from sprint.home asked again; back on the screen it waits for the fresh answer first', async () => {
    let joined = false
    let hold: Promise<void> | undefined
    const mine = () => ({
      joined,
      targetMinutes: joined ? 900 : 0,
      minutes: 0,
      todayMinutes: 0,
      days: 0,
      lessons: 0,
      rank: joined ? 9 : null,
      beatPercent: 0,
    })
    const homeEndpoint = onEndpoint('sprint.home', async () => {
      await hold
      return ok({
        sprint: { ...sprint, participantCount: joined ? 10 : 9 },
        mine: mine(),
        top: [],
        previous: null,
      })
    })
    const join = onEndpoint('sprint.join', () => {
      joined = true
      return ok(mine())
    })
    server.use(homeEndpoint.handler, join.handler)
    const runtime = loggedIn()
    renderWithRuntime(<SprintHome />, runtime)

    // The doctor has not joined; leaves for another app and comes back (the page is shown again).
    const button = await screen.findByRole('button', { name: '立即报名' })
    let release: () => void = () => undefined
    hold = new Promise<void>((resolve) => {
      release = resolve
    })
    act(() => runtime.data.returned())
    // The join decides on whether the doctor has joined: it waits for the answer asked for now.
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(true))
    release()
    hold = undefined
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))

    await user.click(button)
    expect(await screen.findByRole('region', { name: '我的冲刺' })).toBeTruthy()
    expect(screen.getByText('已有 10 位医生参加')).toBeTruthy()
    expect(join.sent).toEqual([{ targetMinutes: 900 }])
    expect(join.paths).toEqual([{ sprintId: '202611' }])
  })
})
