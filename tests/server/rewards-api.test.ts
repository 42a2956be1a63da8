import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BEAN_LIMIT_MESSAGES, DAILY_CLAIM_LIMIT } from '../../schemas/api/scholarship'
import { TokenService } from '../../server/auth/tokens'
import { scholarshipWallet } from '../../server/db/index'
import { commenters, seedAccounts } from '../../server/seed/index'
import { rewardLimitNotices } from '../../src/runtime/api/policy'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  captchaAnswer,
  type ErrorAnswer,
  idKey,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface RecordAnswer {
  id: number
  type: 'INCOME' | 'EXPENSE'
  amount: number
  balanceAfter: number
  source: string
  reason: string
  createdAt: string
}

interface Home {
  balance: number
  todayIncome: number
  todayClaims: number
  claimStatus: string
  restrictedUntil: string | null
  tasks: { id: number; type: string; status: string; reward: number }[]
  goods: { id: number; price: number; stock: number | null; owned: boolean; courseId: number | null }[]
}

interface Page<T> {
  items: T[]
  total: number
  hasMore: boolean
}

interface RankRow {
  rank: number
  name: string
  minutes: number
  days: number
  mine: boolean
  [key: string]: unknown
}

interface SprintResult {
  sprint: { id: number; status: string }
  doctor: Record<string, string>
  joined: boolean
  minutes: number
  rank: number | null
  beatPercent: number
  badge: { level: string }
  mine: boolean
  shareTitle: string
}

/** The task ids of server/seed/rewards.ts that are done without any learning today. */
const SIGN_IN = 1
const WATCH_LESSON = 2
const SHARE = 5
const SPRINT_JOIN = 6

const lee = seedAccounts[0]?.row
const zhao = seedAccounts[2]?.row

