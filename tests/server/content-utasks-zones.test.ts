import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CONFIG_PREFIX } from '../../server/app-config/load'
import { api, bearer } from './api-helpers'
import { type PublishingServer, startPublishingServer, withContent } from './publishing-server'
import { databaseTargets } from './test-databases'

/**
 * Content kinds utasks, utask-pages and zones (issue 14): made by content files alone, published through
 * the operator API, served by the utask and zone APIs the screens call; a task doctors took part in and a
 * zone they follow keep their records and follows: changes that would break them are refused unless
 * forced, and forced ones take offline instead of deleting.
 */

const DAY = 86_400_000
/** A zone the app opens (spec §7: below 300). */
const ZONE_NUMBER = 120
/** Fixed for the run: a file written twice must be the same file. */
const NOW = Date.now()
const at = (days: number) => new Date(NOW + days * DAY).toISOString()

type Json = Record<string, unknown>

const signupForm = {
  id: 'spring-survey-form',
  title: '春季痤疮诊疗调研',
  fields: [{ id: 'name', type: 'text', label: '姓名', required: true }],
}

function survey(extra: Json = {}): Json {
  return {
    id: 'spring-survey',
    title: '2027 春季痤疮诊疗调研',
    summary: '约 5 分钟，了解门诊痤疮诊疗现状',
    cover: '/media/covers/acne.svg',
    type: 0,
    start: at(-1),
    end: at(30),
    participantBase: 10,
    quota: 50,
    reward: '50 麦豆',
    form: 'spring-survey-form',
    ...extra,
  }
}

const sunscreenTrial = {
  id: 'sunscreen-trial',
  title: '医学防晒霜试用招募',
  type: 2,
  start: at(5),
  end: at(35),
  quota: 300,
  reward: '试用装 1 份',
}

function springLab(extra: Json = {}): Json {
  return {
    id: 'spring-lab',
    title: '春季皮肤实验室',
    banner: '/media/covers/banner-task.svg',
    introduction: '<p>完成以下任务，即可获得麦豆奖励与样品。</p>',
    themeColor: '#0f8a7e',
    // Seeded utask 7 is EXPIRED: it comes last whatever its place.
    tasks: [7, 'sunscreen-trial', 'spring-survey'],
    ...extra,
  }
}

const article = {
  id: 'ad-guide',
  type: 'ARTICLE',
  title: '特应性皮炎的长期管理策略',
  summary: '从屏障修复到主动维持治疗',
  content: '<p>要点：规范诊断、分级治疗、长期管理。</p>',
  publishedAt: at(-1),
}
const clip = {
  id: 'acne-clip',
  type: 'VIDEO',
  title: '痤疮外用药物的正确使用（视频）',
  video: '/media/demo/clip.mp4',
  publishedAt: at(-2),
}
const surveyItem = {
  id: 'survey',
  type: 'FORM',
  title: '皮肤科诊疗调研',
  form: 'spring-survey-form',
  publishedAt: at(-3),
}
const taskItem = {
  id: 'survey-task',
  type: 'UTASK',
  title: '春季调研任务',
  utask: 'spring-survey',
  publishedAt: at(-4),
}

function heruiZone(extra: Json = {}): Json {
  return {
    id: 'herui-academy',
    number: ZONE_NUMBER,
    title: '和睿春季学院',
    subtitle: '敏感肌与特应性皮炎的规范管理',
    cover: '/media/covers/atopic-dermatitis.svg',
    introduction: '<p>前沿课程与病例。</p>',
    order: -1,
    followerBase: 100,
    enterprise: { name: '和睿春季制药', logo: '/media/covers/eczema.svg', description: '皮肤学级护肤品牌。' },
    items: [article, clip, surveyItem, taskItem],
    ...extra,
  }
}

const barrierZone = {
  id: 'barrier-zone',
  title: '屏障修护专区',
  enterprise: { name: '屏障生物' },
  items: [{ ...article, id: 'barrier-guide', title: '敏感肌的屏障修护' }],
}

interface Items {
  forms?: Json[]
  utasks?: Json[]
  'utask-pages'?: Json[]
  zones?: Json[]
}

