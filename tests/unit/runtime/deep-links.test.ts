import { formatError, validateConfigSet } from '@schemas/validator/index'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bridgeReceiverName } from '@/runtime/platform'
import { runActions } from '@/runtime/render'
import {
  contentCardTarget,
  deepLinkHref,
  deepLinks,
  OPENABLE_SOURCE_TYPES,
  openContentCard,
  openDeepLink,
} from '@/runtime/router'
import { clearToast } from '@/runtime/ui'
import pages from '../../../pages.json'
import { readConfigSet } from '../../../scripts/config-set'
import { androidBrowser, makeRuntime, type TestRuntime } from '../helpers/make-runtime'

type Host = Record<string, unknown>

/** The native bridge of the app: records each message and answers at once. */
function installBridge(): { type: string; payload: unknown }[] {
  const sent: { type: string; payload: unknown }[] = []
  ;(window as unknown as Host).nativeBridge = {
    postMessage(json: string) {
      const { id, type, payload } = JSON.parse(json) as { id: string; type: string; payload: unknown }
      sent.push({ type, payload })
      const receive = (window as unknown as Host)[bridgeReceiverName] as (id: string, data: string) => void
      receive(id, '{"ok":true}')
    },
  }
  return sent
}

function browser(): TestRuntime {
  return makeRuntime()
}

function inApp(): TestRuntime {
  return makeRuntime({}, { platform: { ...androidBrowser, isApp: true } })
}

async function noToast(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 30))
  expect(screen.queryByText('请前往APP操作')).toBeNull()
}

beforeEach(async () => {
  clearToast()
  await new Promise((resolve) => setTimeout(resolve, 10))
})

afterEach(() => {
  delete (window as unknown as Host).nativeBridge
  vi.restoreAllMocks()
})

/** Every source type, with the card it comes on and the address it opens in a browser. */
const webJumps: [string, Record<string, unknown>, string][] = [
  [
    'ARTICLE',
    { sourceId: 11, extra: { promotionId: 5, voteId: 7 } },
    '/v3/article/detail?id=11&promotionId=5&voteId=7',
  ],
  ['VIDEO', { sourceId: 12 }, '/v3/video/detail?id=12'],
  ['LIVE', { sourceId: 13 }, '/v3/live/detail?id=13'],
  [
    'SHORT_VIDEO',
    { sourceId: 14, extra: { position: 3, extraId: 9, jumpType: 'collection' } },
    '/v3/shortvideo/detail?id=14&position=3&extraId=9&jumpType=collection',
  ],
  ['GUIDELINE', { sourceId: 15 }, '/v3/clinical/detail?id=15'],
  ['ACADEMY_COURSE', { sourceId: 16 }, '/v3/academy/course/detail?id=16'],
  ['COURSE', { sourceId: 17 }, '/v3/course/detail?id=17'],
  ['COURSE_PACKAGE', { sourceId: 3 }, '/v3/academy/course-package?id=3'],
  ['TOPIC', { sourceId: 4 }, '/v3/topic/detail?id=4'],
  ['OFFLINE_CLASS', { sourceId: 6 }, '/v3/academy/offlineclass-detail?id=6'],
  ['ACTIVITY', { sourceId: 8 }, '/v3/activity/detail?id=8'],
]

describe('content-card jumps in a browser (spec §2)', () => {
  it.each(webJumps)('%s opens its screen under /v3', async (sourceType, card, address) => {
    const runtime = browser()
    await expect(openContentCard(runtime, { sourceType, ...card })).resolves.toBe('navigated')
    expect(runtime.visits).toEqual([{ path: address, replace: false }])
  })

  it.each([
    ['YIMEI', {}],
    ['ZONE', { sourceId: 299 }],
  ])('%s is app-only: outside the app it shows 请前往APP操作 and goes nowhere', async (sourceType, card) => {
    const runtime = browser()
    const sent = installBridge()
    await expect(openContentCard(runtime, { sourceType, ...card })).resolves.toBe('outside-app')
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
    expect(runtime.visits).toEqual([])
    expect(sent).toEqual([])
  })

  it('covers every source type the openContent action accepts', () => {
    const covered = new Set([...webJumps.map(([type]) => type), 'YIMEI', 'ZONE'])
    expect([...covered].sort()).toEqual([...OPENABLE_SOURCE_TYPES].sort())
  })
})

/** The screens the spec's deep-link helpers name: pages.json marks them `appWeb`. */
const wrappedInApp = new Set([
  'ARTICLE',
  'VIDEO',
  'LIVE',
  'SHORT_VIDEO',
  'GUIDELINE',
  'COURSE',
  'TOPIC',
  'OFFLINE_CLASS',
])

