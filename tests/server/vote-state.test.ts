import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  bearer,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/**
 * Every answer that shows a vote entry to a doctor carries the state vote.submit will apply to a vote for
 * it now (voteStateOf, shared with the submit's own checks), so a client never offers a vote the server
 * refuses (decision 0038).
 */

type VoteState =
  | 'CAN_VOTE'
  | 'VOTED_TODAY'
  | 'DAY_RUN_OUT'
  | 'TOTAL_RUN_OUT'
  | 'NOT_STARTED'
  | 'ENDED'
  | 'LOGIN_REQUIRED'

interface Entry {
  id: number
  promotionId: number
  votedToday: number
  voteState: VoteState
  remainingToday: number | null
}

/** What vote.submit answers in each state. */
const REFUSAL: Readonly<Record<Exclude<VoteState, 'CAN_VOTE' | 'LOGIN_REQUIRED'>, string>> = {
  VOTED_TODAY: 'vote.item.day.run.out',
  DAY_RUN_OUT: 'vote.everyday.run.out',
  TOTAL_RUN_OUT: 'vote.process.run.out',
  NOT_STARTED: 'vote.not.started',
  ENDED: 'vote.ended',
}

describe.each(databaseTargets)('a vote entry answers the state the server will apply on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    // 赵医生: no votes anywhere, so every limit starts full.
    doctor = await passwordLogin(app, '13800000003', SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  const get = (url: string, login?: LoginAnswer) =>
    app.inject({ method: 'GET', url: `${api}${url}`, headers: login ? bearer(login.token) : {} })
  const entries = async (promotionId: number) =>
    (await get(`/promotion-aggregator/v2/user/promotion-vote/${promotionId}/items?size=50`, doctor)).json<{
      items: Entry[]
    }>().items
  const vote = (promotionId: number, voteItemId: number) =>
    app.inject({
      method: 'POST',
      url: `${api}/promotion-aggregator/v2/user/promotion-vote/${promotionId}/submit`,
      headers: bearer(doctor.token),
      payload: { promotionId, voteItemId },
    })

  /** Votes for every entry in turn and checks each answer against the state listed just before. */
  const voteThroughEveryEntry = async (promotionId: number) => {
    const seen: VoteState[] = []
    for (const { id } of await entries(promotionId)) {
      const before = (await entries(promotionId)).find((entry) => entry.id === id)
      if (!before) throw new Error(`entry ${id} vanished`)
      seen.push(before.voteState)
      const answer = await vote(promotionId, id)
      if (before.voteState === 'CAN_VOTE') {
        expect(before.remainingToday).toBeGreaterThan(0)
        expect(answer.statusCode).toBe(200)
      } else {
        expect(before.remainingToday).toBe(0)
        expect(answer.statusCode).toBe(400)
        expect(answer.json<ErrorAnswer>().code).toBe(REFUSAL[before.voteState as keyof typeof REFUSAL])
      }
    }
    return seen
  }

  it('campaign 1 (3 a day, 1 per entry): the listed state is what vote.submit does, entry by entry, until the day runs out', async () => {
    const seen = await voteThroughEveryEntry(1)
    expect(seen.slice(0, 4)).toEqual(['CAN_VOTE', 'CAN_VOTE', 'CAN_VOTE', 'DAY_RUN_OUT'])
    // The day's limit is checked before the entry's: every entry now reads DAY_RUN_OUT, voted or not.
    expect(new Set((await entries(1)).map((entry) => entry.voteState))).toEqual(new Set(['DAY_RUN_OUT']))
  })

  it('campaign 25 (1 per entry a day): the entry voted for reads VOTED_TODAY, the others CAN_VOTE', async () => {
    const [first, second] = await entries(25)
    if (!first || !second) throw new Error('campaign 25 has entries')
    expect((await vote(25, first.id)).statusCode).toBe(200)
    const after = await entries(25)
    expect(after.find((entry) => entry.id === first.id)).toMatchObject({
      voteState: 'VOTED_TODAY',
      remainingToday: 0,
    })
    expect(after.find((entry) => entry.id === second.id)).toMatchObject({
      voteState: 'CAN_VOTE',
      remainingToday: 1,
    })
    expect((await vote(25, first.id)).json<ErrorAnswer>().code).toBe('vote.item.day.run.out')
  })

  it('campaign 31 (3 in all): after 3 votes every entry is TOTAL_RUN_OUT and vote.submit says vote.process.run.out', async () => {
    const seen = await voteThroughEveryEntry(31)
    expect(seen).toEqual(['CAN_VOTE', 'CAN_VOTE', 'CAN_VOTE', 'TOTAL_RUN_OUT'])
    expect((await entries(31)).every((entry) => entry.voteState === 'TOTAL_RUN_OUT')).toBe(true)
  })

  it('campaign 28 has not started and 29 has ended: NOT_STARTED and ENDED, refused as such', async () => {
    expect(await voteThroughEveryEntry(28)).toEqual(expect.arrayContaining(['NOT_STARTED']))
    expect(new Set(await voteThroughEveryEntry(29))).toEqual(new Set(['ENDED']))
  })

  it('the campaign’s detail with voteItemId carries the same state, public or personal; anonymous reads LOGIN_REQUIRED', async () => {
    const [first] = await entries(1)
    const personal = (
      await get(`/promotion-aggregator/v2/user/promotion-vote/1?voteItemId=${first?.id}`, doctor)
    ).json<{ item: Entry }>()
    expect(personal.item).toMatchObject({
      voteState: first?.voteState,
      remainingToday: first?.remainingToday,
    })
    const publicWithToken = (
      await get(`/promotion-aggregator/v2/promotion-vote/1?voteItemId=${first?.id}`, doctor)
    ).json<{ item: Entry; mine: null }>()
    expect(publicWithToken.item.voteState).toBe(first?.voteState)
    const anonymous = (await get(`/promotion-aggregator/v2/promotion-vote/1?voteItemId=${first?.id}`)).json<{
      item: Entry
    }>()
    expect(anonymous.item).toMatchObject({ voteState: 'LOGIN_REQUIRED', remainingToday: null })
    const activityList = (await get('/community-search/v1/vote-activity/items?promotionId=1', doctor)).json<{
      items: Entry[]
    }>()
    expect(activityList.items.find((entry) => entry.id === first?.id)?.voteState).toBe(first?.voteState)
  })
})
