import { and, asc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appDeviceType, extendServicePrefix } from '../../schemas/api/index'
import { TRACK_BATCH_MAX } from '../../schemas/api/track'
import { type Database, type TrackingKind, trackingRecord } from '../../server/db/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  idKey,
  passwordLogin,
  SEED_PASSWORD,
  startTestServer,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

const DOCTOR_ID = '6a1f4c8e2b7d4e0f9c3a5b71'

function pageView(index: number, doctorId = DOCTOR_ID) {
  return {
    uuid: `visit-${index}`,
    [idKey]: doctorId,
    appVersion: '3.12.1',
    pageName: 'activityDetail',
    beginTime: 1_790_000_000_000 + index,
    businessType: 0,
    businessData: JSON.stringify({ activityId: 1 }),
    deviceType: 'weixin',
    deviceInfo: 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50',
  }
}

function click(index: number) {
  return {
    ...pageView(index),
    businessType: 3,
    tag: 'vote_submit',
    tagDesc: '投票',
    operateTime: 1_790_000_000_500 + index,
  }
}

function general(index: number, extras: Record<string, unknown> = {}) {
  return {
    start_app_id: 'launch-1',
    user_id: '10001',
    app_version: '3.12.1',
    device_type: appDeviceType,
    device_number: 'device-42',
    device_info: 'Android 14',
    device_time: 1_790_000_000_000 + index,
    statistics_mode: 'auto',
    events_type: 'exposure',
    page_class: 'courseDetail',
    watch_time: 5,
    ...extras,
  }
}