describe('content-card jumps in the native app (spec §2)', () => {
  it.each(webJumps.filter(([type]) => wrappedInApp.has(type)))(
    "%s opens its /v3 screen in a new app web container: the bridge's /app/web?url=, no navigation in place",
    async (sourceType, card, address) => {
      const runtime = inApp()
      const sent = installBridge()
      await expect(openContentCard(runtime, { sourceType, ...card })).resolves.toBe('app')
      const url = `${window.location.origin}${address}`
      expect(sent).toEqual([
        { type: 'open-route', payload: { path: `/app/web?${new URLSearchParams({ url })}` } },
      ])
      expect(runtime.visits).toEqual([])
    },
  )

  it.each(webJumps.filter(([type]) => !wrappedInApp.has(type) && type !== 'ACADEMY_COURSE'))(
    '%s (a screen the helpers do not name) opens in place in the app, as in a browser',
    async (sourceType, card, address) => {
      const runtime = inApp()
      const sent = installBridge()
      await expect(openContentCard(runtime, { sourceType, ...card })).resolves.toBe('navigated')
      expect(runtime.visits).toEqual([{ path: address, replace: false }])
      expect(sent).toEqual([])
    },
  )

  it('every helper screen and only those are marked appWeb in pages.json', () => {
    const marked = (pages.pages as { name: string; appWeb?: boolean }[])
      .filter((page) => page.appWeb)
      .map((page) => page.name)
      .sort()
    expect(marked).toEqual(
      [
        'articleDetail',
        'offlineClassDetail',
        'shortVideoDetail',
        'liveDetail',
        'videoDetail',
        'courseDetail',
        'guideDetail',
        'advanceCourseDetail',
        'topicDetail',
      ].sort(),
    )
  })

  it('a helper link opened in the app is wrapped too; a browser opens it in place', async () => {
    const app = inApp()
    const sent = installBridge()
    await expect(openDeepLink(app, deepLinks.advanceCourseDetail(5))).resolves.toBe('app')
    expect(sent).toEqual([
      {
        type: 'open-route',
        payload: {
          path: `/app/web?${new URLSearchParams({ url: `${window.location.origin}/v3/academy/advance-detail?id=5` })}`,
        },
      },
    ])
    const web = browser()
    await expect(openDeepLink(web, deepLinks.advanceCourseDetail(5))).resolves.toBe('navigated')
    expect(web.visits).toEqual([{ path: '/v3/academy/advance-detail?id=5', replace: false }])
  })

  it.each([
    ['ACADEMY_COURSE', { sourceId: 16 }, '/academy/course-detail?id=16'],
    ['YIMEI', {}, '/app/home?tab=cosmetology'],
    ['ZONE', { sourceId: 299 }, '/zone/detail?id=299'],
  ])('%s opens the app route %s over the bridge', async (sourceType, card, path) => {
    const runtime = inApp()
    const sent = installBridge()
    await expect(openContentCard(runtime, { sourceType, ...card })).resolves.toBe('app')
    expect(sent).toEqual([{ type: 'open-route', payload: { path } }])
    expect(runtime.visits).toEqual([])
  })
})

describe('zone jumps (spec §5: only below zone id 300)', () => {
  it('zone 300 does not jump, in the app or outside it; only a log says why', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    for (const runtime of [inApp(), browser()]) {
      const sent = installBridge()
      await expect(openContentCard(runtime, { sourceType: 'ZONE', sourceId: 300 })).resolves.toBe('skipped')
      expect(sent).toEqual([])
      expect(runtime.visits).toEqual([])
    }
    await noToast()
    expect(info).toHaveBeenCalledWith(expect.stringContaining('below id 300'))
  })

  it('zone 299 jumps', async () => {
    const runtime = inApp()
    const sent = installBridge()
    await expect(openDeepLink(runtime, deepLinks.zoneDetail(299))).resolves.toBe('app')
    expect(sent).toEqual([{ type: 'open-route', payload: { path: '/zone/detail?id=299' } }])
  })
})

