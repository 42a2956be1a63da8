import { and, count, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { TokenService } from '../../server/auth/tokens'
import { lesson, voteItem, votePromotion, voteRecord } from '../../server/db/index'
import { shanghaiDay } from '../../server/routes/vote'
import { seedVotes, TED_LESSONS, VOTE_IDS } from '../../server/seed/index'
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
  TEST_TOKEN_SECRET,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface Mine {
  todayVotes: number
  totalVotes: number
  remainingToday: number
  remainingTotal: number | null
}

interface VoteItem {
  id: number
  promotionId: number
  regionId: number | null
  regionName: string | null
  activityId: number | null
  number: number
  title: string
  subtitle: string
  picUrl: string
  summary: string
  contentType: 'ARTICLE' | 'VIDEO' | 'NONE'
  lessonId: number | null
  videoUrl: string
  voteCount: number
  rank: number
  votedToday: number
}

interface Campaign {
  id: number
  title: string
  status: 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'
  startTime: string
  endTime: string
  rules: { type: string; title: string; html: string }[]
  limits: { daily: number; total: number | null; itemDaily: number }
  regions: { id: number; name: string }[]
  activityId: number | null
  totalVotes: number
  itemCount: number
  viewCount: number
  shareCount: number
  tokenExpirationHours: number
  mine: Mine | null
  item: VoteItem | null
}

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

interface SubmitAnswer {
  voteItemId: number
  voteCount: number
  mine: Mine
}

const NEW_DOCTOR_MOBILE = '13800000003'
const DAY = 86_400_000

/** Campaigns of these tests alone, with ids the seed does not use. */
const TOTAL_TWO = 901
const DAILY_THREE = 902

const voteMessages = {
  'vote.process.run.out': '当前活动投票次数已用完',
  'vote.everyday.run.out': '今日投票次数已用完，明天再来吧',
  'vote.item.day.run.out': '今天已为TA投过票，明天再来吧',
} as const

describe('shanghaiDay: a vote day is the calendar day in Asia/Shanghai', () => {
  it('16:00 UTC is already the next day in Shanghai; 15:59 UTC is not', () => {
    expect(shanghaiDay(new Date('2026-11-22T15:59:59Z'))).toBe('2026-11-22')
    expect(shanghaiDay(new Date('2026-11-22T16:00:00Z'))).toBe('2026-11-23')
  })
})

describe.each(databaseTargets)('vote endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let other: LoginAnswer
  let newDoctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    const { db } = server.database
    const now = Date.now()
    const campaign = (id: number, limits: { daily: number; total: number | null; itemDaily: number }) => ({
      id,
      title: `测试投票 ${id}`,
      startTime: new Date(now - DAY),
      endTime: new Date(now + 10 * DAY),
      dailyLimit: limits.daily,
      totalLimit: limits.total,
      itemDailyLimit: limits.itemDaily,
    })
    await db
      .insert(votePromotion)
      .values([
        campaign(TOTAL_TWO, { daily: 10, total: 2, itemDaily: 10 }),
        campaign(DAILY_THREE, { daily: 3, total: null, itemDaily: 10 }),
      ])
    await db.insert(voteItem).values(
      [TOTAL_TWO, DAILY_THREE].flatMap((promotionId) =>
        [1, 2].map((number) => ({
          id: promotionId * 100 + number,
          promotionId,
          number,
          title: `作品 ${number}`,
        })),
      ),
    )
    ;[doctor, other, newDoctor] = await Promise.all([
      passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD),
    ])
  })
  afterAll(() => server?.dispose())

  const call = (
    login: LoginAnswer | string | undefined,
    method: InjectOptions['method'],
    path: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url: `${api}${path}`,
      headers: login === undefined ? {} : bearer(typeof login === 'string' ? login : login.token),
      ...(payload ? { payload } : {}),
    })

  const detail = async (login: LoginAnswer, promotionId: number, query = '') => {
    const response = await call(
      login,
      'GET',
      `/promotion-aggregator/v2/user/promotion-vote/${promotionId}${query}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Campaign>()
  }
  const publicDetail = async (promotionId: number, query = '') => {
    const response = await call(
      undefined,
      'GET',
      `/promotion-aggregator/v2/promotion-vote/${promotionId}${query}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Campaign>()
  }
  const items = async (login: LoginAnswer, promotionId: number, query = '') => {
    const response = await call(
      login,
      'GET',
      `/promotion-aggregator/v2/user/promotion-vote/${promotionId}/items${query}`,
    )
    expect(response.statusCode, response.body).toBe(200)
    return response.json<Page<VoteItem>>()
  }
  const submit = (
    login: LoginAnswer | string | undefined,
    promotionId: number,
    voteItemId: number,
    extra: object = {},
  ) =>
    call(login, 'POST', `/promotion-aggregator/v2/user/promotion-vote/${promotionId}/submit`, {
      promotionId,
      voteItemId,
      ...extra,
    })
  const recordsOf = async (promotionId: number, accountId: string) => {
    const [row] = await server.database.db
      .select({ n: count() })
      .from(voteRecord)
      .where(and(eq(voteRecord.promotionId, promotionId), eq(voteRecord.accountId, Number(accountId))))
    return row?.n ?? 0
  }
  const itemVotes = async (login: LoginAnswer, promotionId: number, itemId: number) =>
    (await items(login, promotionId, `?voteItemId=${itemId}`)).items[0]?.voteCount

  describe('campaigns', () => {
    it('seeded campaigns have the contract statuses: 28 NO_STARTED, 29 COMPLETED, the others PROCESSING', async () => {
      const statuses = await Promise.all(
        [1, 25, 26, 27, 28, 29, 30, 31].map(async (id) => [id, (await publicDetail(id)).status] as const),
      )
      expect(Object.fromEntries(statuses)).toEqual({
        1: 'PROCESSING',
        25: 'PROCESSING',
        26: 'PROCESSING',
        27: 'PROCESSING',
        28: 'NO_STARTED',
        29: 'COMPLETED',
        30: 'PROCESSING',
        31: 'PROCESSING',
      })
    })

    it('the public detail answers mine null and counts one view per call', async () => {
      const first = await publicDetail(VOTE_IDS.cases)
      const second = await publicDetail(VOTE_IDS.cases)
      expect(first.mine).toBeNull()
      expect(first.item).toBeNull()
      expect(first.limits).toEqual({ daily: 3, total: null, itemDaily: 1 })
      expect(first.itemCount).toBe(8)
      expect(first.regions).toEqual([])
      expect(second.viewCount).toBe(first.viewCount + 1)
    })

    it('the public detail with voteItemId answers that item with votedToday 0', async () => {
      const campaign = await publicDetail(VOTE_IDS.cases, '?voteItemId=103')
      expect(campaign.item).toMatchObject({ id: 103, promotionId: 1, number: 3, votedToday: 0 })
      // An item of another campaign is not this campaign's item.
      expect((await publicDetail(VOTE_IDS.cases, '?voteItemId=2501')).item).toBeNull()
    })

    it('vote.detail of 25 has its regions, limits and mine: earlier-day votes leave today full', async () => {
      const campaign = await detail(doctor, VOTE_IDS.ted)
      expect(campaign.regions.map((region) => region.name)).toEqual(['华东赛区', '华北赛区', '华南赛区'])
      expect(campaign.limits).toEqual({ daily: 3, total: 20, itemDaily: 1 })
      expect(campaign.tokenExpirationHours).toBe(24)
      expect(campaign.mine).toEqual({ todayVotes: 0, totalVotes: 10, remainingToday: 3, remainingTotal: 10 })
      expect(campaign.rules.map((rule) => rule.type)).toEqual(['vote', 'prize'])
    })

    it('vote.info answers the same campaign as vote.detail; 27 has vote, prize and privacy rules', async () => {
      const response = await call(doctor, 'GET', '/promotion/v2/user/vote/27/detail')
      expect(response.statusCode).toBe(200)
      const info = response.json<Campaign>()
      expect(info.rules.map((rule) => rule.type)).toEqual(['vote', 'prize', 'privacy'])
      expect(info.mine).not.toBeNull()
      const same = await detail(doctor, 27)
      expect({ ...info, viewCount: 0 }).toEqual({ ...same, viewCount: 0 })
    })

    it('campaign 26 belongs to activity 1; totalVotes is the sum of its items', async () => {
      const campaign = await detail(other, VOTE_IDS.acmed)
      expect(campaign.activityId).toBe(1)
      const all = await items(other, VOTE_IDS.acmed, '?size=50')
      expect(campaign.totalVotes).toBe(all.items.reduce((sum, item) => sum + item.voteCount, 0))
    })

    it('an unknown campaign is 404 vote.not.found', async () => {
      const response = await call(doctor, 'GET', '/promotion-aggregator/v2/user/promotion-vote/999')
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>().code).toBe('vote.not.found')
      expect((await call(undefined, 'GET', '/promotion-aggregator/v2/promotion-vote/999')).statusCode).toBe(
        404,
      )
    })
  })

  describe('items', () => {
    it('items of a region: 25 has 4 per region, each shown by a real ARTICLE or VIDEO lesson', async () => {
      const campaign = await detail(doctor, VOTE_IDS.ted)
      const all: VoteItem[] = []
      for (const region of campaign.regions) {
        const page = await items(doctor, VOTE_IDS.ted, `?regionId=${region.id}`)
        expect(page.total).toBe(4)
        for (const item of page.items) {
          expect(item.regionId).toBe(region.id)
          expect(item.regionName).toBe(region.name)
        }
        all.push(...page.items)
      }
      expect(all.map((item) => item.lessonId)).toEqual(TED_LESSONS.map((entry) => entry.id))
      const lessons = await server.database.db
        .select({ id: lesson.id, type: lesson.lessonType })
        .from(lesson)
        .where(
          inArray(
            lesson.id,
            TED_LESSONS.map((entry) => entry.id),
          ),
        )
      const typeOf = new Map(lessons.map((row) => [row.id, row.type]))
      for (const item of all) expect(item.contentType, `item ${item.id}`).toBe(typeOf.get(item.lessonId ?? 0))
      expect(new Set(all.map((item) => item.contentType))).toEqual(new Set(['ARTICLE', 'VIDEO']))
    })

    it("each TED entry shows its own talk: its lesson is by the entry's speaker, in a course with a name", async () => {
      const page = await items(doctor, VOTE_IDS.ted, '?size=50')
      expect(page.items).toHaveLength(TED_LESSONS.length)
      for (const item of page.items) {
        const path = item.contentType === 'VIDEO' ? '/academy/v1/course/vod' : '/academy/v1/article'
        const article = await call(undefined, 'GET', `${path}/${item.lessonId}`)
        expect(article.statusCode, `lesson ${item.lessonId}`).toBe(200)
        const lessonAnswer = article.json() as { lecturer: { name: string } | null; courseId: number | null }
        expect(lessonAnswer.lecturer?.name, `entry ${item.id}`).toBe(item.title)
        expect(lessonAnswer.courseId).not.toBeNull()
        const course = await call(
          undefined,
          'GET',
          `/community-search/v2/course/${lessonAnswer.courseId}?countView=false`,
        )
        expect((course.json() as { title: string }).title).toBe('2025「谁是皮肤专家」TED 演讲')
      }
    })

    it('ranks run 1..n by votes descending over the whole campaign, whatever the filter', async () => {
      const byRank = await items(doctor, VOTE_IDS.ted, '?sort=RANK&size=50')
      expect(byRank.items.map((item) => item.rank)).toEqual(byRank.items.map((_, index) => index + 1))
      const counts = byRank.items.map((item) => item.voteCount)
      expect(counts).toEqual([...counts].sort((a, b) => b - a))
      const byNumber = await items(doctor, VOTE_IDS.ted, '?size=5&page=2')
      expect(byNumber.items.map((item) => item.number)).toEqual([6, 7, 8, 9, 10])
      expect(byNumber).toMatchObject({ total: 12, page: 2, size: 5, hasMore: true })
      const rankOf = new Map(byRank.items.map((item) => [item.id, item.rank]))
      for (const item of byNumber.items) expect(item.rank).toBe(rankOf.get(item.id))
    })

    it('keyword matches the title, the subtitle or the number', async () => {
      expect(
        (await items(doctor, VOTE_IDS.ted, `?keyword=${encodeURIComponent('林晓梅')}`)).items,
      ).toHaveLength(1)
      const byHospital = await items(doctor, VOTE_IDS.cases, `?keyword=${encodeURIComponent('北川儿童')}`)
      expect(byHospital.items.map((item) => item.id)).toEqual([103])
      expect((await items(doctor, VOTE_IDS.cases, '?keyword=5')).items.map((item) => item.number)).toEqual([
        5,
      ])
      expect((await items(doctor, VOTE_IDS.cases, '?keyword=%25')).total).toBe(0)
    })

    it('voteActivity.items: activity 1 by default (campaign 26), or one campaign with promotionId; votedToday 0', async () => {
      const byActivity = await call(undefined, 'GET', '/community-search/v1/vote-activity/items?size=50')
      expect(byActivity.statusCode).toBe(200)
      const page = byActivity.json<Page<VoteItem>>()
      expect(page.total).toBe(10)
      expect(new Set(page.items.map((item) => item.promotionId))).toEqual(new Set([26]))
      expect(page.items.every((item) => item.activityId === 1 && item.votedToday === 0)).toBe(true)
      const ted = await call(
        undefined,
        'GET',
        '/community-search/v1/vote-activity/items?promotionId=25&regionId=252',
      )
      expect(ted.json<Page<VoteItem>>().items.map((item) => item.number)).toEqual([5, 6, 7, 8])
      const none = await call(undefined, 'GET', '/community-search/v1/vote-activity/items?activityId=77')
      expect(none.json<Page<VoteItem>>().total).toBe(0)
    })
  })

  describe('submit and its limits', () => {
    it('a vote counts: the item total and mine move, votedToday and the record count follow', async () => {
      const before = await itemVotes(other, VOTE_IDS.cases, 101)
      const response = await submit(other, VOTE_IDS.cases, 101)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<SubmitAnswer>()).toEqual({
        voteItemId: 101,
        voteCount: (before ?? 0) + 1,
        mine: { todayVotes: 1, totalVotes: 1, remainingToday: 2, remainingTotal: null },
      })
      expect((await items(other, VOTE_IDS.cases, '?voteItemId=101')).items[0]?.votedToday).toBe(1)
      const counted = await call(other, 'GET', '/promotion/v2/user/vote/1/vote-record-count')
      expect(counted.json()).toEqual({ id: 1, count: 1, todayCount: 1 })
    })

    it('a second vote for the same item today is 400 vote.item.day.run.out and the count does not move', async () => {
      const before = await itemVotes(other, VOTE_IDS.cases, 101)
      const response = await submit(other, VOTE_IDS.cases, 101)
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({
        code: 'vote.item.day.run.out',
        message: voteMessages['vote.item.day.run.out'],
      })
      expect(await itemVotes(other, VOTE_IDS.cases, 101)).toBe(before)
    })

    it('the 4th vote of a day (daily 3) is 400 vote.everyday.run.out and the count does not move', async () => {
      expect((await submit(other, VOTE_IDS.cases, 102)).statusCode).toBe(200)
      const third = await submit(other, VOTE_IDS.cases, 103)
      expect(third.json<SubmitAnswer>().mine).toMatchObject({ todayVotes: 3, remainingToday: 0 })
      const before = await itemVotes(other, VOTE_IDS.cases, 104)
      const fourth = await submit(other, VOTE_IDS.cases, 104)
      expect(fourth.statusCode).toBe(400)
      expect(fourth.json()).toEqual({
        code: 'vote.everyday.run.out',
        message: voteMessages['vote.everyday.run.out'],
      })
      expect(await itemVotes(other, VOTE_IDS.cases, 104)).toBe(before)
      expect(await recordsOf(VOTE_IDS.cases, other.userId)).toBe(3)
    })

    it('past the total limit is 400 vote.process.run.out, even with today left', async () => {
      expect((await submit(other, TOTAL_TWO, 90_101)).statusCode).toBe(200)
      const second = await submit(other, TOTAL_TWO, 90_102)
      expect(second.json<SubmitAnswer>().mine).toEqual({
        todayVotes: 2,
        totalVotes: 2,
        remainingToday: 0,
        remainingTotal: 0,
      })
      const third = await submit(other, TOTAL_TWO, 90_101)
      expect(third.statusCode).toBe(400)
      expect(third.json()).toEqual({
        code: 'vote.process.run.out',
        message: voteMessages['vote.process.run.out'],
      })
    })

    it('votes on earlier Shanghai days do not count toward today', async () => {
      const yesterday = shanghaiDay(new Date(Date.now() - DAY))
      await server.database.db.insert(voteRecord).values(
        [1, 2, 3].map(() => ({
          promotionId: VOTE_IDS.cases,
          itemId: 105,
          accountId: Number(doctor.userId),
          voteDay: yesterday,
        })),
      )
      const response = await submit(doctor, VOTE_IDS.cases, 105)
      expect(response.statusCode, response.body).toBe(200)
      expect(response.json<SubmitAnswer>().mine.todayVotes).toBe(1)
    })

    it('before the start is 400 vote.not.started 活动还未开始; after the end 400 vote.ended 活动已经结束', async () => {
      const early = await submit(doctor, VOTE_IDS.notStarted, 2801)
      expect(early.statusCode).toBe(400)
      expect(early.json()).toEqual({ code: 'vote.not.started', message: '活动还未开始' })
      const late = await submit(doctor, VOTE_IDS.completed, 2901)
      expect(late.statusCode).toBe(400)
      expect(late.json()).toEqual({ code: 'vote.ended', message: '活动已经结束' })
    })

    it('an item of another campaign is 404 vote.item.not.found; a body promotionId off the path is 400', async () => {
      const foreign = await submit(doctor, VOTE_IDS.cases, 2501)
      expect(foreign.statusCode).toBe(404)
      expect(foreign.json<ErrorAnswer>().code).toBe('vote.item.not.found')
      const mismatch = await call(doctor, 'POST', '/promotion-aggregator/v2/user/promotion-vote/1/submit', {
        promotionId: 25,
        voteItemId: 2501,
      })
      expect(mismatch.statusCode).toBe(400)
      expect(mismatch.json<ErrorAnswer>().code).toBe('vote.promotion.mismatch')
      expect((await submit(doctor, 999, 1)).statusCode).toBe(404)
    })

    it('without a token, or with an expired one, a vote is 401 (the client opens login or the captcha modal)', async () => {
      const anonymous = await submit(undefined, VOTE_IDS.ted, 2501)
      expect(anonymous.statusCode).toBe(401)
      expect(anonymous.json<ErrorAnswer>().code).toBe('auth.token.missing')
      const expired = await new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET)).issue(
        { userId: '10002', doctorId: '', roles: ['ROLE_GUEST'] },
        -1,
      )
      const late = await submit(expired.token, VOTE_IDS.ted, 2501)
      expect(late.statusCode).toBe(401)
      expect(late.json<ErrorAnswer>().code).toBe('auth.token.expired')
    })

    it('a guest (captcha login) may vote', async () => {
      const captcha = await app.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })
      const { captchaId } = captcha.json<{ captchaId: string }>()
      const code = await captchaAnswer(server.database, captchaId)
      const login = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code, tokenExpirationHours: 24 },
      })
      const guest = login.json<LoginAnswer>()
      expect(guest.roles.map((role) => role.roleName)).toContain('ROLE_GUEST')
      const response = await submit(guest, VOTE_IDS.ted, 2502, { regionId: 251 })
      expect(response.statusCode, response.body).toBe(200)
    })
  })

  describe('concurrent votes', () => {
    it('50 parallel votes from one user against a limit of 3 record exactly 3', async () => {
      const itemIds = [3101, 3102, 3103, 3104]
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) =>
          submit(newDoctor, VOTE_IDS.limited, itemIds[index % 4] ?? 3101),
        ),
      )
      const ok = answers.filter((response) => response.statusCode === 200)
      const refused = answers.filter((response) => response.statusCode === 400)
      expect(ok).toHaveLength(3)
      expect(refused).toHaveLength(47)
      for (const response of refused) expect(response.json<ErrorAnswer>().code).toBe('vote.process.run.out')
      expect(await recordsOf(VOTE_IDS.limited, newDoctor.userId)).toBe(3)
      expect((await detail(newDoctor, VOTE_IDS.limited)).mine).toMatchObject({
        totalVotes: 3,
        remainingTotal: 0,
      })
    })

    it('parallel votes against the daily limit record exactly the limit', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          submit(newDoctor, DAILY_THREE, DAILY_THREE * 100 + (index % 2) + 1),
        ),
      )
      expect(answers.filter((response) => response.statusCode === 200)).toHaveLength(3)
      const codes = answers
        .filter((response) => response.statusCode !== 200)
        .map((r) => r.json<ErrorAnswer>().code)
      expect(codes).toEqual(Array.from({ length: 17 }, () => 'vote.everyday.run.out'))
      expect(await recordsOf(DAILY_THREE, newDoctor.userId)).toBe(3)
    })
  })

  describe('record count, share count, video advert', () => {
    it('the record count is the caller’s votes in all and today (seeded votes of 10001 are on earlier days)', async () => {
      const response = await call(doctor, 'GET', '/promotion/v2/user/vote/25/vote-record-count')
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ id: 25, count: 10, todayCount: 0 })
      expect((await call(undefined, 'GET', '/promotion/v2/user/vote/25/vote-record-count')).statusCode).toBe(
        401,
      )
    })

    it('each share counts one: vote.share answers the new share count', async () => {
      const before = (await detail(doctor, VOTE_IDS.ted)).shareCount
      const first = await call(doctor, 'POST', '/promotion/v2/user/vote/25/vote-count/')
      const second = await call(doctor, 'POST', '/promotion/v2/user/vote/25/vote-count/')
      expect(first.json()).toEqual({ id: 25, shareCount: before + 1 })
      expect(second.json()).toEqual({ id: 25, shareCount: before + 2 })
      expect((await call(doctor, 'POST', '/promotion/v2/user/vote/999/vote-count/')).statusCode).toBe(404)
    })

    it('campaign 25 has a video advert; one without is 404 vote.advert.not.found', async () => {
      const advert = await call(doctor, 'GET', '/promotion/v2/user/vote/25/video-advert')
      expect(advert.statusCode).toBe(200)
      expect(advert.json()).toMatchObject({ id: 25, videoUrl: '/media/demo/clip.mp4', link: '' })
      const none = await call(doctor, 'GET', '/promotion/v2/user/vote/1/video-advert')
      expect(none.statusCode).toBe(404)
      expect(none.json<ErrorAnswer>().code).toBe('vote.advert.not.found')
    })
  })

  it('the vote seed is idempotent: a second run inserts nothing', async () => {
    expect(await seedVotes(server.database)).toBe(0)
  })
})
