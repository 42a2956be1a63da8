import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activity, lotteryPrize, lotteryRecord } from '../../server/db/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  captchaAnswer,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/** 赵医生 10011: certified, no history anywhere (contract). */
const NEW_DOCTOR_MOBILE = '13800000003'
const DAY = 86_400_000

interface Activity {
  id: number
  title: string
  type: string
  status: string
  phase: string
  registrationEnabled: boolean
  registrationStatus: string
  registeredCount: number
  appointmentEnabled: boolean
  subscribedCount: number
  lotteryId: number | null
  votePromotionId: number | null
  hasCertificate: boolean
  mine: {
    registered: boolean
    registeredAt: string | null
    appointmentStatus: string
    ticketCount: number
  } | null
}

interface Ticket {
  id: number
  code: string
  sessionTitle: string
  seat: string
  status: string
  signedAt: string | null
}

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

interface Duration {
  phase: string
  targetMinutes: number
  studiedMinutes: number
  todayMinutes: number
  targetDays: number
  checkInDays: number
  checkedInToday: boolean
  days: { date: string; minutes: number; checkedIn: boolean }[]
  reward: { type: string; amount: number; state: string; claimedAt: string | null }
}

interface Prize {
  id: number
  name: string
  type: string
  amount: number
  ebookId: number | null
  instruction: string
  stock: number | null
  remaining: number | null
}

interface Lottery {
  id: number
  status: string
  chances: number
  usedChances: number
  remainingChances: number
  rulesHtml: string
  prizes: Prize[]
}

interface LotteryRecord {
  id: number
  prizeId: number
  prizeName: string
  prizeType: string
  amount: number
  ebookId: number | null
  instruction: string
  needsAddress: boolean
  address: { name: string; mobile: string; address: string } | null
}