describe('deep-link helpers (spec §2)', () => {
  const routes = browser().routes

  it('web links carry the /v3 route version prefix and resolve back to their screen', () => {
    const links: [ReturnType<typeof deepLinks.videoDetail>, string][] = [
      [deepLinks.articleDetail(1), 'articleDetail'],
      [deepLinks.offlineClassDetail(2), 'offlineClassDetail'],
      [deepLinks.shortVideoDetail(3), 'shortVideoDetail'],
      [deepLinks.liveDetail(4), 'liveDetail'],
      [deepLinks.videoDetail(5), 'videoDetail'],
      [deepLinks.courseDetail(6), 'courseDetail'],
      [deepLinks.guideDetail(7), 'guideDetail'],
      [deepLinks.advanceCourseDetail(8), 'advanceCourseDetail'],
      [deepLinks.topicDetail(9), 'topicDetail'],
    ]
    for (const [link, name] of links) {
      const href = deepLinkHref({ routes }, link)
      expect(href.startsWith('/v3/'), href).toBe(true)
      expect(new URL(href, 'https://h5.test').searchParams.get('id')).toMatch(/^\d+$/)
      expect(routes.match(new URL(href, 'https://h5.test').pathname)?.entry.name).toBe(name)
    }
    // The spec spells the short-video helper /shortVideo/detail; pages.json /shortvideo/detail.
    expect(routes.match('/v3/shortVideo/detail')?.entry.name).toBe('shortVideoDetail')
  })

  it('an article link keeps its extra query parameters', () => {
    const link = deepLinks.articleDetail(11, {
      preview: 1,
      promotionId: 5,
      voteId: 7,
      voteItemId: 9,
      empty: '',
    })
    expect(deepLinkHref({ routes }, link)).toBe(
      '/v3/article/detail?id=11&preview=1&promotionId=5&voteId=7&voteItemId=9',
    )
    // An extra `id` never replaces the article's own.
    expect(deepLinkHref({ routes }, deepLinks.articleDetail(11, { id: 99 }))).toBe('/v3/article/detail?id=11')
  })

  it('a short-video link carries position, extraId and jumpType=collection', () => {
    expect(
      deepLinkHref(
        { routes },
        deepLinks.shortVideoDetail(14, { position: 2, extraId: 30, collection: true }),
      ),
    ).toBe('/v3/shortvideo/detail?id=14&position=2&extraId=30&jumpType=collection')
    expect(deepLinkHref({ routes }, deepLinks.shortVideoDetail(14))).toBe('/v3/shortvideo/detail?id=14')
    // A card naming a collection opens it as one even without jumpType.
    expect(
      contentCardTarget({ sourceType: 'SHORT_VIDEO', sourceId: 14, extra: { extraId: 30, position: 0 } }),
    ).toEqual({
      kind: 'route',
      route: 'shortVideoDetail',
      query: { id: 14, position: 0, extraId: 30, jumpType: 'collection' },
    })
  })

  const appOnly: [string, ReturnType<typeof deepLinks.yimeiHome>, string][] = [
    ['zone detail', deepLinks.zoneDetail(12), '/zone/detail?id=12'],
    ['academy course', deepLinks.academyCourseDetail(16), '/academy/course-detail?id=16'],
    ['order', deepLinks.orderDetail(5), '/user/pay?id=5'],
    ['intelligence entry', deepLinks.intelligenceDetail(2), '/intelligence/detail?id=2'],
    ['home yimei', deepLinks.yimeiHome(), '/app/home?tab=cosmetology'],
    [
      'app web container',
      deepLinks.appWeb('https://www.dermacampus.cn/events?id=1'),
      `/app/web?url=${encodeURIComponent('https://www.dermacampus.cn/events?id=1')}`,
    ],
  ]

  it.each(appOnly)('app-only %s shows 请前往APP操作 outside the app', async (_name, link) => {
    const runtime = browser()
    await expect(openDeepLink(runtime, link)).resolves.toBe('outside-app')
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
    expect(runtime.visits).toEqual([])
  })

  it.each(appOnly)('app-only %s opens %s in the app', async (_name, link, path) => {
    const runtime = inApp()
    const sent = installBridge()
    await expect(openDeepLink(runtime, link)).resolves.toBe('app')
    expect(sent).toEqual([{ type: 'open-route', payload: { path } }])
  })

  it('the app paths are those pages.json gives its app-only screens', () => {
    const appPaths = Object.fromEntries(
      pages.pages.filter((entry) => 'appPath' in entry).map((entry) => [entry.name, entry.appPath]),
    )
    expect(appPaths).toMatchObject({
      zoneDetail: '/zone/detail',
      orderDetail: '/user/pay',
      AcademyCourseDetail: '/academy/course-detail',
    })
    expect(deepLinkHref({ routes }, deepLinks.zoneDetail(1))).toBe(`${appPaths.zoneDetail}?id=1`)
    expect(deepLinkHref({ routes }, deepLinks.orderDetail(1))).toBe(`${appPaths.orderDetail}?id=1`)
    expect(deepLinkHref({ routes }, deepLinks.academyCourseDetail(1))).toBe(
      `${appPaths.AcademyCourseDetail}?id=1`,
    )
  })

  it('a missing or malformed id, or an unknown source type, opens nothing', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const runtime = browser()
    await expect(openContentCard(runtime, { sourceType: 'VIDEO' })).resolves.toBe('skipped')
    await expect(openContentCard(runtime, { sourceType: 'VIDEO', sourceId: 'abc' })).resolves.toBe('skipped')
    await expect(openContentCard(runtime, { sourceType: 'VIDEO', sourceId: -3 })).resolves.toBe('skipped')
    await expect(openContentCard(runtime, { sourceType: 'PODCAST', sourceId: 3 })).resolves.toBe('skipped')
    expect(runtime.visits).toEqual([])
    // Ids as digit strings (query values, bindings) are fine.
    await expect(openContentCard(runtime, { sourceType: 'VIDEO', id: '21' })).resolves.toBe('navigated')
    expect(runtime.visits).toEqual([{ path: '/v3/video/detail?id=21', replace: false }])
  })
})

