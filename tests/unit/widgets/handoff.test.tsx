import { screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { environment } from '@/runtime/config'
import { type PlatformInfo, waitForWechatLocationSdk } from '@/runtime/platform'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { appSchemeUrl, launcher, NOT_INSTALLED_TITLE, WECHAT_SCHEME } from '@/widgets/app-handoff/app-handoff'
import { startIndex } from '@/widgets/image-gallery/image-gallery'
import { jumpTarget } from '@/widgets/link-jump/link-jump'
import {
  CHOSEN_LOCATION_KEY,
  NO_MAP_MESSAGE,
  NO_POSITION_MESSAGE,
} from '@/widgets/location-view/location-view'
import appToWeixinBridge from '../../../schemas/pages/app-to-weixin-bridge.json'
import chooseLocation from '../../../schemas/pages/choose-location.json'
import diJump from '../../../schemas/pages/di-jump.json'
import jump from '../../../schemas/pages/jump.json'
import openLocation from '../../../schemas/pages/open-location.json'
import previewImage from '../../../schemas/pages/preview-image.json'
import yimeiToApp from '../../../schemas/pages/yimei-to-app.json'
import { androidBrowser, makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const wechat: PlatformInfo = { ...androidBrowser, isWechat: true }
const app: PlatformInfo = { ...androidBrowser, isApp: true }

/** A hand-off page with the shortest launch wait the schema allows. */
function quick(page: unknown): PageSchema {
  const schema = structuredClone(page) as PageSchema
  const node = schema.body[0] as { props: Record<string, unknown> }
  node.props.launchTimeout = 300
  return schema
}

afterEach(() => {
  vi.restoreAllMocks()
  delete (globalThis as { wx?: unknown }).wx
  delete (globalThis as { nativeBridge?: unknown }).nativeBridge
  sessionStorage.clear()
})

describe('AppHandoff (yimeiToApp, skinCareChannelToApp, appToWeixinBridge)', () => {
  it('in WeChat (app schemes blocked) the launch fails: 未检测到APP with 取消 / 继续; 继续 opens the download page', async () => {
    const open = vi.spyOn(launcher, 'open').mockImplementation(() => undefined)
    renderWithRuntime(
      <SchemaView schema={quick(yimeiToApp)} query={{}} />,
      makeRuntime({}, { platform: wechat }),
    )

    expect(await screen.findByText(NOT_INSTALLED_TITLE)).toBeTruthy()
    expect(screen.getByText('取消')).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
    await user.click(screen.getByText('继续'))
    expect(open).toHaveBeenCalledWith(environment.appDownloadUrl)
  })

  it('取消 closes the not-installed dialog without leaving for the download page', async () => {
    const open = vi.spyOn(launcher, 'open').mockImplementation(() => undefined)
    renderWithRuntime(
      <SchemaView schema={quick(yimeiToApp)} query={{}} />,
      makeRuntime({}, { platform: wechat }),
    )

    await user.click(await screen.findByText('取消'))
    await waitFor(() => expect(screen.queryByText(NOT_INSTALLED_TITLE)).toBeNull())
    expect(open).not.toHaveBeenCalled()
  })

  it('in a browser 打开APP opens the app scheme; the dialog follows only if the page stays in front', async () => {
    const open = vi.spyOn(launcher, 'open').mockImplementation(() => undefined)
    const visible = vi.spyOn(launcher, 'pageVisible').mockReturnValue(false)
    const first = renderWithRuntime(<SchemaView schema={quick(yimeiToApp)} query={{}} />)
    // No launch without a tap in a plain browser.
    await user.click(await screen.findByText('打开APP'))
    expect(open).toHaveBeenCalledWith(appSchemeUrl('/app/home?tab=cosmetology'))
    expect(await screen.findByText('已在APP中打开')).toBeTruthy()
    expect(screen.queryByText(NOT_INSTALLED_TITLE)).toBeNull()
    first.unmount()

    visible.mockReturnValue(true)
    renderWithRuntime(<SchemaView schema={quick(yimeiToApp)} query={{}} />)
    await user.click(await screen.findByText('打开APP'))
    expect(await screen.findByText(NOT_INSTALLED_TITLE)).toBeTruthy()
  })

  it('inside the app the route opens over the bridge, not through the scheme', async () => {
    const open = vi.spyOn(launcher, 'open').mockImplementation(() => undefined)
    const postMessage = vi.fn()
    ;(globalThis as { nativeBridge?: unknown }).nativeBridge = { postMessage }
    renderWithRuntime(
      <SchemaView schema={quick(yimeiToApp)} query={{}} />,
      makeRuntime({}, { platform: app }),
    )

    await waitFor(() => expect(postMessage).toHaveBeenCalled())
    const message = JSON.parse(postMessage.mock.calls[0]?.[0] as string)
    expect(message).toMatchObject({ type: 'open-route', payload: { path: '/app/home?tab=cosmetology' } })
    expect(open).not.toHaveBeenCalled()
  })

  it('the bridge page opens WeChat from the app; inside WeChat it offers to close the page', async () => {
    const open = vi.spyOn(launcher, 'open').mockImplementation(() => undefined)
    vi.spyOn(launcher, 'pageVisible').mockReturnValue(false)
    const first = renderWithRuntime(
      <SchemaView schema={quick(appToWeixinBridge)} query={{}} />,
      makeRuntime({}, { platform: app }),
    )
    await waitFor(() => expect(open).toHaveBeenCalledWith(WECHAT_SCHEME))
    first.unmount()
    open.mockClear()

    renderWithRuntime(
      <SchemaView schema={quick(appToWeixinBridge)} query={{}} />,
      makeRuntime({}, { platform: wechat }),
    )
    expect(await screen.findByText('关闭页面')).toBeTruthy()
    expect(open).not.toHaveBeenCalled()
  })
})

describe('LinkJump (jump, diJump)', () => {
  it('a content type and id replace the jump screen with the target screen', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView schema={jump as PageSchema} query={{ type: 'article', id: '12' }} />,
      runtime,
    )
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    expect(runtime.visits[0]?.replace).toBe(true)
    expect(runtime.visits[0]?.path).toMatch(/\/article\/detail\?id=12$/)
  })

  it('diJump accepts camelCase types: shortVideo opens the short-video screen', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView schema={diJump as PageSchema} query={{ type: 'shortVideo', id: '7' }} />,
      runtime,
    )
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    expect(runtime.visits[0]?.path.toLowerCase()).toContain('/shortvideo/detail?id=7')
  })

  it('an app-only target outside the app shows 请前往APP操作 and navigates nowhere', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={jump as PageSchema} query={{ type: 'ZONE', id: '5' }} />, runtime)
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
    expect(runtime.visits).toHaveLength(0)
  })

  it('a zone id of 300 or more is not jumped to (spec §5): the link is invalid', async () => {
    const runtime = makeRuntime({}, { platform: app })
    renderWithRuntime(<SchemaView schema={jump as PageSchema} query={{ type: 'ZONE', id: '301' }} />, runtime)
    expect(await screen.findByText('链接无效')).toBeTruthy()
    expect(jumpTarget({ type: 'ZONE', id: 299 }, app)).toEqual({ kind: 'app', path: '/zone/detail?id=299' })
  })

  it('spec §3 scenes open where they lead: SUBSCRIBE_COURSE the course, PROMOTION_EXAM and QUESTION_ANSWER the exam', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView schema={jump as PageSchema} query={{ type: 'SUBSCRIBE_COURSE', id: '7' }} />,
      runtime,
    )
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    expect(runtime.visits[0]).toEqual({ path: '/v3/course/detail?id=7', replace: true })
    expect(jumpTarget({ type: 'PROMOTION_EXAM', id: '3' }, androidBrowser)).toEqual({
      kind: 'route',
      route: 'examDetail',
      query: { id: 3 },
    })
    expect(jumpTarget({ type: 'questionAnswer', id: 4 }, androidBrowser)).toMatchObject({
      route: 'examDetail',
      query: { id: 4 },
    })
    expect(jumpTarget({ type: 'PROMOTION_EXAM', id: 'x' }, androidBrowser).kind).toBe('none')
  })

  it('spec §3 scene FOCUS_ENP opens the zone followed, with the zone rules (app-only, id below 300)', async () => {
    expect(jumpTarget({ type: 'FOCUS_ENP', id: 12 }, app)).toEqual({
      kind: 'app',
      path: '/zone/detail?id=12',
    })
    expect(jumpTarget({ type: 'FOCUS_ENP', id: 300 }, app).kind).toBe('none')
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView schema={jump as PageSchema} query={{ type: 'FOCUS_ENP', id: '12' }} />,
      runtime,
    )
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
  })

  it('a url opens in the webview only when it is on the allowlist', () => {
    expect(jumpTarget({ type: 'URL', url: 'https://www.dermacampus.cn/a' }, androidBrowser)).toEqual({
      kind: 'route',
      route: 'webview',
      query: { url: 'https://www.dermacampus.cn/a' },
    })
    expect(jumpTarget({ url: 'https://www.dermacampus.cn/a' }, app)).toMatchObject({ kind: 'app' })
    expect(jumpTarget({ type: 'URL', url: 'https://evil.example.com/' }, androidBrowser).kind).toBe('none')
    expect(jumpTarget({ type: 'NOPE', id: 1 }, androidBrowser).kind).toBe('none')
  })

  it('an unknown type shows 链接无效 with 返回首页', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(
      <SchemaView schema={jump as PageSchema} query={{ type: 'whatever', id: '1' }} />,
      runtime,
    )
    await user.click(await screen.findByText('返回首页'))
    expect(runtime.visits.at(-1)?.replace).toBe(true)
  })
})

