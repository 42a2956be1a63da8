import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { productConfig, productNames } from '@/runtime/config'
import { detectPlatform } from '@/runtime/platform'
import { deviceNumberKey, deviceTypeOf, trackDomEvent } from '@/runtime/tracking'
import { apiBase, type Harness, makeTracker, memoryStorage } from './harness'

const idKey = `${productConfig.key}Id`
let harness: Harness

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-06-01T08:00:00Z') })
})

afterEach(async () => {
  await harness?.tracker.dispose()
  vi.useRealTimers()
})

describe('page-view and click records (spec §3)', () => {
  it('a page-view record has businessType 0, businessData as JSON text and the {product}Id key', async () => {
    harness = makeTracker()
    const record = harness.tracker.pageView('courseMain', { courseId: 7 })
    await harness.tracker.flush()

    const [sent] = harness.to('/track/pageInfo/up')
    expect(sent).toEqual(record)
    expect(idKey).toBe(productNames.idKey)
    expect(sent).toEqual({
      uuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
      [idKey]: 'p-1',
      appVersion: '999',
      pageName: 'courseMain',
      beginTime: Date.parse('2025-06-01T08:00:00Z'),
      businessType: 0,
      businessData: '{"courseId":7}',
      deviceType: 'web',
      deviceInfo: 'Linux armv8l Mozilla/5.0 (Linux; Android 14) Mobile',
    })
  })

  it('each page-view record has its own uuid and businessData defaults to an empty object', () => {
    harness = makeTracker()
    const first = harness.tracker.pageView('home')
    const second = harness.tracker.pageView('home')
    expect(first.uuid).not.toBe(second.uuid)
    expect(first.businessData).toBe('{}')
  })

  it('a click record adds tag, tagDesc and operateTime with businessType 3, posted to /track/event/up', async () => {
    harness = makeTracker()
    vi.advanceTimersByTime(1500)
    harness.tracker.click('exam_start', '开始考试', { examId: 3 })
    await harness.tracker.flush()

    expect(harness.sent.map((request) => request.url)).toEqual([`${apiBase}/track/event/up`])
    expect(harness.to('/track/event/up')[0]).toMatchObject({
      [idKey]: 'p-1',
      businessType: 3,
      tag: 'exam_start',
      tagDesc: '开始考试',
      businessData: '{"examId":3}',
      operateTime: Date.parse('2025-06-01T08:00:01.500Z'),
      deviceType: 'web',
    })
  })

  it('deviceInfo is the platform and user agent cut to 255 characters', () => {
    harness = makeTracker({ navigator: { userAgent: 'x'.repeat(400), platform: 'iPhone' } })
    const record = harness.tracker.pageView('home')
    expect(record.deviceInfo).toHaveLength(255)
    expect(record.deviceInfo.startsWith('iPhone xxx')).toBe(true)
  })
})

describe('general records (spec §3)', () => {
  it('a general record carries the app, user and device fields and is posted to /track/v1/general/up', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'videoDetail', routerUrl: '/v3/video?id=5' })
    harness.tracker.event('video_watch', { lessonId: 5, finished: false })
    await harness.tracker.flush()

    const [record] = harness.general('video_watch')
    const [visit] = harness.general('visit')
    expect(record).toEqual({
      start_app_id: visit?.start_app_id,
      user_id: 'u-1',
      app_version: '999',
      device_type: 'web',
      device_number: expect.any(String),
      device_info: 'Linux armv8l Mozilla/5.0 (Linux; Android 14) Mobile',
      device_time: Date.parse('2025-06-01T08:00:00Z'),
      statistics_mode: 'manual',
      events_type: 'video_watch',
      page_class: 'videoDetail',
      router_url: '/v3/video?id=5',
      lessonId: 5,
      finished: false,
    })
  })

  it('deviceType is weixin in WeChat, <key>App in the app, web otherwise', async () => {
    const wechat = detectPlatform('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50', undefined)
    const app = detectPlatform(`Mozilla/5.0 (Linux; Android 14) ${productConfig.shortName}/3.2.0`, undefined)
    const bridgeOnly = detectPlatform('Mozilla/5.0 (iPhone)', {})
    const browser = detectPlatform('Mozilla/5.0 (Windows NT 10.0)', undefined)
    expect(deviceTypeOf(wechat)).toBe('weixin')
    expect(deviceTypeOf(app)).toBe(`${productConfig.key}App`)
    expect(deviceTypeOf(bridgeOnly)).toBe(productNames.appDeviceType)
    expect(deviceTypeOf(browser)).toBe('web')

    harness = makeTracker()
    harness.context.platform = wechat
    harness.tracker.pageView('home')
    harness.tracker.event('click')
    harness.context.platform = app
    harness.tracker.click('share')
    await harness.tracker.flush()
    expect(harness.to('/track/pageInfo/up')[0]?.deviceType).toBe('weixin')
    expect(harness.general('click')[0]?.device_type).toBe('weixin')
    expect(harness.to('/track/event/up')[0]?.deviceType).toBe(`${productConfig.key}App`)
  })

  it('device number persists across trackers; start_app_id is new per tracker', async () => {
    const storage = memoryStorage()
    const first = makeTracker({ storage })
    first.tracker.event('click')
    await first.tracker.dispose()
    harness = makeTracker({ storage })
    harness.tracker.event('click')
    await harness.tracker.flush()

    const [a] = first.general('click')
    const [b] = harness.general('click')
    expect(storage.getItem(`${productConfig.key}_device_number`)).toBe(a?.device_number)
    expect(deviceNumberKey).toBe(`${productConfig.key}_device_number`)
    expect(b?.device_number).toBe(a?.device_number)
    expect(b?.start_app_id).not.toBe(a?.start_app_id)
  })

  it('the device number is kept in localStorage by default', async () => {
    harness = makeTracker({ storage: undefined })
    harness.tracker.event('click')
    await harness.tracker.flush()
    expect(localStorage.getItem(deviceNumberKey)).toBe(harness.general('click')[0]?.device_number)
  })

  it('the user id is read for every record (a login between records shows up)', async () => {
    harness = makeTracker()
    harness.context.userId = ''
    harness.tracker.event('click')
    harness.context.userId = 'u-2'
    harness.tracker.event('click')
    await harness.tracker.flush()
    expect(harness.general('click').map((record) => record.user_id)).toEqual(['', 'u-2'])
  })
})

