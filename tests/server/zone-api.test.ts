import type { FastifyInstance, InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZONE_IDS, ZONE_ITEM_IDS } from '../../server/seed/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

/** 赵医生 10011: certified, follows no zone (contract). */
const NEW_DOCTOR_MOBILE = '13800000003'

interface Zone {
  id: number
  title: string
  enterprise: { id: number; name: string }
  itemCount: number
  followerCount: number
  followed: boolean
  appJump: boolean
}

interface ZoneItem {
  id: number
  zoneId: number
  type: string
  section: string
  title: string
  formKey: string | null
  utaskId: number | null
  viewCount: number
  publishedAt: string
}

interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  hasMore: boolean
}

describe.each(databaseTargets)('enterprise zone endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let doctor: LoginAnswer
  let newDoctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    app = server.app
    ;[doctor, newDoctor] = await Promise.all([
      passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD),
      passwordLogin(app, NEW_DOCTOR_MOBILE, SEED_PASSWORD),
    ])
  })
  afterAll(() => server?.dispose())

  const call = (login: LoginAnswer | undefined, method: InjectOptions['method'], path: string) =>
    app.inject({ method, url: `${api}${path}`, headers: login ? bearer(login.token) : {} })

  const json = async <T>(login: LoginAnswer | undefined, method: InjectOptions['method'], path: string) => {
    const response = await call(login, method, path)
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path} answered ${response.statusCode} ${response.body}`)
    return response.json<T>()
  }

  it('the zone list shows online zones in the operator order; only ids below 300 jump into the app', async () => {
    const page = await json<Page<Zone>>(undefined, 'GET', '/community-search/v1/zone/items')
    expect(page.items.map((zone) => zone.id)).toEqual([ZONE_IDS.herui, ZONE_IDS.anfu, ZONE_IDS.boen])
    expect(page.items.map((zone) => zone.appJump)).toEqual([true, true, false])
    expect(page.items.every((zone) => zone.followed === false)).toBe(true)
    const searched = await json<Page<Zone>>(
      undefined,
      'GET',
      `/community-search/v1/zone/items?keyword=${encodeURIComponent('安肤生物')}`,
    )
    expect(searched.items.map((zone) => zone.id)).toEqual([ZONE_IDS.anfu])
  })

  it('the zone home needs a token and lists followed zones apart from the recommended ones', async () => {
    expect((await call(undefined, 'GET', '/enp/v1/user/zone/home')).statusCode).toBe(401)
    const home = await json<{ followed: Zone[]; recommended: Zone[]; latest: ZoneItem[] }>(
      doctor,
      'GET',
      '/enp/v1/user/zone/home',
    )
    expect(home.followed.map((zone) => zone.id)).toEqual([ZONE_IDS.herui])
    expect(home.recommended.map((zone) => zone.id)).toEqual([ZONE_IDS.anfu, ZONE_IDS.boen])
    expect(home.latest.every((item) => item.zoneId === ZONE_IDS.herui)).toBe(true)
    expect(home.latest.map((item) => item.id)).not.toContain(ZONE_ITEM_IDS.inactive)
  })

  it('following twice answers the same; unfollowing takes the zone off the home', async () => {
    const path = `/enp/v1/user/zone/${ZONE_IDS.boen}/follow`
    const before = await json<Zone>(newDoctor, 'GET', `/enp/v1/zone/${ZONE_IDS.boen}`)
    expect(before.followed).toBe(false)
    const first = await json<Zone>(newDoctor, 'POST', path)
    const second = await json<Zone>(newDoctor, 'POST', path)
    expect(first.followed).toBe(true)
    expect(second.followerCount).toBe(before.followerCount + 1)
    const home = await json<{ followed: Zone[] }>(newDoctor, 'GET', '/enp/v1/user/zone/home')
    expect(home.followed.map((zone) => zone.id)).toEqual([ZONE_IDS.boen])
    const after = await json<Zone>(newDoctor, 'DELETE', path)
    expect(after.followed).toBe(false)
    expect(after.followerCount).toBe(before.followerCount)
    expect((await call(undefined, 'POST', path)).statusCode).toBe(401)
  })

  it('an offline or unknown zone answers 404 zone.not.found', async () => {
    for (const id of [ZONE_IDS.offline, 999]) {
      const response = await call(undefined, 'GET', `/enp/v1/zone/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>().code).toBe('zone.not.found')
    }
    expect((await call(doctor, 'POST', `/enp/v1/user/zone/${ZONE_IDS.offline}/follow`)).statusCode).toBe(404)
  })

  it('zone contents list published items newest first and filter by type; forms and utasks carry their link', async () => {
    const all = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone/${ZONE_IDS.herui}/items`,
    )
    expect(all.items.map((item) => item.id)).toEqual([
      ZONE_ITEM_IDS.article,
      ZONE_ITEM_IDS.video,
      ZONE_ITEM_IDS.form,
      ZONE_ITEM_IDS.utask,
      ZONE_ITEM_IDS.productIntro,
      ZONE_ITEM_IDS.exchange,
    ])
    const times = all.items.map((item) => Date.parse(item.publishedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    const forms = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone/${ZONE_IDS.herui}/items?type=FORM`,
    )
    expect(forms.items.map((item) => item.formKey)).toEqual(['derma-survey', 'sample-trial'])
    const utasks = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone/${ZONE_IDS.herui}/items?type=UTASK`,
    )
    expect(utasks.items[0]?.utaskId).toBeGreaterThan(0)
    const paged = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone/${ZONE_IDS.herui}/items?size=3`,
    )
    expect(paged.hasMore).toBe(true)
    expect(paged.total).toBe(6)
  })

  it('the zone detail tabs: 活动, 产品兑换 and 产品介绍 each list the items of their section (a form or task left unsectioned is an activity)', async () => {
    const section = async (name: string) =>
      (
        await json<Page<ZoneItem>>(
          undefined,
          'GET',
          `/community-search/v1/zone/${ZONE_IDS.herui}/items?section=${name}`,
        )
      ).items
    const activities = await section('ACTIVITY')
    expect(activities.map((item) => item.id)).toEqual([ZONE_ITEM_IDS.form, ZONE_ITEM_IDS.utask])
    const exchange = await section('EXCHANGE')
    expect(exchange.map((item) => item.id)).toEqual([ZONE_ITEM_IDS.exchange])
    expect(exchange[0]).toMatchObject({ type: 'FORM', section: 'EXCHANGE', formKey: 'sample-trial' })
    const products = await section('PRODUCT')
    expect(products.map((item) => item.id)).toEqual([
      ZONE_ITEM_IDS.article,
      ZONE_ITEM_IDS.video,
      ZONE_ITEM_IDS.productIntro,
    ])
    const unknown = await call(
      undefined,
      'GET',
      `/community-search/v1/zone/${ZONE_IDS.herui}/items?section=NEWS`,
    )
    expect(unknown.statusCode).toBe(400)
  })

  it('search finds items of online zones by title; an empty keyword finds nothing', async () => {
    const found = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone-item/items?keyword=${encodeURIComponent('文章')}`,
    )
    // Both "文章" items are hidden: one is INACTIVE, the other is in the offline zone.
    expect(found.total).toBe(0)
    const psoriasis = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      `/community-search/v1/zone-item/items?keyword=${encodeURIComponent('银屑病')}`,
    )
    expect(psoriasis.items.map((item) => item.id)).toEqual([ZONE_ITEM_IDS.boenArticle])
    const empty = await json<Page<ZoneItem>>(
      undefined,
      'GET',
      '/community-search/v1/zone-item/items?keyword=%20',
    )
    expect(empty.items).toEqual([])
  })

  it('the item detail needs a token, counts a read and hides offline items', async () => {
    const path = `/enp/v1/user/zone/item/${ZONE_ITEM_IDS.article}`
    expect((await call(undefined, 'GET', path)).statusCode).toBe(401)
    const first = await json<ZoneItem & { content: string; enterprise: { name: string } }>(
      doctor,
      'GET',
      path,
    )
    const second = await json<ZoneItem>(doctor, 'GET', path)
    expect(first.content).toContain('<p>')
    expect(first.enterprise.name).toBe('和睿制药')
    expect(second.viewCount).toBe(first.viewCount + 1)
    for (const id of [ZONE_ITEM_IDS.inactive, ZONE_ITEM_IDS.offlineZone]) {
      const response = await call(doctor, 'GET', `/enp/v1/user/zone/item/${id}`)
      expect(response.statusCode).toBe(404)
      expect(response.json<ErrorAnswer>().code).toBe('zone.item.not.found')
    }
  })
})