describe('the openUrl action', () => {
  it('a screen of this app (a banner to /v3/vote/spring) opens as a screen, not in the webview', async () => {
    const runtime = browser()
    await runActions([{ type: 'openUrl', url: '/v3/vote/2025Ted/detail?promotionId=25' }], {
      runtime,
      page: undefined,
      scope: {},
    })
    expect(runtime.visits).toEqual([{ path: '/v3/vote/2025Ted/detail?promotionId=25', replace: false }])
  })

  it('an allowlisted address elsewhere opens in the webview screen', async () => {
    const runtime = browser()
    await runActions([{ type: 'openUrl', url: 'https://www.dermacampus.cn/news' }], {
      runtime,
      page: undefined,
      scope: {},
    })
    expect(runtime.visits[0]?.path).toMatch(/^\/v3\/webview\?url=/)
  })
})

describe('the openContent action', () => {
  it('opens the content its bindings name', async () => {
    const runtime = browser()
    await runActions(
      [
        {
          type: 'openContent',
          sourceType: '${event.sourceType}',
          id: '${event.id}',
          extra: { preview: '${event.preview}' },
        },
      ],
      { runtime, page: undefined, scope: {} },
      { sourceType: 'ARTICLE', id: 31, preview: 1 },
    )
    expect(runtime.visits).toEqual([{ path: '/v3/article/detail?id=31&preview=1', replace: false }])
  })

  it('an app-only target outside the app shows 请前往APP操作', async () => {
    const runtime = browser()
    await runActions([{ type: 'openContent', sourceType: 'YIMEI' }], { runtime, page: undefined, scope: {} })
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
  })

  it('validate: a literal zone id of 300 or more, a missing id and an unknown source type are config errors', async () => {
    const { input } = await readConfigSet(process.cwd())
    const file = input.pageFiles.get('link-invalid')
    if (!file) throw new Error('link-invalid page missing')
    const page = structuredClone(file.json) as { body: { props: Record<string, unknown> }[] }
    const node = page.body[0]
    if (!node) throw new Error('link-invalid has no body')
    node.props.onClick = [
      { type: 'openContent', sourceType: 'ZONE', id: 300 },
      { type: 'openContent', sourceType: 'ARTICLE' },
      { type: 'openContent', sourceType: 'PODCAST', id: 3 },
      { type: 'openContent', sourceType: '${event.sourceType}', id: '${event.id}' },
      { type: 'openContent', sourceType: 'ZONE', id: 299 },
      { type: 'openContent', sourceType: 'YIMEI' },
    ]
    const pageFiles = new Map(input.pageFiles)
    // an edited copy without its text: errors are placed at 1:1
    pageFiles.set('link-invalid', { file: file.file, json: page })
    const errors = validateConfigSet({ ...input, pageFiles }).errors.map(formatError)
    const at = 'schemas/pages/link-invalid.json:1:1 /body/0/props/onClick'
    expect(errors).toContain(`${at}/0/id zone id 300 is not below 300: the zone jump is never made (spec §5)`)
    expect(errors).toContain(`${at}/1 openContent ARTICLE needs an id`)
    expect(errors.some((line) => line.startsWith(`${at}/2/sourceType`))).toBe(true)
    expect(errors.filter((line) => /onClick\/[345]/.test(line))).toEqual([])
  })
})
