import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import product from '../../schemas/product.json' with { type: 'json' }
import { activity } from '../../server/db/index'
import { api, bearer, passwordLogin, SEED_PASSWORD, UNCERTIFIED_MOBILE } from './api-helpers'
import { type PublishingServer, startPublishingServer, withContent } from './publishing-server'
import { databaseTargets } from './test-databases'

/**
 * Content kind activities (issue 14): an activity and its page text made by a content file alone,
 * published through the operator API, served by the activity calls and at its CDN paths; changes that
 * would undo what doctors did (registrations, logged days, claimed rewards) are refused unless forced, and
 * forced ones keep it.
 */

const CDN = `/${product.key}-doctor/frontend/h5/activity`
const WORKSHOP = 'summer-workshop'
const STUDY = 'summer-study'
const LOTTERY = 'workshop-draw'
const DAY = 86_400_000

type Json = Record<string, unknown>

const at = (days: number) => new Date(Date.now() + days * DAY).toISOString()

// Fixed once, so the same file publishes the same values on every publish of a test.
const WINDOW = { start: at(10), end: at(11), registrationStart: at(-1), registrationEnd: at(9) }
const PAGE = {
  html: '<section class="activity-intro"><h2>2027 夏季皮肤外科手术技能工作坊</h2><p>每 4 名学员配备一名带教老师。</p></section>',
  variables: {
    title: '夏季手术技能工作坊',
    buttonText: '立即报名',
    rules: ['凭签到券入场', '两天课程全部签到可获得结业证书'],
  },
}

function workshop(changes: Json = {}): Json {
  return {
    id: WORKSHOP,
    type: 'OFFLINE',
    title: '2027 夏季皮肤外科手术技能工作坊',
    subtitle: '切除缝合、皮瓣设计与术后管理实操',
    banner: '/media/covers/offline.svg',
    start: WINDOW.start,
    end: WINDOW.end,
    venue: '上海市徐汇区华东医科大学附属第一医院 教学楼 3 楼',
    tags: ['线下', '手术'],
    registration: { start: WINDOW.registrationStart, end: WINDOW.registrationEnd, quota: 3, countBefore: 1 },
    appointment: true,
    certificate: true,
    lottery: LOTTERY,
    share: { title: '一起来练手术基本功' },
    page: PAGE,
    ...changes,
  }
}

const STUDY_WINDOW = { start: at(-2), end: at(20) }

function study(changes: Json = {}): Json {
  return {
    id: STUDY,
    type: 'DURATION',
    title: '2027 夏季学习时长打卡',
    subtitle: '打卡 1 天即可领取 50 麦豆',
    start: STUDY_WINDOW.start,
    end: STUDY_WINDOW.end,
    goal: { minutes: 0, days: 1 },
    reward: { type: 'MAIDOU', amount: 50, title: '50 麦豆' },
    ...changes,
  }
}

const LOTTERY_WINDOW = { start: at(-1), end: at(30) }
const lottery = (id = LOTTERY): Json => ({
  id,
  title: '工作坊幸运抽奖',
  start: LOTTERY_WINDOW.start,
  end: LOTTERY_WINDOW.end,
  drawsPerDoctor: 1,
  prizes: [{ id: 'thanks', name: '谢谢参与', type: 'NONE', weight: 1 }],
})

/** A screen naming the workshop by content id, so what it resolves to can be read back. */
function addScreen(folder: string): void {
  const pages = JSON.parse(readFileSync(join(folder, 'pages.json'), 'utf8')) as { pages: object[] }
  pages.pages.push({
    name: 'summerWorkshop',
    path: '/summer/workshop',
    title: '夏季工作坊',
    schema: 'summer-workshop',
  })
  writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages, null, 2))
  writeFileSync(
    join(folder, 'schemas', 'pages', 'summer-workshop.json'),
    JSON.stringify({
      body: [{ widget: 'ActivityDetail', props: { activityId: `\${content.activities.${WORKSHOP}}` } }],
    }),
  )
}

interface ActivityAnswer {
  id: number
  title: string
  type: string
  quota: number
  registeredCount: number
  registrationEnabled: boolean
  registrationStatus: string
  lotteryId: number | null
  mine: { registered: boolean; ticketCount: number } | null
}