describe('previewImage', () => {
  it('current may name the image by its address (WeChat previewImage) or by its index', () => {
    const images = ['https://a.cn/1.png', 'https://a.cn/2.png', 'https://a.cn/3.png']
    expect(startIndex(images, 'https://a.cn/2.png')).toBe(1)
    expect(startIndex(images, '2')).toBe(2)
    expect(startIndex(images, 'https://a.cn/missing.png')).toBe(0)
    expect(startIndex(images, 9)).toBe(0)
  })

  it("in WeChat the JS-SDK previewer opens at the current image with absolute addresses; a plain browser's own viewer otherwise", async () => {
    const query = {
      urls: '/media/a.png,https://cdn.example.cn/b.png',
      current: 'https://cdn.example.cn/b.png',
    }
    const plain = renderWithRuntime(<SchemaView schema={previewImage as PageSchema} query={query} />)
    expect(await screen.findByText('共 2 张图片，点击查看大图')).toBeTruthy()
    // The viewer's code loads when it first opens (ui/overlays.tsx).
    await waitFor(() => expect(document.querySelector('[class*="adm-image-viewer"]')).not.toBeNull())
    plain.unmount()

    const preview = vi.fn()
    ;(globalThis as { wx?: unknown }).wx = { previewImage: preview }
    renderWithRuntime(
      <SchemaView schema={previewImage as PageSchema} query={query} />,
      makeRuntime({}, { platform: wechat }),
    )
    await waitFor(() => expect(preview).toHaveBeenCalledTimes(1))
    expect(preview.mock.calls[0]?.[0]).toEqual({
      current: 'https://cdn.example.cn/b.png',
      urls: [`${location.origin}/media/a.png`, 'https://cdn.example.cn/b.png'],
    })
    await user.click(screen.getByLabelText('查看第 1 张图片'))
    expect(preview.mock.calls[1]?.[0]).toMatchObject({ current: `${location.origin}/media/a.png` })
  })
})