describe.each(databaseTargets)('scholarship and sprint endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  const tokens = new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET))

  /** A token for a seeded commenter (they have no password). */
  async function commenterToken(index: number): Promise<string> {
    const peer = commenters[index]
    if (!peer) throw new Error(`no commenter ${index}`)
    return (await tokens.issue({ userId: String(peer.id), doctorId: peer.doctorId, roles: ['ROLE_DOCTOR'] }))
      .token
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const call = (token: string | undefined, method: InjectOptions['method'], path: string) =>
    app.inject({ method, url: `${api}${path}`, headers: token ? bearer(token) : {} })

  async function json<T>(
    token: string | undefined,
    method: InjectOptions['method'],
    path: string,
  ): Promise<T> {
    const response = await call(token, method, path)
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  const home = (token: string) => json<Home>(token, 'GET', '/promotion/v1/user/scholarship')
  const claim = (token: string, taskId: number) =>
    call(token, 'POST', `/promotion/v1/user/scholarship/task/${taskId}/claim`)
  const exchange = (token: string, goodsId: number) =>
    call(token, 'POST', `/promotion/v1/user/scholarship/goods/${goodsId}/exchange`)
  const records = (token: string, query = '') =>
    json<Page<RecordAnswer>>(token, 'GET', `/promotion/v1/user/scholarship/records${query}`)

  describe('scholarship', () => {
    it('the seed gives 李医生 a balance equal to his income minus his expense records, with both kinds', async () => {
      const mine = await home(doctor.token)
      const all = await records(doctor.token, '?size=50')
      const income = all.items
        .filter((item) => item.type === 'INCOME')
        .reduce((sum, item) => sum + item.amount, 0)
      const expense = all.items
        .filter((item) => item.type === 'EXPENSE')
        .reduce((sum, item) => sum + item.amount, 0)
      expect(mine.balance).toBeGreaterThan(0)
      expect(mine.balance).toBe(income - expense)
      expect(all.items[0]?.balanceAfter).toBe(mine.balance)
      expect(expense).toBeGreaterThan(0)
      // Nothing claimed today: the whole daily quota is left for a walk through the screens.
      expect(mine.todayClaims).toBe(0)
      expect(mine.tasks.find((task) => task.id === SPRINT_JOIN)?.status).toBe('CLAIMABLE')
    })

    it('赵医生 has the zero state: no balance, no records, the sprint task still to do', async () => {
      if (!zhao) throw new Error('no seed account 10011')
      const token = (
        await tokens.issue({ userId: String(zhao.id), doctorId: zhao.doctorId, roles: ['ROLE_DOCTOR'] })
      ).token
      const mine = await home(token)
      expect(mine.balance).toBe(0)
      expect((await records(token)).total).toBe(0)
      expect(mine.tasks.find((task) => task.id === SPRINT_JOIN)?.status).toBe('TODO')
      expect(mine.tasks.find((task) => task.id === SIGN_IN)?.status).toBe('CLAIMABLE')
    })

    it('a claim adds the reward to the balance and writes an INCOME record; the same task twice a day is refused', async () => {
      const before = await home(doctor.token)
      const reward = before.tasks.find((task) => task.id === SIGN_IN)?.reward ?? 0
      const response = await claim(doctor.token, SIGN_IN)
      expect(response.statusCode).toBe(200)
      const answer = response.json<{ balance: number; record: RecordAnswer; todayClaims: number }>()
      expect(answer.balance).toBe(before.balance + reward)
      expect(answer.record).toMatchObject({
        type: 'INCOME',
        amount: reward,
        source: 'TASK',
        reason: '每日签到',
      })
      expect(answer.todayClaims).toBe(1)
      const income = await records(doctor.token, '?type=INCOME')
      expect(income.items[0]?.id).toBe(answer.record.id)
      expect(income.items.every((item) => item.type === 'INCOME')).toBe(true)
      const after = await home(doctor.token)
      expect(after.tasks.find((task) => task.id === SIGN_IN)?.status).toBe('CLAIMED')
      expect(after.todayIncome).toBe(reward)

      const again = await claim(doctor.token, SIGN_IN)
      expect(again.statusCode).toBe(400)
      expect(again.json<ErrorAnswer>().code).toBe('scholarship.task.claimed')
    })

    it('a task not done today is refused (400 scholarship.task.not.completed); an unknown task is 404', async () => {
      const zhaoToken = zhao
        ? (await tokens.issue({ userId: String(zhao.id), doctorId: zhao.doctorId, roles: ['ROLE_DOCTOR'] }))
            .token
        : ''
      const response = await claim(zhaoToken, SPRINT_JOIN)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('scholarship.task.not.completed')
      expect((await claim(zhaoToken, 999)).statusCode).toBe(404)
    })

    it('an exchange takes the price off the balance and writes an EXPENSE record; a COURSE goods opens the course', async () => {
      const before = await home(doctor.token)
      const course = before.goods.find((goods) => goods.courseId !== null && goods.price <= before.balance)
      if (!course) throw new Error('no affordable course goods for 李医生')
      const response = await exchange(doctor.token, course.id)
      expect(response.statusCode).toBe(200)
      const answer = response.json<{ balance: number; record: RecordAnswer; courseId: number }>()
      expect(answer.balance).toBe(before.balance - course.price)
      expect(answer.record).toMatchObject({ type: 'EXPENSE', amount: course.price, source: 'EXCHANGE' })
      const expense = await records(doctor.token, '?type=EXPENSE')
      expect(expense.items[0]?.id).toBe(answer.record.id)
      expect(expense.items.every((item) => item.type === 'EXPENSE')).toBe(true)
      expect((await home(doctor.token)).goods.find((goods) => goods.id === course.id)?.owned).toBe(true)
      const detail = await json<{ purchased: boolean }>(
        doctor.token,
        'GET',
        `/academy-aggregator/v2/user/course/${answer.courseId}`,
      )
      expect(detail.purchased).toBe(true)
      const twice = await exchange(doctor.token, course.id)
      expect(twice.json<ErrorAnswer>().code).toBe('scholarship.goods.owned')
    })

    it('spending more than the balance is refused with a clear message and nothing changes', async () => {
      const before = await home(doctor.token)
      const dear = before.goods.find(
        (goods) => goods.price > before.balance && goods.stock !== 0 && !goods.owned,
      )
      if (!dear) throw new Error('no goods above 李医生’s balance')
      const response = await exchange(doctor.token, dear.id)
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>()).toEqual({
        code: 'scholarship.balance.insufficient',
        message: '麦豆余额不足，完成学习任务可以赚取麦豆',
      })
      expect((await home(doctor.token)).balance).toBe(before.balance)
    })

    it('a sold-out goods is refused (400 scholarship.goods.sold.out)', async () => {
      const soldOut = (await home(doctor.token)).goods.find((goods) => goods.stock === 0)
      const response = await exchange(doctor.token, soldOut?.id ?? 4)
      expect(response.json<ErrorAnswer>().code).toBe('scholarship.goods.sold.out')
    })

    it('the three bean-reward limit codes come at their thresholds, with the wording the client modal matches', async () => {
      const token = await commenterToken(0)
      // Done without learning today: sign-in, share and the sprint task (the commenters joined the sprint).
      for (const taskId of [SIGN_IN, SHARE, SPRINT_JOIN])
        expect((await claim(token, taskId)).statusCode).toBe(200)
      expect(DAILY_CLAIM_LIMIT).toBe(3)
      const codes: string[] = []
      for (let attempt = 1; attempt <= 12; attempt += 1) {
        const response = await claim(token, WATCH_LESSON)
        expect(response.statusCode).toBe(400)
        const body = response.json<ErrorAnswer>()
        codes.push(body.code)
        expect(body.message).toBe(BEAN_LIMIT_MESSAGES[body.code as keyof typeof BEAN_LIMIT_MESSAGES])
        // The client maps exactly these codes and texts to the global modal (decision 0006).
        expect(rewardLimitNotices.find((notice) => notice.code === body.code)?.content).toBe(body.message)
      }
      // Over-limit claims 1–3: the daily limit; the 4th (more than 3 in 24 h) restricts, and claims
      // during the restriction count too; the 11th (more than 10) blocks for good.
      expect(codes).toEqual([
        'scholarship.bean.daily.limit',
        'scholarship.bean.daily.limit',
        'scholarship.bean.daily.limit',
        ...Array(7).fill('scholarship.bean.over.limit.restricted'),
        'scholarship.bean.over.limit.blocked',
        'scholarship.bean.over.limit.blocked',
      ])
      expect((await home(token)).claimStatus).toBe('BLOCKED')
    })

    it('a restricted doctor stays restricted for 24 hours even on a new day, and the home says until when', async () => {
      const token = await commenterToken(1)
      for (const taskId of [SIGN_IN, SHARE, SPRINT_JOIN]) await claim(token, taskId)
      for (let attempt = 0; attempt < 4; attempt += 1) await claim(token, WATCH_LESSON)
      const mine = await home(token)
      expect(mine.claimStatus).toBe('RESTRICTED')
      const until = Date.parse(mine.restrictedUntil ?? '')
      expect(until - Date.now()).toBeGreaterThan(23 * 3_600_000)
    })

    it('parallel claims of one task never claim it twice, and the balance moves once', async () => {
      const token = await commenterToken(2)
      const before = await home(token)
      const answers = await Promise.all(Array.from({ length: 12 }, () => claim(token, SIGN_IN)))
      const ok = answers.filter((response) => response.statusCode === 200)
      expect(ok).toHaveLength(1)
      expect(
        answers.filter((response) => response.statusCode !== 200).every((r) => r.statusCode === 400),
      ).toBe(true)
      const after = await home(token)
      expect(after.balance).toBe(before.balance + 5)
      expect((await records(token)).total).toBe(1)
    })

    it('parallel exchanges never spend more than the balance', async () => {
      const peer = commenters[3]
      if (!peer) throw new Error('no commenter 3')
      await server.database.db.insert(scholarshipWallet).values({ accountId: peer.id, balance: 70 })
      const token = await commenterToken(3)
      // Goods 5 costs 30: two fit in 70, the third must be refused.
      const answers = await Promise.all(Array.from({ length: 6 }, () => exchange(token, 5)))
      expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(2)
      const mine = await home(token)
      expect(mine.balance).toBe(10)
      expect((await records(token, '?type=EXPENSE')).total).toBe(2)
    })

    it('a visitor of the captcha login may not claim or exchange (400 scholarship.guest.forbidden)', async () => {
      const captcha = await app.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })
      const { captchaId } = captcha.json<{ captchaId: string }>()
      const code = await captchaAnswer(server.database, captchaId)
      const login = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code, tokenExpirationHours: 24 },
      })
      const guest = login.json<LoginAnswer>()
      const refused = await claim(guest.token, SIGN_IN)
      expect(refused.statusCode).toBe(400)
      expect(refused.json<ErrorAnswer>()).toEqual({
        code: 'scholarship.guest.forbidden',
        message: '请先登录医生账号',
      })
      expect((await exchange(guest.token, 5)).json<ErrorAnswer>().code).toBe('scholarship.guest.forbidden')
    })

    it('the scholarship calls need a login (401 without a token)', async () => {
      expect((await call(undefined, 'GET', '/promotion/v1/user/scholarship')).statusCode).toBe(401)
      expect((await claim('', SIGN_IN)).statusCode).toBe(401)
    })
  })

  describe('study sprint month', () => {
    it('the current sprint is PROCESSING and ranks the seeded peers by minutes, 李医生 among them', async () => {
      const rank = await json<Page<RankRow> & { mine: RankRow | null }>(
        doctor.token,
        'GET',
        '/promotion/v1/user/sprint/rank?size=50',
      )
      expect(rank.total).toBe(9)
      expect(rank.items.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9])
      for (let index = 1; index < rank.items.length; index += 1) {
        const [above, below] = [rank.items[index - 1], rank.items[index]]
        if (!above || !below) continue
        expect(
          above.minutes > below.minutes || (above.minutes === below.minutes && above.days >= below.days),
        ).toBe(true)
      }
      expect(rank.mine?.mine).toBe(true)
      expect(rank.mine?.[idKey]).toBe(lee?.doctorId)
      expect(rank.items.find((row) => row.mine)?.rank).toBe(rank.mine?.rank)
      const paged = await json<Page<RankRow> & { mine: RankRow | null }>(
        doctor.token,
        'GET',
        '/promotion/v1/user/sprint/rank?page=2&size=4',
      )
      expect(paged.items.map((row) => row.rank)).toEqual([5, 6, 7, 8])
      expect(paged.hasMore).toBe(true)
      expect(paged.mine?.rank).toBe(rank.mine?.rank)
    })

    it('the sprint home shows my figures, the top three and the previous (COMPLETED) sprint', async () => {
      const answer = await json<{
        sprint: { id: number; status: string; rules: string[] }
        mine: { joined: boolean; rank: number; todayMinutes: number; minutes: number }
        top: RankRow[]
        previous: { id: number } | null
      }>(doctor.token, 'GET', '/promotion/v1/user/sprint')
      expect(answer.sprint.status).toBe('PROCESSING')
      expect(answer.sprint.rules.length).toBeGreaterThan(0)
      expect(answer.mine).toMatchObject({ joined: true, todayMinutes: 18 })
      expect(answer.mine.minutes).toBeGreaterThan(0)
      expect(answer.top.map((row) => row.rank)).toEqual([1, 2, 3])
      expect(answer.previous).not.toBeNull()
      const previous = await json<SprintResult>(
        doctor.token,
        'GET',
        `/promotion/v1/user/sprint/result?sprintId=${answer.previous?.id}`,
      )
      expect(previous.sprint.status).toBe('COMPLETED')
      expect(previous.joined).toBe(true)
    })

    it('a doctor who has not joined can join a running sprint and then has a rank', async () => {
      if (!zhao) throw new Error('no seed account 10011')
      const token = (
        await tokens.issue({ userId: String(zhao.id), doctorId: zhao.doctorId, roles: ['ROLE_DOCTOR'] })
      ).token
      const before = await json<{ sprint: { id: number }; mine: { joined: boolean; rank: number | null } }>(
        token,
        'GET',
        '/promotion/v1/user/sprint',
      )
      expect(before.mine).toMatchObject({ joined: false, rank: null })
      const joined = await app.inject({
        method: 'POST',
        url: `${api}/promotion/v1/user/sprint/${before.sprint.id}/join`,
        headers: bearer(token),
        payload: { targetMinutes: 600 },
      })
      expect(joined.statusCode).toBe(200)
      expect(joined.json()).toMatchObject({ joined: true, targetMinutes: 600, rank: 10, minutes: 0 })
    })

    it('lesson progress saves count toward the running sprint: the time watched since the last save, and a lesson finished', async () => {
      const token = await commenterToken(0)
      const result = () =>
        json<SprintResult & { lessons: number }>(token, 'GET', '/promotion/v1/user/sprint/result')
      const before = await result()
      const save = (seconds: number, finished: boolean) =>
        app.inject({
          method: 'POST',
          url: `${api}/academy/v2/user/course/progress`,
          headers: bearer(token),
          payload: { lessonId: 1053, seconds, duration: 600, finished },
        })
      expect((await save(90, false)).statusCode).toBe(200)
      expect((await save(150, true)).statusCode).toBe(200)
      // Seeking back counts nothing; finishing again is not a second lesson.
      expect((await save(30, true)).statusCode).toBe(200)
      const after = await result()
      expect(after.minutes).toBe(before.minutes + 2)
      expect(after.lessons).toBe(before.lessons + 1)
    })

    it('the result defaults to mine; targetDermaId of another doctor is refused on the logged-in call', async () => {
      const mine = await json<SprintResult>(doctor.token, 'GET', '/promotion/v1/user/sprint/result')
      expect(mine).toMatchObject({ mine: true, joined: true })
      expect(mine.doctor[idKey]).toBe(lee?.doctorId)
      expect(mine.rank).toBeGreaterThan(0)
      expect(mine.shareTitle).toContain('李医生')
      const byId = await json<SprintResult>(
        doctor.token,
        'GET',
        `/promotion/v1/user/sprint/result?targetDermaId=${lee?.doctorId}`,
      )
      expect(byId.minutes).toBe(mine.minutes)
      const other = await call(
        doctor.token,
        'GET',
        `/promotion/v1/user/sprint/result?targetDermaId=${commenters[0]?.doctorId}`,
      )
      expect(other.statusCode).toBe(400)
      expect(other.json<ErrorAnswer>().code).toBe('sprint.result.not.mine')
    })

    it('the public share endpoint answers targetDermaId’s result without a token; mine only for that doctor', async () => {
      const path = `/promotion/v1/sprint/result?targetDermaId=${lee?.doctorId}`
      const anonymous = await json<SprintResult>(undefined, 'GET', path)
      expect(anonymous).toMatchObject({ mine: false, joined: true })
      expect(anonymous.doctor.name).toBe('李医生')
      expect(anonymous.badge.level).not.toBe('NONE')
      expect((await json<SprintResult>(doctor.token, 'GET', path)).mine).toBe(true)
      const peer = await json<SprintResult>(
        undefined,
        'GET',
        `/promotion/v1/sprint/result?targetDermaId=${commenters[1]?.doctorId}`,
      )
      expect(peer.rank).toBeGreaterThan(0)
      const unknown = await call(undefined, 'GET', '/promotion/v1/sprint/result?targetDermaId=nobody')
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json<ErrorAnswer>().code).toBe('sprint.doctor.not.found')
    })
  })
})