const everything = (extra: Items = {}): Items => ({
  forms: [signupForm],
  utasks: [survey(), sunscreenTrial],
  'utask-pages': [springLab()],
  zones: [heruiZone(), barrierZone],
  ...extra,
})

interface Utask {
  id: number
  title: string
  type: number
  status: number
  participantCount: number
  quota: number
  formKey: string | null
}

for (const target of databaseTargets) {
  describe(`content kinds utasks, utask pages and zones (${target.kind})`, () => {
    let server: PublishingServer

    beforeAll(async () => {
      server = await startPublishingServer(target)
    }, 60_000)

    afterAll(() => server.dispose())

    const publish = (items: Items, extra: object = {}) =>
      server.publish(withContent(server.folder(), items), extra)

    const get = (url: string, auth = false) =>
      server.app.inject({
        method: 'GET',
        url: `${api}${url}`,
        ...(auth ? { headers: bearer(server.doctorToken) } : {}),
      })

    /** What `${content.<kind>.<id>}` stands for now. */
    async function contentId(kind: string, id: string): Promise<number> {
      const ids = (await server.app.inject({ method: 'GET', url: `${CONFIG_PREFIX}/content-ids.json` })).json<
        Record<string, Record<string, number>>
      >()
      return Number(ids[kind]?.[id])
    }

    const utaskDetail = async (id: number) => (await get(`/academy/v1/utask/${id}`)).json<Utask>()
    const utaskPage = async (name: string) =>
      (await get(`/academy/v1/utask/page/${name}`)).json<{
        title: string
        themeColor: string
        bannerUrl: string
        utasks: Utask[]
      }>()
    const zoneItems = async (zone: number) =>
      (await get(`/community-search/v1/zone/${zone}/items`)).json<{
        items: { id: number; type: string; title: string; formKey: string | null; utaskId: number | null }[]
      }>().items

    it('utasks, a utask page and zones published as content are served by the utask and zone APIs', async () => {
      const answer = await publish(everything())
      expect(answer.statusCode, answer.body).toBe(201)
      const changes = answer.json<{ changes: string[] }>().changes
      expect(changes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^utasks\/spring-survey: new task \d+ "2027 春季痤疮诊疗调研"$/),
          'utask-pages/spring-lab: new utask page "春季皮肤实验室" (3 tasks)',
          `zones/herui-academy: new zone ${ZONE_NUMBER} "和睿春季学院"`,
          expect.stringMatching(
            /^zones\/barrier-zone: new zone \d+ "屏障修护专区" \(id 300 or more: the app does not open it\)$/,
          ),
        ]),
      )

      const surveyId = await contentId('utasks', 'spring-survey')
      const trialId = await contentId('utasks', 'sunscreen-trial')
      expect(surveyId).toBeGreaterThanOrEqual(1001)
      expect(await utaskDetail(surveyId)).toMatchObject({
        title: '2027 春季痤疮诊疗调研',
        type: 0,
        status: 0,
        participantCount: 10,
        quota: 50,
        reward: '50 麦豆',
        formKey: 'spring-survey-form',
      })
      const questionnaires = (await get('/community-search/v1/utask/items?type=0&size=50')).json<{
        items: Utask[]
      }>()
      expect(questionnaires.items.map((item) => item.id)).toContain(surveyId)

      const page = await utaskPage('spring-lab')
      expect(page).toMatchObject({ title: '春季皮肤实验室', themeColor: '#0f8a7e' })
      // ING, then COMING, then EXPIRED.
      expect(page.utasks.map((task) => task.id)).toEqual([surveyId, trialId, 7])

      const zone = (await get(`/enp/v1/zone/${ZONE_NUMBER}`)).json<Json>()
      expect(zone).toMatchObject({
        id: ZONE_NUMBER,
        title: '和睿春季学院',
        appJump: true,
        followerCount: 100,
        itemCount: 4,
        logoUrl: '/media/covers/eczema.svg',
        enterprise: { name: '和睿春季制药', description: '皮肤学级护肤品牌。' },
        introduction: '<p>前沿课程与病例。</p>',
      })
      const items = await zoneItems(ZONE_NUMBER)
      expect(items.map((item) => item.title)).toEqual([
        '特应性皮炎的长期管理策略',
        '痤疮外用药物的正确使用（视频）',
        '皮肤科诊疗调研',
        '春季调研任务',
      ])
      expect(items[2]).toMatchObject({ type: 'FORM', formKey: 'spring-survey-form' })
      expect(items[3]).toMatchObject({ type: 'UTASK', utaskId: surveyId })
      const video = await get(`/enp/v1/user/zone/item/${items[1]?.id}`, true)
      expect(video.json()).toMatchObject({ videoUrl: '/media/demo/clip.mp4', viewCount: 1 })

      const barrierId = await contentId('zones', 'barrier-zone')
      expect(barrierId).toBeGreaterThanOrEqual(1001)
      expect((await get(`/enp/v1/zone/${barrierId}`)).json()).toMatchObject({ appJump: false })
      const list = (await get('/community-search/v1/zone/items?size=50')).json<{ items: { id: number }[] }>()
      // order -1: first in the operator order.
      expect(list.items[0]?.id).toBe(ZONE_NUMBER)
    })

    it('a change shows; an item left out of the zone goes offline with its reads, and comes back with them', async () => {
      const changed = await publish(
        everything({
          utasks: [survey({ title: '2027 春季痤疮诊疗调研（延长）', quota: 80 }), sunscreenTrial],
          'utask-pages': [springLab({ themeColor: '#c2410c', tasks: ['spring-survey'] })],
          zones: [
            heruiZone({ title: '和睿皮肤科学院', items: [article, surveyItem, taskItem] }),
            barrierZone,
          ],
        }),
      )
      expect(changed.statusCode, changed.body).toBe(201)
      const changes = changed.json<{ changes: string[] }>().changes
      expect(changes).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^utasks\/spring-survey: task \d+ changed title, quota$/),
          'utask-pages/spring-lab: changed theme_color, utask_ids',
          `zones/herui-academy: zone ${ZONE_NUMBER} changed title`,
          expect.stringMatching(
            /^zones\/herui-academy: item \d+ "痤疮外用药物的正确使用（视频）" taken offline \(not in the file\)$/,
          ),
        ]),
      )
      const surveyId = await contentId('utasks', 'spring-survey')
      expect(await utaskDetail(surveyId)).toMatchObject({ title: '2027 春季痤疮诊疗调研（延长）', quota: 80 })
      expect(await utaskPage('spring-lab')).toMatchObject({
        themeColor: '#c2410c',
        utasks: [{ id: surveyId }],
      })
      expect((await get(`/enp/v1/zone/${ZONE_NUMBER}`)).json()).toMatchObject({
        title: '和睿皮肤科学院',
        itemCount: 3,
      })
      expect((await zoneItems(ZONE_NUMBER)).map((item) => item.type)).toEqual(['ARTICLE', 'FORM', 'UTASK'])

      expect((await publish(everything())).statusCode).toBe(201)
      const video = (await zoneItems(ZONE_NUMBER)).find((item) => item.type === 'VIDEO')
      expect((await get(`/enp/v1/user/zone/item/${video?.id}`, true)).json()).toMatchObject({ viewCount: 2 })
    })

    it('a task doctors took part in keeps its records: a new type, a quota below its participants and leaving it out are refused unless forced', async () => {
      const surveyId = await contentId('utasks', 'spring-survey')
      const sent = await server.app.inject({
        method: 'POST',
        url: `${api}/academy/v1/user/form/spring-survey-form/record`,
        headers: bearer(server.doctorToken),
        payload: { answers: { name: '王医生' } },
      })
      expect(sent.statusCode, sent.body).toBe(200)
      const recordId = sent.json<{ id: number }>().id
      // form.submit leaves the public answers to their maxAge; the count is read fresh here.
      server.app.publicCache?.invalidate()
      expect(await utaskDetail(surveyId)).toMatchObject({ participantCount: 11 })

      const retyped = await publish(everything({ utasks: [survey({ type: 1 }), sunscreenTrial] }))
      expect(retyped.statusCode).toBe(409)
      expect(retyped.json<{ code: string; refusals: string[] }>()).toMatchObject({
        code: 'config.content.refused',
        refusals: [
          'utasks/spring-survey: changes type 0 → 1 but 1 doctor took part as 0; make it a new task, or publish with --force (their records are kept)',
        ],
      })

      // 10 is not below participantBase (the validator's check), but below 10 + the doctor who took part.
      const lowered = everything({ utasks: [survey({ quota: 10 }), sunscreenTrial] })
      const refused = await publish(lowered)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        'utasks/spring-survey: quota 10 is below its 11 participants (10 before + 1 here); raise it, or publish with --force to close the task at 11',
      ])
      expect(await utaskDetail(surveyId)).toMatchObject({ type: 0, quota: 50 })

      const forced = await publish(lowered, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect(forced.json<{ overridden: string[] }>().overridden).toHaveLength(1)
      expect(await utaskDetail(surveyId)).toMatchObject({ quota: 11, participantCount: 11 })
      // Closed at 11, the same files again are neither refused nor a change.
      const again = await publish(lowered)
      expect(again.statusCode, again.body).toBe(201)
      expect(again.json<{ changes: string[] }>().changes).toEqual([])

      const withoutSurvey = everything({
        utasks: [sunscreenTrial],
        'utask-pages': [springLab({ tasks: ['sunscreen-trial'] })],
        zones: [heruiZone({ items: [article, clip, surveyItem] }), barrierZone],
      })
      const removed = await publish(withoutSurvey)
      expect(removed.statusCode).toBe(409)
      expect(removed.json<{ refusals: string[] }>().refusals).toEqual([
        `utasks/spring-survey: task ${surveyId} "2027 春季痤疮诊疗调研" has 11 participants and is not in the version; keep its file (online: false takes it offline), or publish with --force to take it offline (their records are kept)`,
      ])
      expect((await get(`/academy/v1/utask/${surveyId}`)).statusCode).toBe(200)

      const forcedRemoval = await publish(withoutSurvey, { force: true })
      expect(forcedRemoval.statusCode, forcedRemoval.body).toBe(201)
      expect((await get(`/academy/v1/utask/${surveyId}`)).json()).toMatchObject({ code: 'utask.not.found' })
      const [row] = await server.database.sql.query<{ online: boolean }>(
        'SELECT online FROM utask WHERE id = $1',
        [surveyId],
      )
      expect(row?.online).toBe(false)
      const record = await get(`/academy/v1/user/form/record/${recordId}`, true)
      expect(record.statusCode).toBe(200)
      expect(record.json<{ answers: { id: string; value: string[] }[] }>().answers).toContainEqual(
        expect.objectContaining({ id: 'name', value: ['王医生'] }),
      )
      // Offline already: publishing the same files again is not refused.
      expect((await publish(withoutSurvey)).statusCode).toBe(201)

      // Back in the version, it is online again, with its records and count.
      const back = await publish(everything({ utasks: [survey({ quota: 11 }), sunscreenTrial] }))
      expect(back.statusCode, back.body).toBe(201)
      expect(await utaskDetail(surveyId)).toMatchObject({ participantCount: 11, quota: 11 })

      const forcedType = await publish(
        everything({ utasks: [survey({ type: 1, quota: 11 }), sunscreenTrial] }),
        {
          force: true,
        },
      )
      expect(forcedType.statusCode, forcedType.body).toBe(201)
      expect(await utaskDetail(surveyId)).toMatchObject({ type: 1, participantCount: 11 })
    })

    it('a zone doctors follow keeps its follows: leaving it out is refused unless forced, and forced takes it offline', async () => {
      const followed = await server.app.inject({
        method: 'POST',
        url: `${api}/enp/v1/user/zone/${ZONE_NUMBER}/follow`,
        headers: bearer(server.doctorToken),
      })
      expect(followed.statusCode, followed.body).toBe(200)
      expect(followed.json()).toMatchObject({ followed: true, followerCount: 101 })

      const current = { utasks: [survey({ type: 1, quota: 11 }), sunscreenTrial] }
      const withoutZone = everything({ ...current, zones: [barrierZone] })
      const refused = await publish(withoutZone)
      expect(refused.statusCode).toBe(409)
      expect(refused.json<{ refusals: string[] }>().refusals).toEqual([
        `zones/herui-academy: zone ${ZONE_NUMBER} "和睿春季学院" is followed by 1 doctor and is not in the version; keep its file (online: false takes it offline), or publish with --force to take it offline (the follows are kept)`,
      ])
      expect((await get(`/enp/v1/zone/${ZONE_NUMBER}`)).statusCode).toBe(200)

      const forced = await publish(withoutZone, { force: true })
      expect(forced.statusCode, forced.body).toBe(201)
      expect((await get(`/enp/v1/zone/${ZONE_NUMBER}`)).json()).toMatchObject({ code: 'zone.not.found' })
      const follows = await server.database.sql.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM zone_follow WHERE zone_id = $1',
        [ZONE_NUMBER],
      )
      expect(follows[0]?.count).toBe(1)

      // Back in the version: online again, and the doctor still follows it.
      const back = await publish(everything(current))
      expect(back.statusCode, back.body).toBe(201)
      const home = (
        await server.app.inject({
          method: 'GET',
          url: `${api}/enp/v1/user/zone/home`,
          headers: bearer(server.doctorToken),
        })
      ).json<{ followed: { id: number; followerCount: number }[] }>()
      expect(home.followed).toContainEqual(expect.objectContaining({ id: ZONE_NUMBER, followerCount: 101 }))
    })

    it('a utask page or zone item naming a utask number the server does not have is a config error (422)', async () => {
      const current = { utasks: [survey({ type: 1, quota: 11 }), sunscreenTrial] }
      const answer = await publish(
        everything({
          ...current,
          'utask-pages': [springLab({ tasks: ['spring-survey', 999_999] })],
          zones: [
            heruiZone({ items: [article, clip, surveyItem, { ...taskItem, utask: 888_888 }] }),
            barrierZone,
          ],
        }),
      )
      expect(answer.statusCode).toBe(422)
      expect(
        answer
          .json<{ code: string; errors: { file: string; pointer: string; message: string }[] }>()
          .errors.map(({ file, pointer, message }) => ({ file, pointer, message })),
      ).toEqual([
        {
          file: 'content/utask-pages/spring-lab.json',
          pointer: '/tasks/1',
          message: 'there is no utask 999999',
        },
        {
          file: 'content/zones/herui-academy.json',
          pointer: '/items/3/utask',
          message: 'there is no utask 888888',
        },
      ])
    })

    it('publishing the same files twice changes nothing: the second version reports no change', async () => {
      // With what the tests before published: leaving it out would be refused.
      const before = everything({ utasks: [survey({ type: 1, quota: 11 }), sunscreenTrial] })
      const files: Items = {
        forms: [...(before.forms ?? []), { ...signupForm, id: 'twice-form' }],
        utasks: [
          ...(before.utasks ?? []),
          survey({ id: 'twice-task', form: 'twice-form', number: 2001 }),
          { ...sunscreenTrial, id: 'twice-trial', online: false },
        ],
        'utask-pages': [springLab({ id: 'twice-page', tasks: ['twice-task', 3] })],
        zones: [
          ...(before.zones ?? []),
          heruiZone({
            id: 'twice-zone',
            number: 250,
            // A UTASK item naming a seeded task by number: utask_id is a bigint, read back as text from PostgreSQL.
            items: [
              article,
              clip,
              { ...surveyItem, form: 'twice-form' },
              { ...taskItem, utask: 'twice-task' },
              { ...taskItem, id: 'seeded-task', utask: 3, online: false },
            ],
          }),
        ],
      }
      const first = await publish(files)
      expect(first.statusCode, first.body).toBe(201)
      expect(first.json<{ changes: string[] }>().changes).toEqual(
        expect.arrayContaining(['utasks/twice-task: new task 2001 "2027 春季痤疮诊疗调研"']),
      )
      const second = await publish(files)
      expect(second.statusCode, second.body).toBe(201)
      expect(second.json<{ changes: string[]; overridden: string[] }>()).toMatchObject({
        changes: [],
        overridden: [],
      })
      // The task numbered by the operator is past the identity: a task the server numbers gets another.
      const next = await publish({
        ...files,
        utasks: [...(files.utasks ?? []), { ...sunscreenTrial, id: 'next' }],
      })
      expect(next.statusCode, next.body).toBe(201)
      expect(await contentId('utasks', 'next')).toBeGreaterThan(2001)
    })
  })
}