for (const target of databaseTargets) {
  describe(`content kind activities (${target.kind})`, () => {
    let server: PublishingServer
    let workshopId = 0

    const newFolder = () => {
      const folder = server.folder()
      addScreen(folder)
      return folder
    }

    beforeAll(async () => {
      server = await startPublishingServer(target)
    }, 60_000)

    afterAll(() => server.dispose())

    const publishContent = (items: Record<string, Json[]>, extra: object = {}) =>
      server.publish(withContent(newFolder(), { lotteries: [lottery()], ...items }), extra)

    const detail = async (id: number, as = server.doctorToken) =>
      (
        await server.app.inject({
          method: 'GET',
          url: `${api}/academy/v1/activity/${id}`,
          headers: bearer(as),
        })
      ).json<ActivityAnswer>()

    const cdn = (id: number, file: string) =>
      server.app.inject({ method: 'GET', url: `${CDN}/${id}/${file}?t=${Math.floor(Date.now() / 600_000)}` })

    /** The activityId of the summer-workshop screen as served: the content reference resolved. */
    async function screenActivityId(): Promise<unknown> {
      const routes = await server.app.inject({ method: 'GET', url: '/config/routes.json' })
      const url = routes.json<{ pageUrls: Record<string, string> }>().pageUrls['summer-workshop'] ?? ''
      const body = (await server.app.inject({ method: 'GET', url })).json<{ body: { props: Json }[] }>().body
      return body[0]?.props.activityId
    }

    it('an activity published as content is served by activity.detail and activity.items, its page text at its CDN paths; ${content.activities.<id>} is its id', async () => {
      const answer = await publishContent({ activities: [workshop()] })
      expect(answer.statusCode, answer.body).toBe(201)
      const changes = answer.json<{ changes: string[] }>().changes
      const created = changes.map(
        (line) => /^activities\/summer-workshop: new activity (\d+) /.exec(line)?.[1],
      )
      workshopId = Number(created.find(Boolean))
      expect(workshopId).toBeGreaterThan(9)
      expect(changes).toEqual(
        expect.arrayContaining([
          `activities/${WORKSHOP}: new activity ${workshopId} "2027 夏季皮肤外科手术技能工作坊"`,
          `activities/${WORKSHOP}: page text published at activity/${workshopId}/`,
          `activities/${WORKSHOP}: lottery ${LOTTERY} now belongs to it`,
        ]),
      )
      expect(await screenActivityId()).toBe(workshopId)

      const shown = await detail(workshopId)
      expect(shown).toMatchObject({
        id: workshopId,
        title: '2027 夏季皮肤外科手术技能工作坊',
        subtitle: '切除缝合、皮瓣设计与术后管理实操',
        type: 'OFFLINE',
        status: 'ACTIVE',
        phase: 'NO_STARTED',
        bannerUrl: '/media/covers/offline.svg',
        registrationEnabled: true,
        registrationStatus: 'START',
        quota: 3,
        registeredCount: 1,
        appointmentEnabled: true,
        venue: '上海市徐汇区华东医科大学附属第一医院 教学楼 3 楼',
        votePromotionId: null,
        hasCertificate: true,
        shareTitle: '一起来练手术基本功',
        shareDesc: '',
        tags: ['线下', '手术'],
        mine: { registered: false, ticketCount: 0 },
      })
      expect(new Date(String((shown as unknown as Json).startTime)).toISOString()).toBe(WINDOW.start)
      const drawn = await server.app.inject({
        method: 'GET',
        url: `${api}/promotion/v2/user/lottery/${shown.lotteryId}`,
        headers: bearer(server.doctorToken),
      })
      expect(drawn.json<{ title: string; activityId: number }>()).toMatchObject({
        title: '工作坊幸运抽奖',
        activityId: workshopId,
      })

      const listed = await server.app.inject({
        method: 'GET',
        url: `${api}/community-search/v1/activity/items?keyword=${encodeURIComponent('夏季皮肤外科')}`,
      })
      expect(listed.json<{ items: { id: number }[] }>().items.map((item) => item.id)).toEqual([workshopId])

      const html = await cdn(workshopId, 'activity.txt')
      expect(html.statusCode).toBe(200)
      expect(html.headers['content-type']).toMatch(/^text\/plain/)
      expect(html.headers['cache-control']).toBe('public, max-age=600')
      expect(html.headers['access-control-allow-origin']).toBe('*')
      expect(html.headers['x-content-type-options']).toBe('nosniff')
      expect(html.body).toBe(PAGE.html)
      const variables = await cdn(workshopId, 'variableContent.json')
      expect(variables.statusCode).toBe(200)
      expect(variables.headers['content-type']).toMatch(/^application\/json/)
      expect(variables.json()).toEqual(PAGE.variables)
      // An activity without a content page keeps the CDN folder's files.
      const seeded = await cdn(1, 'activity.txt')
      expect(seeded.statusCode).toBe(200)
      expect(seeded.body).toMatch(/<section[\s\S]*皮肤镜/)
    })

    it('a change shows: a new title and page text are served after the publish', async () => {
      const html = '<section><h2>工作坊（已更新）</h2><p>新增术后瘢痕管理专场。</p></section>'
      const answer = await publishContent({
        activities: [workshop({ title: '2027 夏季皮肤外科工作坊', page: { ...PAGE, html } })],
      })
      expect(answer.statusCode, answer.body).toBe(201)
      expect(answer.json<{ changes: string[] }>().changes).toEqual(
        expect.arrayContaining([
          `activities/${WORKSHOP}: changed title`,
          `activities/${WORKSHOP}: page html changed`,
        ]),
      )
      expect((await detail(workshopId)).title).toBe('2027 夏季皮肤外科工作坊')
      expect((await cdn(workshopId, 'activity.txt')).body).toBe(html)
      expect((await cdn(workshopId, 'variableContent.json')).json()).toEqual(PAGE.variables)
    })

    it('a registration is kept: a quota below the places taken, removing registration and changing the type are refused (409) unless forced; forced, the doctor stays registered with the ticket', async () => {
      const registered = await server.app.inject({
        method: 'POST',
        url: `${api}/academy/v1/user/activity/${workshopId}/registration`,
        headers: bearer(server.doctorToken),
      })
      expect(registered.statusCode, registered.body).toBe(200)
      expect(registered.json<ActivityAnswer>()).toMatchObject({
        registeredCount: 2,
        mine: { registered: true, ticketCount: 1 },
      })

      const lowered = withContent(newFolder(), {
        lotteries: [lottery()],
        activities: [
          workshop({
            registration: {
              start: WINDOW.registrationStart,
              end: WINDOW.registrationEnd,
              quota: 1,
              countBefore: 1,
            },
          }),
        ],
      })
      const refused = await server.publish(lowered)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ code: string; refusals: string[] }>()).toMatchObject({
        code: 'config.content.refused',
        refusals: [
          `activities/${WORKSHOP}: quota 1 is below the 2 places already taken (1 doctor registered here); raise it, or publish with --force to close registration at 2`,
        ],
      })
      expect((await detail(workshopId)).quota).toBe(3)

      const forced = await server.publish(lowered, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(forced.json<{ overridden: string[] }>().overridden).toHaveLength(1)
      expect(await detail(workshopId)).toMatchObject({
        quota: 2,
        registeredCount: 2,
        mine: { registered: true },
      })
      // Full at what was taken: nobody else gets in.
      const otherToken = (await passwordLogin(server.app, UNCERTIFIED_MOBILE, SEED_PASSWORD)).token
      const full = await server.app.inject({
        method: 'POST',
        url: `${api}/academy/v1/user/activity/${workshopId}/registration`,
        headers: bearer(otherToken),
      })
      expect(full.json<{ code: string }>().code).toBe('activity.registration.full')
      // The forced state is stable: the same files again are no change and no refusal.
      const again = await server.publish(lowered)
      expect(again.statusCode, again.body).toBe(201)
      expect(again.json<{ changes: string[] }>().changes).toEqual([])

      const online = withContent(newFolder(), {
        lotteries: [lottery()],
        activities: [workshop({ type: 'GENERAL', registration: undefined })],
      })
      const retyped = await server.publish(online)
      expect(retyped.statusCode).toBe(409)
      const refusals = retyped.json<{ refusals: string[] }>().refusals.join('\n')
      expect(refusals).toMatch(/changes type OFFLINE → GENERAL although 1 doctor registered/)
      expect(refusals).toMatch(/removes registration although 1 doctor registered/)
      expect((await detail(workshopId)).type).toBe('OFFLINE')

      const forcedOnline = await server.publish(online, { force: true })
      expect(forcedOnline.statusCode, forcedOnline.body).toBe(201)
      expect(forcedOnline.json<{ overridden: string[] }>().overridden).toHaveLength(2)
      // Registration closed now rather than gone: the doctor still reads 已报名 and keeps the ticket.
      expect(await detail(workshopId)).toMatchObject({
        type: 'GENERAL',
        registrationEnabled: true,
        registrationStatus: 'END',
        registeredCount: 2,
        mine: { registered: true, ticketCount: 1 },
      })
      const tickets = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/user/activity/${workshopId}/tickets`,
        headers: bearer(server.doctorToken),
      })
      expect(tickets.json<{ total: number }>().total).toBe(1)
      expect((await server.publish(online)).json<{ changes: string[] }>().changes).toEqual([])
    })

    it('a claimed reward is not removed, nor the window moved past days doctors logged, unless forced; forced, the claim stays', async () => {
      const online = workshop({ type: 'GENERAL', registration: undefined })
      const first = await publishContent({ activities: [online, study()] })
      expect(first.statusCode, first.body).toBe(201)
      const ids = await server.app.inject({ method: 'GET', url: '/config/content-ids.json' })
      const studyId = Number(ids.json<{ activities: Record<string, number> }>().activities[STUDY])
      const call = (path: string) =>
        server.app.inject({
          method: 'POST',
          url: `${api}/academy/v1/user/activity/${studyId}/duration/${path}`,
          headers: bearer(server.doctorToken),
        })
      expect((await call('check-in')).statusCode).toBe(200)
      const claimed = await call('reward')
      expect(claimed.statusCode, claimed.body).toBe(200)
      expect(claimed.json<{ reward: { state: string } }>().reward.state).toBe('CLAIMED')

      const moved = { activities: [online, study({ reward: undefined, start: at(1) })] }
      const refused = await publishContent(moved)
      expect(refused.statusCode).toBe(409)
      const refusals = refused.json<{ refusals: string[] }>().refusals.join('\n')
      expect(refusals).toMatch(
        /reward "50 麦豆" was claimed by 1 doctor; removing it changes what they earned/,
      )
      // The check-in, and the days the doctor who checked in studied (the ledger of study time: the
      // seeded 李医生 studied every recent day).
      expect(refusals).toMatch(/leaves out ([2-9]|\d\d+) study days or check-ins doctors logged/)
      const retyped = await publishContent({
        activities: [online, study({ type: 'GENERAL', goal: undefined, reward: undefined })],
      })
      expect(retyped.json<{ refusals: string[] }>().refusals.join('\n')).toMatch(
        /changes type DURATION → GENERAL although doctors logged study days, 1 reward claimed/,
      )

      const forced = await publishContent(moved, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      const progress = await server.app.inject({
        method: 'GET',
        url: `${api}/academy/v1/user/activity/${studyId}/duration`,
        headers: bearer(server.doctorToken),
      })
      expect(progress.json<{ reward: { state: string; claimedAt: string | null } }>().reward).toMatchObject({
        state: 'CLAIMED',
        claimedAt: expect.any(String),
      })
    })

    it('publishing the same files twice changes nothing: the second version reports no change', async () => {
      const campaign = {
        id: 'twice-cases',
        title: '夏季病例展示',
        start: at(-1),
        end: at(30),
        limits: { perDay: 3, perEntryPerDay: 1 },
        entries: [{ id: 'case-1', title: '病例 1' }],
      }
      // An activity made before it was content (the demo's own 1–9 are content files already).
      await server.database.db.insert(activity).values({
        id: 901,
        title: '2026 冬季读片训练营',
        type: 'DURATION',
        startTime: new Date(at(9)),
        endTime: new Date(at(30)),
      })
      const files = withContent(newFolder(), {
        lotteries: [lottery(), lottery('twice-draw')],
        votes: [campaign],
        activities: [
          workshop({ type: 'GENERAL', registration: undefined }),
          // lottery_id and vote_promotion_id are bigints, read back as text from PostgreSQL.
          workshop({
            id: 'twice-activity',
            type: 'GENERAL',
            registration: undefined,
            lottery: 'twice-draw',
            vote: 'twice-cases',
          }),
          // Takes over activity 901 by number.
          {
            id: 'winter-camp',
            number: 901,
            type: 'DURATION',
            title: '2026 冬季读片训练营',
            start: at(9),
            end: at(30),
            goal: { minutes: 300, days: 10 },
            reward: { type: 'INTEGRAL', amount: 500, title: '500 积分' },
          },
        ],
      })
      const first = await server.publish(files)
      expect(first.statusCode, first.body).toBe(201)
      expect(first.json<{ changes: string[] }>().changes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^activities\/twice-activity: new activity \d+/),
          'activities/winter-camp: takes over activity 901 "2026 冬季读片训练营"',
        ]),
      )
      expect(await detail(901)).toMatchObject({ title: '2026 冬季读片训练营', type: 'DURATION' })
      // The demo's activity 8 (content/activities/winter-duration.json, in every folder of this suite)
      // has no page text: its CDN folder's files are served.
      expect((await detail(8)).title).toBe('2026 冬季学习时长挑战')
      expect((await cdn(8, 'activity.txt')).body).toMatch(/冬季学习时长挑战/)
      const second = await server.publish(files)
      expect(second.statusCode, second.body).toBe(201)
      expect(second.json<{ changes: string[]; overridden: string[] }>()).toMatchObject({
        changes: [],
        overridden: [],
      })
    })
  })
}
