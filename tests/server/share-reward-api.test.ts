import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SHARE_REWARD_MAX_SCORE, SHARE_REWARDS_PER_DAY } from '../../schemas/api/scholarship'
import { TokenService } from '../../server/auth/tokens'
import { commenters } from '../../server/seed/index'
import {
  api,
  bearer,
  captchaAnswer,
  type ErrorAnswer,
  type LoginAnswer,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

const path = `${api}/promotion/v1/user/scholarship/share-reward`

describe.each(databaseTargets)('share rewards (share config shareRewardScore) on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  const tokens = new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET))

  /** A seeded commenter's token: each test takes its own doctor, so the days do not mix. */
  async function doctorToken(index: number): Promise<string> {
    const peer = commenters[index]
    if (!peer) throw new Error(`no commenter ${index}`)
    return (await tokens.issue({ userId: String(peer.id), doctorId: peer.doctorId, roles: ['ROLE_DOCTOR'] }))
      .token
  }

  const reward = (token: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: path, headers: bearer(token), payload })

  async function balanceOf(token: string): Promise<number> {
    const home = await app.inject({
      method: 'GET',
      url: `${api}/promotion/v1/user/scholarship`,
      headers: bearer(token),
    })
    return home.json<{ balance: number }>().balance
  }

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
  })
  afterAll(() => server?.dispose())

  it('a completed share credits the score as a SHARE income record, once per target and day', async () => {
    const token = await doctorToken(0)
    const before = await balanceOf(token)
    const first = await reward(token, {
      score: 10,
      target: 'https://h5.example.com/v3/activity/detail?id=1#x',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ awarded: 10, balance: before + 10 })
    // the same screen again (another host, another fragment): nothing more today
    const again = await reward(token, { score: 10, target: '/v3/activity/detail?id=1' })
    expect(again.json()).toEqual({ awarded: 0, balance: before + 10 })
    const records = await app.inject({
      method: 'GET',
      url: `${api}/promotion/v1/user/scholarship/records?type=INCOME`,
      headers: bearer(token),
    })
    expect(
      records.json<{ items: { source: string; amount: number; reason: string }[] }>().items[0],
    ).toMatchObject({
      source: 'SHARE',
      amount: 10,
      reason: '分享奖励',
    })
  })

  it('a lesson is one target whatever link it was shared with; the score is capped', async () => {
    const token = await doctorToken(1)
    const before = await balanceOf(token)
    const lesson = { lessonId: 1002, lessonType: 'VIDEO' }
    const first = await reward(token, { score: 500, target: '/v3/video/detail?id=1002', ...lesson })
    expect(first.json()).toEqual({
      awarded: SHARE_REWARD_MAX_SCORE,
      balance: before + SHARE_REWARD_MAX_SCORE,
    })
    const other = await reward(token, { score: 5, target: '/v3/video/detail?id=1002&from=share', ...lesson })
    expect(other.json<{ awarded: number }>().awarded).toBe(0)
  })

  it(`at most ${SHARE_REWARDS_PER_DAY} targets a day are rewarded; parallel shares of one target reward it once`, async () => {
    const token = await doctorToken(2)
    const before = await balanceOf(token)
    const same = await Promise.all([1, 2, 3].map(() => reward(token, { score: 3, target: '/v3/home' })))
    expect(same.map((response) => response.json<{ awarded: number }>().awarded).sort()).toEqual([0, 0, 3])
    for (let index = 1; index < SHARE_REWARDS_PER_DAY; index += 1) {
      expect(
        (await reward(token, { score: 3, target: `/v3/topic/detail?id=${index}` })).json(),
      ).toMatchObject({
        awarded: 3,
      })
    }
    const over = await reward(token, { score: 3, target: '/v3/topic/detail?id=99' })
    expect(over.json()).toEqual({ awarded: 0, balance: before + 3 * SHARE_REWARDS_PER_DAY })
  })

  it('a visitor may not earn (scholarship.guest.forbidden), nobody without a login, and the body is checked', async () => {
    const captcha = await app.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })
    const { captchaId } = captcha.json<{ captchaId: string }>()
    const login = await app.inject({
      method: 'POST',
      url: `${api}/user/v1/auth/captcha/login`,
      payload: { captchaId, code: await captchaAnswer(server.database, captchaId), tokenExpirationHours: 24 },
    })
    const guest = login.json<LoginAnswer>().token
    const refused = await reward(guest, { score: 3, target: '/v3/home' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json<ErrorAnswer>().code).toBe('scholarship.guest.forbidden')
    const anonymous = await app.inject({
      method: 'POST',
      url: path,
      payload: { score: 3, target: '/v3/home' },
    })
    expect(anonymous.statusCode).toBe(401)
    const token = await doctorToken(3)
    expect((await reward(token, { score: 0, target: '/v3/home' })).statusCode).toBe(400)
    expect((await reward(token, { score: 3, target: '' })).statusCode).toBe(400)
  })
})