describe('LocationView (openLocation, chooseLocation)', () => {
  const query = {
    latitude: '31.2304',
    longitude: '121.4737',
    name: '瑞金医院',
    address: '上海市瑞金二路197号',
  }

  it('in a plain browser the place shows with a clear message and a web-map link', async () => {
    renderWithRuntime(<SchemaView schema={openLocation as PageSchema} query={query} />)
    expect(await screen.findByText('瑞金医院')).toBeTruthy()
    expect(screen.getByText(NO_MAP_MESSAGE)).toBeTruthy()
    const link = screen.getByText('在地图网页中查看') as HTMLAnchorElement
    expect(link.href).toContain('position=121.4737%2C31.2304')
  })

  it('in WeChat the JS-SDK map opens with numeric coordinates', async () => {
    const openLocationSpy = vi.fn()
    ;(globalThis as { wx?: unknown }).wx = { openLocation: openLocationSpy, getLocation: vi.fn() }
    renderWithRuntime(
      <SchemaView schema={openLocation as PageSchema} query={query} />,
      makeRuntime({}, { platform: wechat }),
    )
    await waitFor(() => expect(openLocationSpy).toHaveBeenCalled())
    expect(openLocationSpy.mock.calls[0]?.[0]).toMatchObject({
      latitude: 31.2304,
      longitude: 121.4737,
      name: '瑞金医院',
      address: '上海市瑞金二路197号',
    })
    expect(screen.queryByText(NO_MAP_MESSAGE)).toBeNull()
  })

  it('in WeChat the SDK that arrives after the page shows is waited for, then its ready, before the map opens', async () => {
    const openLocationSpy = vi.fn()
    const readyCallbacks: (() => void)[] = []
    renderWithRuntime(
      <SchemaView schema={openLocation as PageSchema} query={query} />,
      makeRuntime({}, { platform: wechat }),
    )
    expect(await screen.findByText('正在打开微信地图…')).toBeTruthy()
    expect(screen.queryByText(NO_MAP_MESSAGE)).toBeNull()
    ;(globalThis as { wx?: unknown }).wx = {
      openLocation: openLocationSpy,
      getLocation: vi.fn(),
      ready: (callback: () => void) => readyCallbacks.push(callback),
    }
    await waitFor(() => expect(readyCallbacks).toHaveLength(1))
    expect(openLocationSpy).not.toHaveBeenCalled()
    readyCallbacks[0]?.()
    await waitFor(() => expect(openLocationSpy).toHaveBeenCalledTimes(1))
    expect(await screen.findByText('查看地图')).toBeTruthy()
  })

  it('an SDK that never comes degrades; outside WeChat nothing is waited for', async () => {
    expect(await waitForWechatLocationSdk(true, 150)).toBeUndefined()
    ;(globalThis as { wx?: unknown }).wx = { openLocation: vi.fn(), getLocation: vi.fn() }
    expect(await waitForWechatLocationSdk(false, 150)).toBeUndefined()
    expect(await waitForWechatLocationSdk(true, 150)).toBeDefined()
  })

  it('coordinates out of range show 位置信息无效', async () => {
    renderWithRuntime(
      <SchemaView schema={openLocation as PageSchema} query={{ latitude: '95', longitude: '10' }} />,
    )
    expect(await screen.findByText('位置信息无效')).toBeTruthy()
  })

  it('choosing without geolocation says so; with WeChat getLocation 使用此位置 hands the position back', async () => {
    const geolocation = Object.getOwnPropertyDescriptor(globalThis.navigator, 'geolocation')
    Object.defineProperty(globalThis.navigator, 'geolocation', { value: undefined, configurable: true })
    const first = renderWithRuntime(<SchemaView schema={chooseLocation as PageSchema} query={{}} />)
    expect(await screen.findByText(NO_POSITION_MESSAGE)).toBeTruthy()
    first.unmount()
    if (geolocation) Object.defineProperty(globalThis.navigator, 'geolocation', geolocation)
    else delete (globalThis.navigator as { geolocation?: unknown }).geolocation

    ;(globalThis as { wx?: unknown }).wx = {
      openLocation: vi.fn(),
      getLocation: ({ success }: { success: (r: { latitude: number; longitude: number }) => void }) =>
        success({ latitude: 30.5, longitude: 114.3 }),
    }
    const runtime = makeRuntime({}, { platform: wechat })
    renderWithRuntime(<SchemaView schema={chooseLocation as PageSchema} query={{}} />, runtime)
    await user.click(await screen.findByText('使用此位置'))
    expect(JSON.parse(sessionStorage.getItem(CHOSEN_LOCATION_KEY) ?? '{}')).toEqual({
      latitude: 30.5,
      longitude: 114.3,
    })
    // back(1); with no history of this session the navigator goes home instead
    expect(runtime.visits).toHaveLength(1)
  })
})