describe.each(databaseTargets)('activity and lottery endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer
  let newDoctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    ;[doctor, other, newDoctor] = await Promise.all([
      passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD),
    ])
  })
  afterAll(() => server?.dispose())

  const call = (
    login: LoginAnswer | undefined,
    method: InjectOptions['method'],
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${api}${path}`,
      headers: login ? bearer(login.token) : {},
      ...(payload ? { payload } : {}),
    })

  const json = async <T>(
    login: LoginAnswer | undefined,
    method: InjectOptions['method'],
    path: string,
    payload?: object,
  ) => {
    const response = await call(login, method, path, payload)
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  async function guestLogin(): Promise<LoginAnswer> {
    const captcha = await app.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })
    const { captchaId } = captcha.json<{ captchaId: string }>()
    const code = await captchaAnswer(server.database, captchaId)
    const response = await app.inject({
      method: 'POST',
      url: `${api}/user/v1/auth/captcha/login`,
      payload: { captchaId, code, tokenExpirationHours: 24 },
    })
    expect(response.statusCode).toBe(200)
    return response.json<LoginAnswer>()
  }

  describe('activities', () => {
    it('the seed has an activity in each time window and each registration status', async () => {
      const states = await Promise.all(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((id) =>
          json<Activity>(undefined, 'GET', `/academy/v1/activity/${id}`),
        ),
      )
      expect(states.map((item) => item.phase)).toEqual([
        'PROCESSING',
        'NO_STARTED',
        'COMPLETED',
        'NO_STARTED',
        'PROCESSING',
        'PROCESSING',
        'PROCESSING',
        'NO_STARTED',
        'COMPLETED',
      ])
      expect(states.map((item) => item.registrationStatus).slice(0, 5)).toEqual([
        'START',
        'NOT_START',
        'END',
        'START',
        'START',
      ])
      const gcp = states[4]
      expect(gcp).toMatchObject({ title: 'GCP 培训', status: 'ACTIVE', type: 'TRAINING' })
      expect(states[5]).toMatchObject({ type: 'DURATION', title: '学习时长打卡' })
      expect(states[6]?.status).toBe('INACTIVE')
      expect(states[0]).toMatchObject({ lotteryId: 1, votePromotionId: 26, hasCertificate: true })
    })

    it('activity.detail is public: mine is null without a token, the caller’s state with one', async () => {
      expect((await json<Activity>(undefined, 'GET', '/academy/v1/activity/4')).mine).toBeNull()
      const mine = await json<Activity>(doctor, 'GET', '/academy/v1/activity/4')
      expect(mine.mine).toMatchObject({ registered: true, appointmentStatus: 'UNSUBSCRIBED', ticketCount: 2 })
      const fresh = await json<Activity>(newDoctor, 'GET', '/academy/v1/activity/4')
      expect(fresh.mine).toEqual({
        registered: false,
        registeredAt: null,
        appointmentStatus: 'UNSUBSCRIBED',
        ticketCount: 0,
      })
      const missing = await call(undefined, 'GET', '/academy/v1/activity/999999')
      expect(missing.statusCode).toBe(404)
      expect(missing.json<ErrorAnswer>().code).toBe('activity.not.found')
    })

    it('activity.items lists ACTIVE activities only, filtered by window, type and keyword', async () => {
      const all = await json<Page<Activity>>(undefined, 'GET', '/community-search/v1/activity/items?size=50')
      expect(all.items.map((item) => item.id)).not.toContain(7)
      expect(all.items[0]?.phase).toBe('PROCESSING')
      const processing = await json<Page<Activity>>(
        undefined,
        'GET',
        '/community-search/v1/activity/items?status=PROCESSING&size=50',
      )
      expect(processing.items.every((item) => item.phase === 'PROCESSING')).toBe(true)
      expect(processing.items.map((item) => item.id).sort()).toEqual([1, 5, 6])
      const durations = await json<Page<Activity>>(
        undefined,
        'GET',
        '/community-search/v1/activity/items?type=DURATION',
      )
      expect(durations.items.map((item) => item.id).sort()).toEqual([6, 8, 9])
      const keyword = await json<Page<Activity>>(
        undefined,
        'GET',
        `/community-search/v1/activity/items?keyword=${encodeURIComponent('GCP')}`,
      )
      expect(keyword.items.map((item) => item.id)).toEqual([5])
      const paged = await json<Page<Activity>>(
        undefined,
        'GET',
        '/community-search/v1/activity/items?page=1&size=2',
      )
      expect(paged).toMatchObject({ page: 1, size: 2, hasMore: true })
      expect(paged.items).toHaveLength(2)
    })

    it('activity.tickets answers the caller’s sign tickets, filtered SIGNED / UNSIGNED; a doctor without any has none', async () => {
      const signed = await json<Page<Ticket>>(
        doctor,
        'GET',
        '/academy/v1/user/activity/3/tickets?status=SIGNED',
      )
      expect(signed.items).toHaveLength(2)
      expect(signed.items.every((ticket) => ticket.status === 'SIGNED' && ticket.signedAt !== null)).toBe(
        true,
      )
      expect(signed.items[0]?.code).toMatch(/^\d{8}$/)
      const unsigned = await json<Page<Ticket>>(
        doctor,
        'GET',
        '/academy/v1/user/activity/3/tickets?status=UNSIGNED',
      )
      expect(unsigned.items).toHaveLength(0)
      const upcoming = await json<Page<Ticket>>(doctor, 'GET', '/academy/v1/user/activity/4/tickets')
      expect(upcoming.items.map((ticket) => ticket.status)).toEqual(['UNSIGNED', 'UNSIGNED'])
      expect((await json<Page<Ticket>>(newDoctor, 'GET', '/academy/v1/user/activity/4/tickets')).total).toBe(
        0,
      )
      expect((await call(undefined, 'GET', '/academy/v1/user/activity/4/tickets')).statusCode).toBe(401)
    })

    it('registration: START signs up once (an OFFLINE activity issues a ticket); NOT_START, END and INACTIVE refuse with 400', async () => {
      const before = await json<Activity>(undefined, 'GET', '/academy/v1/activity/4')
      const registered = await json<Activity>(other, 'POST', '/academy/v1/user/activity/4/registration')
      expect(registered.mine).toMatchObject({ registered: true, ticketCount: 1 })
      expect(registered.registeredCount).toBe(before.registeredCount + 1)
      const again = await json<Activity>(other, 'POST', '/academy/v1/user/activity/4/registration')
      expect(again.registeredCount).toBe(registered.registeredCount)
      const tickets = await json<Page<Ticket>>(other, 'GET', '/academy/v1/user/activity/4/tickets')
      expect(tickets.items[0]).toMatchObject({ status: 'UNSIGNED', sessionTitle: before.title })

      const refusals: [number, string][] = [
        [2, 'activity.registration.not.started'],
        [3, 'activity.registration.ended'],
        [7, 'activity.inactive'],
        [6, 'activity.registration.unavailable'],
      ]
      for (const [id, code] of refusals) {
        const response = await call(other, 'POST', `/academy/v1/user/activity/${id}/registration`)
        expect(response.statusCode, `activity ${id}`).toBe(400)
        expect(response.json<ErrorAnswer>().code).toBe(code)
      }
    })

    it('registration never passes the quota, even under parallel sign-ups', async () => {
      const now = Date.now()
      await server.database.db.insert(activity).values({
        id: 9001,
        title: '限额测试活动',
        type: 'GENERAL',
        startTime: new Date(now + 5 * DAY),
        endTime: new Date(now + 6 * DAY),
        registrationStartTime: new Date(now - DAY),
        registrationEndTime: new Date(now + 4 * DAY),
        quota: 2,
      })
      const answers = await Promise.all(
        [doctor, other, newDoctor].map((login) =>
          call(login, 'POST', '/academy/v1/user/activity/9001/registration'),
        ),
      )
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(2)
      const refused = answers.find((answer) => answer.statusCode !== 200)
      expect(refused?.statusCode).toBe(400)
      expect(refused?.json<ErrorAnswer>().code).toBe('activity.registration.full')
    })

    it('appointment toggles SUBSCRIBED ↔ UNSUBSCRIBE before the start; after it 预约 is closed', async () => {
      const subscribed = await json<Activity>(newDoctor, 'POST', '/academy/v1/user/activity/2/appointment')
      expect(subscribed.mine?.appointmentStatus).toBe('SUBSCRIBED')
      const cancelled = await json<Activity>(newDoctor, 'DELETE', '/academy/v1/user/activity/2/appointment')
      expect(cancelled.mine?.appointmentStatus).toBe('UNSUBSCRIBE')
      expect(cancelled.subscribedCount).toBe(subscribed.subscribedCount - 1)
      const again = await json<Activity>(newDoctor, 'POST', '/academy/v1/user/activity/2/appointment')
      expect(again.mine?.appointmentStatus).toBe('SUBSCRIBED')
      expect((await json<Activity>(doctor, 'GET', '/academy/v1/activity/2')).mine?.appointmentStatus).toBe(
        'SUBSCRIBED',
      )

      const started = await call(newDoctor, 'POST', '/academy/v1/user/activity/1/appointment')
      expect(started.statusCode).toBe(400)
      expect(started.json<ErrorAnswer>().code).toBe('activity.appointment.unavailable')
      await server.database.db.update(activity).set({ appointmentEnabled: true }).where(eq(activity.id, 1))
      const closed = await call(newDoctor, 'POST', '/academy/v1/user/activity/1/appointment')
      expect(closed.json<ErrorAnswer>().code).toBe('activity.appointment.closed')
      await server.database.db.update(activity).set({ appointmentEnabled: false }).where(eq(activity.id, 1))
    })

    it('the duration activity counts minutes and check-in days within the window; the reward unlocks only at the goal', async () => {
      const progress = await json<Duration>(doctor, 'GET', '/academy/v1/user/activity/6/duration')
      expect(progress).toMatchObject({ phase: 'PROCESSING', targetMinutes: 600, targetDays: 15 })
      expect(progress.studiedMinutes).toBeGreaterThanOrEqual(410)
      expect(progress.checkInDays).toBe(9)
      expect(progress.days.length).toBe(7)
      expect(progress.reward).toMatchObject({ type: 'MAIDOU', amount: 200, state: 'LOCKED' })
      const locked = await call(doctor, 'POST', '/academy/v1/user/activity/6/duration/reward')
      expect(locked.json<ErrorAnswer>().code).toBe('activity.reward.not.reached')

      const checked = await json<Duration>(newDoctor, 'POST', '/academy/v1/user/activity/6/duration/check-in')
      expect(checked).toMatchObject({ checkedInToday: true, checkInDays: 1, studiedMinutes: 0 })
      const twice = await json<Duration>(newDoctor, 'POST', '/academy/v1/user/activity/6/duration/check-in')
      expect(twice.checkInDays).toBe(1)

      const early = await call(newDoctor, 'POST', '/academy/v1/user/activity/8/duration/check-in')
      expect(early.json<ErrorAnswer>().code).toBe('activity.not.started')
      const late = await call(newDoctor, 'POST', '/academy/v1/user/activity/9/duration/check-in')
      expect(late.json<ErrorAnswer>().code).toBe('activity.ended')
      // At the goal the reward is claimed once, and its 麦豆 reach the scholarship wallet once.
      await server.database.db
        .update(activity)
        .set({ targetMinutes: 0, targetDays: 1 })
        .where(eq(activity.id, 6))
      const balance = async () =>
        (await json<{ balance: number }>(newDoctor, 'GET', '/promotion/v1/user/scholarship')).balance
      const before = await balance()
      const reward = await json<Duration>(newDoctor, 'POST', '/academy/v1/user/activity/6/duration/reward')
      expect(reward.reward.state).toBe('CLAIMED')
      await json<Duration>(newDoctor, 'POST', '/academy/v1/user/activity/6/duration/reward')
      expect(await balance()).toBe(before + 200)
      const claimed = await json<Duration>(doctor, 'GET', '/academy/v1/user/activity/9/duration')
      expect(claimed.reward.state).toBe('CLAIMED')
      const notDuration = await call(doctor, 'GET', '/academy/v1/user/activity/1/duration')
      expect(notDuration.statusCode).toBe(404)
    })
  })

  describe('lotteries', () => {
    it('lottery.detail: status from the times, every prize type, the caller’s remaining chances', async () => {
      const processing = await json<Lottery>(doctor, 'GET', '/promotion/v2/user/lottery/1')
      expect(processing).toMatchObject({
        status: 'PROCESSING',
        chances: 3,
        usedChances: 2,
        remainingChances: 1,
      })
      expect(processing.prizes.map((prize) => prize.type).sort()).toEqual(
        ['EBOOK', 'GOODS', 'INTEGRAL', 'MAIDOU', 'NONE', 'OTHER'].sort(),
      )
      expect(processing.prizes.find((prize) => prize.type === 'EBOOK')?.ebookId).toBe(1)
      expect(processing.prizes.find((prize) => prize.type === 'OTHER')?.instruction).not.toBe('')
      expect(processing.prizes.find((prize) => prize.type === 'NONE')).toMatchObject({
        name: '谢谢参与',
        stock: null,
      })
      expect((await json<Lottery>(newDoctor, 'GET', '/promotion/v2/user/lottery/1')).remainingChances).toBe(3)
      expect((await json<Lottery>(doctor, 'GET', '/promotion/v2/user/lottery/2')).status).toBe('NO_STARTED')
      expect((await json<Lottery>(doctor, 'GET', '/promotion/v2/user/lottery/3')).status).toBe('COMPLETED')
    })

    it('drawing outside PROCESSING is refused: 活动还未开始 / 活动已经结束', async () => {
      const early = await call(newDoctor, 'POST', '/promotion/v2/user/lottery/2/draw')
      expect(early.statusCode).toBe(400)
      expect(early.json<ErrorAnswer>()).toEqual({ code: 'lottery.not.started', message: '活动还未开始' })
      const late = await call(newDoctor, 'POST', '/promotion/v2/user/lottery/3/draw')
      expect(late.json<ErrorAnswer>()).toEqual({ code: 'lottery.ended', message: '活动已经结束' })
    })

    it('a visitor (ROLE_GUEST) may not draw: 400 lottery.guest.forbidden; no token is 401', async () => {
      const guest = await guestLogin()
      const refused = await call(guest, 'POST', '/promotion/v2/user/lottery/1/draw')
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>()).toEqual({
        code: 'lottery.guest.forbidden',
        message: '请先登录医生账号',
      })
      expect((await call(undefined, 'POST', '/promotion/v2/user/lottery/1/draw')).statusCode).toBe(401)
    })

    it('parallel draws never pass the caller’s chances: 10 draws with 1 chance record exactly 1', async () => {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call(newDoctor, 'POST', '/promotion/v2/user/lottery/5/draw')),
      )
      const won = answers.filter((answer) => answer.statusCode === 200)
      expect(won).toHaveLength(1)
      expect(won[0]?.json<{ remainingChances: number }>().remainingChances).toBe(0)
      for (const answer of answers.filter((item) => item.statusCode !== 200)) {
        expect(answer.json<ErrorAnswer>().code).toBe('lottery.chance.run.out')
      }
      const records = await server.database.db
        .select()
        .from(lotteryRecord)
        .where(and(eq(lotteryRecord.lotteryId, 5), eq(lotteryRecord.accountId, Number(newDoctor.userId))))
      expect(records).toHaveLength(1)
    })

    it('parallel draws never pass a prize’s stock: 12 draws against a stock of 3 win exactly 3', async () => {
      const drawers = [doctor, other, newDoctor]
      const answers = await Promise.all(
        Array.from({ length: 12 }, (_, index) =>
          call(drawers[index % 3], 'POST', '/promotion/v2/user/lottery/4/draw'),
        ),
      )
      expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(3)
      for (const answer of answers.filter((item) => item.statusCode !== 200)) {
        expect(answer.json<ErrorAnswer>().code).toBe('lottery.prize.run.out')
      }
      const [prize] = await server.database.db.select().from(lotteryPrize).where(eq(lotteryPrize.id, 401))
      expect(prize?.won).toBe(3)
      const detail = await json<Lottery>(doctor, 'GET', '/promotion/v2/user/lottery/4')
      expect(detail.prizes[0]?.remaining).toBe(0)
    })

    it('a draw records the win with what its prize type needs; chances run out after the last one', async () => {
      const draws: LotteryRecord[] = []
      for (let index = 0; index < 3; index += 1) {
        draws.push(
          (await json<{ record: LotteryRecord }>(other, 'POST', '/promotion/v2/user/lottery/1/draw')).record,
        )
      }
      for (const record of draws) {
        if (record.prizeType === 'MAIDOU' || record.prizeType === 'INTEGRAL')
          expect(record.amount).toBeGreaterThan(0)
        if (record.prizeType === 'EBOOK') expect(record.ebookId).toBe(1)
        if (record.prizeType === 'OTHER') expect(record.instruction).not.toBe('')
        expect(record.needsAddress).toBe(record.prizeType === 'GOODS')
      }
      // 麦豆 wins land in the scholarship wallet as 抽奖 income, one record per win.
      const beans = await json<Page<{ source: string; amount: number }>>(
        other,
        'GET',
        '/promotion/v1/user/scholarship/records?type=INCOME&size=50',
      )
      expect(beans.items.filter((item) => item.source === 'LOTTERY').map((item) => item.amount)).toEqual(
        draws
          .filter((record) => record.prizeType === 'MAIDOU')
          .map((record) => record.amount)
          .reverse(),
      )
      const out = await call(other, 'POST', '/promotion/v2/user/lottery/1/draw')
      expect(out.json<ErrorAnswer>()).toEqual({ code: 'lottery.chance.run.out', message: '抽奖次数已用完' })
      const records = await json<Page<LotteryRecord>>(other, 'GET', '/promotion/v2/user/lottery/1/records')
      expect(records.items.map((record) => record.id)).toEqual(draws.map((record) => record.id).reverse())
    })

    it('a GOODS winner fills in a shipping address with a mainland mobile; other prizes need none', async () => {
      const records = await json<Page<LotteryRecord>>(doctor, 'GET', '/promotion/v2/user/lottery/1/records')
      const goods = records.items.find((record) => record.prizeType === 'GOODS')
      expect(goods?.needsAddress).toBe(true)
      const badMobile = await call(
        doctor,
        'POST',
        `/promotion/v2/user/lottery/1/records/${goods?.id}/address`,
        {
          name: '李医生',
          mobile: '11800000001',
          address: '上海市徐汇区某某路 100 号',
        },
      )
      expect(badMobile.json<ErrorAnswer>().code).toBe('lottery.mobile.invalid')
      const filled = await json<LotteryRecord>(
        doctor,
        'POST',
        `/promotion/v2/user/lottery/1/records/${goods?.id}/address`,
        {
          name: ' 李医生 ',
          mobile: '13800000001',
          address: '上海市徐汇区某某路 100 号',
        },
      )
      expect(filled).toMatchObject({
        needsAddress: false,
        address: { name: '李医生', mobile: '13800000001' },
      })
      const maidou = records.items.find((record) => record.prizeType === 'MAIDOU')
      const notNeeded = await call(
        doctor,
        'POST',
        `/promotion/v2/user/lottery/1/records/${maidou?.id}/address`,
        {
          name: '李医生',
          mobile: '13800000001',
          address: '上海市徐汇区某某路 100 号',
        },
      )
      expect(notNeeded.json<ErrorAnswer>().code).toBe('lottery.address.not.needed')
      const foreign = await call(other, 'POST', `/promotion/v2/user/lottery/1/records/${goods?.id}/address`, {
        name: '王医生',
        mobile: '13800000002',
        address: '北京市海淀区某某路 1 号',
      })
      expect(foreign.statusCode).toBe(404)
    })
  })
})