describe.each(databaseTargets)('tracking endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let database: Database
  /** The logged-in doctor's token header and ids: records sent with it are this doctor's. */
  let doctor: { headers: Record<string, string>; userId: string; doctorId: string }

  beforeAll(async () => {
    server = await startTestServer(target)
    ;({ app, database } = server)
    const login = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    doctor = { headers: bearer(login.token), userId: login.userId, doctorId: String(login[idKey]) }
  })
  afterAll(() => server?.dispose())

  async function stored(kind: TrackingKind) {
    return database.db
      .select({
        userId: trackingRecord.userId,
        payload: trackingRecord.payload,
        receivedAt: trackingRecord.receivedAt,
      })
      .from(trackingRecord)
      .where(eq(trackingRecord.kind, kind))
      .orderBy(asc(trackingRecord.id))
  }

  it("track.pageInfo stores each page view of a batch as one row, as sent, under the token's doctor", async () => {
    const batch = [pageView(1, doctor.doctorId), pageView(2, '')]
    const response = await app.inject({
      method: 'POST',
      url: `${api}/track/pageInfo/up`,
      headers: doctor.headers,
      payload: batch,
    })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const rows = await stored('page_info')
    expect(rows.map((row) => row.userId)).toEqual([doctor.doctorId, doctor.doctorId])
    expect(rows.map((row) => row.payload)).toEqual(
      batch.map((record) => ({ ...record, [idKey]: doctor.doctorId })),
    )
    expect(rows[0]?.receivedAt).toBeInstanceOf(Date)
  })

  it("issue 16: the user of a record is the token's: a record naming another doctor is filed under the sender, one without a token is anonymous", async () => {
    const forged = { ...pageView(3, DOCTOR_ID), uuid: 'forged-with-token' }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${api}/track/pageInfo/up`,
          headers: doctor.headers,
          payload: forged,
        })
      ).statusCode,
    ).toBe(204)
    const anonymous = { ...pageView(4, DOCTOR_ID), uuid: 'forged-without-token' }
    expect(
      (await app.inject({ method: 'POST', url: `${api}/track/pageInfo/up`, payload: [anonymous] }))
        .statusCode,
    ).toBe(204)
    const invalidToken = { ...general(5), device_time: 1_790_000_123_456 }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${api}/track/v1/general/up`,
          headers: { authorization: 'Bearer not-a-token' },
          payload: [invalidToken],
        })
      ).statusCode,
    ).toBe(204)
    const pages = await stored('page_info')
    const byUuid = (uuid: string) => pages.find((row) => row.payload.uuid === uuid)
    expect(byUuid('forged-with-token')).toMatchObject({
      userId: doctor.doctorId,
      payload: { [idKey]: doctor.doctorId },
    })
    expect(byUuid('forged-without-token')).toMatchObject({ userId: null, payload: { [idKey]: '' } })
    const generalRow = (await stored('general')).find((row) => row.payload.device_time === 1_790_000_123_456)
    expect(generalRow).toMatchObject({ userId: null, payload: { user_id: '' } })
  })

  it('track.event stores click records (businessType 3)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      payload: [click(1), click(2), click(3)],
    })
    expect(response.statusCode).toBe(204)
    const rows = await stored('event')
    expect(rows).toHaveLength(3)
    expect(rows[0]?.payload).toMatchObject({ tag: 'vote_submit', businessType: 3 })
  })

  it("track.general stores route events with custom extras, under the token's user_id", async () => {
    const batch = [
      general(1),
      general(2, { events_type: 'scroll_percent', percent: 30, lessonId: 1001, fromShare: true }),
    ]
    const response = await app.inject({
      method: 'POST',
      url: `${api}/track/v1/general/up`,
      headers: doctor.headers,
      payload: batch,
    })
    expect(response.statusCode).toBe(204)
    const sent = new Set(batch.map((record) => record.device_time))
    const rows = (await stored('general')).filter((row) => sent.has(row.payload.device_time as number))
    expect(rows.map((row) => row.userId)).toEqual([doctor.userId, doctor.userId])
    expect(rows[0]?.payload.user_id).toBe(doctor.userId)
    expect(rows[1]?.payload).toMatchObject({ percent: 30, lessonId: 1001, fromShare: true })
  })

  it('decision 0030: page views and clicks are taken one record per call (the spec, with its headers) as well as batched', async () => {
    // spec §7's headers (they are not needed: the record names its user)
    const headers = { authorization: 'Bearer x', apiVersion: '2', appVersion: '3.12.1' }
    const one = await app.inject({
      method: 'POST',
      url: `${api}/track/pageInfo/up`,
      headers,
      payload: pageView(500),
    })
    expect(one.statusCode).toBe(204)
    const click500 = { ...click(500), tag: 'one_record' }
    const oneClick = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      headers,
      payload: click500,
    })
    expect(oneClick.statusCode).toBe(204)
    const batch = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      payload: [
        { ...click(501), tag: 'batched' },
        { ...click(502), tag: 'batched' },
      ],
    })
    expect(batch.statusCode).toBe(204)
    expect((await stored('page_info')).some((row) => row.payload.uuid === 'visit-500')).toBe(true)
    const tags = (await stored('event')).map((row) => row.payload.tag)
    expect(tags.filter((tag) => tag === 'one_record')).toHaveLength(1)
    expect(tags.filter((tag) => tag === 'batched')).toHaveLength(2)
    const invalid = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      payload: { ...click(503), businessType: 0 },
    })
    expect(invalid.statusCode).toBe(400)
  })

  it('spec §3 event types the app sends are stored with their fields: view_enter, video_watch, live_relation, scholarship', async () => {
    const batch = [
      general(601, {
        events_type: 'view_enter',
        router_url: '/v3/video/detail?id=5',
        startTime: 1_790_000_000_000,
      }),
      general(602, {
        events_type: 'video_watch',
        lessonId: '5',
        watch_time: 42,
        startPosition: 10,
        endPosition: 52,
        finished: false,
      }),
      general(603, {
        events_type: 'live_relation',
        lessonId: '7',
        liveStatus: 'STREAMING',
        relation: 'watch',
      }),
    ]
    expect(
      (await app.inject({ method: 'POST', url: `${api}/track/v1/general/up`, payload: batch })).statusCode,
    ).toBe(204)
    const single = general(604, { events_type: 'scholarship', action: 'claim', taskId: 3, amount: 10 })
    expect(
      (await app.inject({ method: 'POST', url: `${api}/track/v1/general/up`, payload: single })).statusCode,
    ).toBe(204)
    const rows = (await stored('general')).map((row) => row.payload)
    expect(rows.find((row) => row.events_type === 'view_enter')).toMatchObject({
      router_url: '/v3/video/detail?id=5',
    })
    expect(rows.find((row) => row.events_type === 'video_watch')).toMatchObject({
      lessonId: '5',
      watch_time: 42,
      endPosition: 52,
      finished: false,
    })
    expect(rows.find((row) => row.events_type === 'live_relation')).toMatchObject({ liveStatus: 'STREAMING' })
    expect(rows.find((row) => row.events_type === 'scholarship')).toMatchObject({
      action: 'claim',
      amount: 10,
    })
  })

  it('track.general refuses an extra that is not a plain value, and an unknown device type', async () => {
    const nested = await app.inject({
      method: 'POST',
      url: `${api}/track/v1/general/up`,
      payload: [general(1, { detail: { nested: true } })],
    })
    expect(nested.statusCode).toBe(400)
    const device = await app.inject({
      method: 'POST',
      url: `${api}/track/v1/general/up`,
      payload: [general(1, { device_type: 'symbian' })],
    })
    expect(device.statusCode).toBe(400)
  })

  it('track.activityIndexStat stores one mark, or a batch of marks', async () => {
    const url = `${api}${extendServicePrefix}/activityIndexStat/save`
    const one = await app.inject({
      method: 'POST',
      url,
      headers: doctor.headers,
      payload: { [idKey]: DOCTOR_ID, marking: 'visit', activityId: 1 },
    })
    expect(one.statusCode).toBe(204)
    const batch = await app.inject({
      method: 'POST',
      url,
      headers: doctor.headers,
      payload: [
        { [idKey]: DOCTOR_ID, marking: 'share', activityId: '1' },
        { [idKey]: DOCTOR_ID, marking: 'vote' },
      ],
    })
    expect(batch.statusCode).toBe(204)
    const rows = await stored('activity_index_stat')
    expect(rows.map((row) => row.payload.marking)).toEqual(['visit', 'share', 'vote'])
    expect(rows.every((row) => row.userId === doctor.doctorId)).toBe(true)
  })

  it('a text/plain body (navigator.sendBeacon with a string) is read as JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${api}/track/pageInfo/up`,
      headers: { 'content-type': 'text/plain;charset=UTF-8', ...doctor.headers },
      payload: JSON.stringify([pageView(10)]),
    })
    expect(response.statusCode).toBe(204)
    const rows = await database.db
      .select()
      .from(trackingRecord)
      .where(and(eq(trackingRecord.kind, 'page_info'), eq(trackingRecord.userId, doctor.doctorId)))
    expect(rows.some((row) => row.payload.uuid === 'visit-10')).toBe(true)
  })

  it('text/plain that is not JSON is 400 request.invalid; other endpoints answer 415 to text/plain', async () => {
    const garbage = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      headers: { 'content-type': 'text/plain' },
      payload: 'not json',
    })
    expect(garbage.statusCode).toBe(400)
    expect(garbage.json<ErrorAnswer>().code).toBe('request.invalid')
    const login = await app.inject({
      method: 'POST',
      url: `${api}/user/v1/auth/login`,
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ loginName: '13800000001', password: 'x' }),
    })
    expect(login.statusCode).toBe(415)
  })

  it(`a batch of more than ${TRACK_BATCH_MAX} records is 400, and nothing of it is stored`, async () => {
    const before = (await stored('page_info')).length
    const batch = Array.from({ length: TRACK_BATCH_MAX + 1 }, (_, index) => pageView(1000 + index))
    const response = await app.inject({ method: 'POST', url: `${api}/track/pageInfo/up`, payload: batch })
    expect(response.statusCode).toBe(400)
    // decision 0030: the body is one record or a batch; the answer names why neither fits.
    const answer = response.json<ErrorAnswer>()
    expect(answer.code).toBe('request.invalid')
    expect(answer.message).toContain(`body must NOT have more than ${TRACK_BATCH_MAX} items`)
    expect((await stored('page_info')).length).toBe(before)
    const full = await app.inject({
      method: 'POST',
      url: `${api}/track/pageInfo/up`,
      payload: batch.slice(0, TRACK_BATCH_MAX),
    })
    expect(full.statusCode).toBe(204)
  })

  it('an empty batch and a record missing a required field are 400', async () => {
    const empty = await app.inject({ method: 'POST', url: `${api}/track/event/up`, payload: [] })
    expect(empty.statusCode).toBe(400)
    const { tag: _tag, ...untagged } = click(1)
    const missing = await app.inject({ method: 'POST', url: `${api}/track/event/up`, payload: [untagged] })
    expect(missing.statusCode).toBe(400)
    const wrongType = await app.inject({
      method: 'POST',
      url: `${api}/track/event/up`,
      payload: [{ ...click(1), businessType: 0 }],
    })
    expect(wrongType.statusCode).toBe(400)
  })
})