describe('the track action (runtime:track)', () => {
  it('records a click and, for a known event type, a general record with the data as extras', async () => {
    harness = makeTracker()
    harness.tracker.routeChange({ pageClass: 'exam', routerUrl: '/v3/exam?id=2' })
    harness.tracker.listen()
    harness.window.dispatchEvent(
      new CustomEvent(trackDomEvent, {
        detail: { event: 'exam_start', desc: '开始考试', data: { examId: 2, tags: ['a'] } },
      }),
    )
    await harness.tracker.flush()

    expect(harness.to('/track/event/up')).toEqual([
      expect.objectContaining({
        tag: 'exam_start',
        tagDesc: '开始考试',
        businessData: '{"examId":2,"tags":["a"]}',
        pageName: 'exam',
      }),
    ])
    expect(harness.general('exam_start')).toEqual([
      expect.objectContaining({ page_class: 'exam', examId: 2, tags: '["a"]', statistics_mode: 'manual' }),
    ])
  })

  it('an unknown event name records only the click; unsubscribing stops recording', async () => {
    harness = makeTracker()
    const target = new EventTarget()
    const unsubscribe = harness.tracker.listen(target)
    target.dispatchEvent(new CustomEvent(trackDomEvent, { detail: { event: 'banner_tap' } }))
    unsubscribe()
    target.dispatchEvent(new CustomEvent(trackDomEvent, { detail: { event: 'banner_tap' } }))
    await harness.tracker.flush()

    expect(harness.to('/track/event/up')).toEqual([
      expect.objectContaining({ tag: 'banner_tap', tagDesc: '' }),
    ])
    expect(harness.to('/track/v1/general/up')).toEqual([])
  })

  it('a track event without a name is reported, not recorded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    harness = makeTracker()
    harness.tracker.listen()
    harness.window.dispatchEvent(new CustomEvent(trackDomEvent, { detail: { desc: 'no name' } }))
    await harness.tracker.flush()
    expect(harness.sent).toEqual([])
    expect(warn).toHaveBeenCalledOnce()
    warn.mockRestore()
  })
})

describe('activity index stat (spec §7)', () => {
  it('posts {product}Id, marking and activityId to /{product}-extend/activityIndexStat/save at once', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }))
    harness = makeTracker({ fetch, headers: () => ({ Authorization: 'Bearer t' }) })
    await expect(harness.tracker.activityIndexStat('share', 12)).resolves.toBe(true)

    expect(fetch).toHaveBeenCalledOnce()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe(`${apiBase}/${productConfig.key}-extend/activityIndexStat/save`)
    expect(init.method).toBe('POST')
    expect(init.headers).toMatchObject({ Authorization: 'Bearer t' })
    expect(JSON.parse(String(init.body))).toEqual({ [idKey]: 'p-1', marking: 'share', activityId: 12 })
  })

  it('a failed stat call resolves false and leaves activityId out when not given', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const fetch = vi.fn(async () => new Response('', { status: 500 }))
    harness = makeTracker({ fetch })
    await expect(harness.tracker.activityIndexStat('enter')).resolves.toBe(false)
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(JSON.parse(String(init.body))).toEqual({ [idKey]: 'p-1', marking: 'enter' })
    warn.mockRestore()
  })
})
