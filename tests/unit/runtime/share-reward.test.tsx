import { screen, waitFor } from '@testing-library/react'
import ImageViewer from 'antd-mobile/es/components/image-viewer'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ShareConfig } from '@/runtime/platform'
import {
  bridgeReceiverName,
  createShareService,
  type PlatformInfo,
  shareRewardText,
} from '@/runtime/platform'
import { canvasImage } from '@/runtime/poster'
import { shareSheet } from '@/runtime/poster/share-sheet'
import { runActions, SchemaView } from '@/runtime/render'
import { clearToast } from '@/runtime/ui'
import { androidBrowser, makeRuntime, renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from '../widgets/endpoints'

const server = startMswServer()

type Host = Record<string, unknown>
const wechat: PlatformInfo = { isApp: false, isWechat: true, isDesktop: false, isIos: false, isAndroid: true }
const app: PlatformInfo = { ...androidBrowser, isApp: true }

afterEach(() => {
  delete (globalThis as { wx?: unknown }).wx
  delete (window as unknown as Host).nativeBridge
  delete (navigator as unknown as Host).share
  clearToast()
  // The poster is shown imperatively (outside any rendered root): closed here so no later file sees it.
  ImageViewer.clear()
  vi.restoreAllMocks()
})

function rewardCall(awarded = 10) {
  const call = onEndpoint('scholarship.shareReward', () => ok({ awarded, balance: 100 + awarded }))
  server.use(call.handler)
  return call
}

function loggedIn(platform: PlatformInfo = androidBrowser) {
  const runtime = makeRuntime({}, { platform })
  runtime.stores.user.setSession('token-10001', '10001')
  return runtime
}

describe('share reward (spec §3 share config shareRewardScore)', () => {
  it('a completed share of a config with shareRewardScore claims it and says what it earned', async () => {
    const call = rewardCall(10)
    const runtime = loggedIn()
    const awarded = await runtime.share.completed({
      title: '银屑病生物制剂治疗新进展',
      link: 'https://h5.example.com/v3/video/detail?id=1002',
      shareRewardScore: 10,
      lessonId: '1002',
      lessonType: 'VIDEO',
    })
    expect(awarded).toBe(10)
    expect(call.sent).toEqual([
      {
        score: 10,
        target: 'https://h5.example.com/v3/video/detail?id=1002',
        lessonId: '1002',
        lessonType: 'VIDEO',
      },
    ])
    expect(await screen.findByText(shareRewardText(10))).toBeTruthy()
    expect(shareRewardText(10)).toBe('分享成功，获得10麦豆')
  })

  it('no score, or nobody logged in: nothing is claimed; a repeat the same day earns nothing and says nothing', async () => {
    const call = rewardCall(0)
    const guest = makeRuntime()
    expect(await guest.share.completed({ shareRewardScore: 10 })).toBe(0)
    const notify = vi.fn()
    const share = createShareService({
      api: loggedIn().api,
      platform: androidBrowser,
      landingUrl: window.location.href,
      loggedIn: () => true,
      notify,
    })
    expect(await share.completed({ title: '无奖励' })).toBe(0)
    expect(call.sent).toEqual([])
    expect(await share.completed({ shareRewardScore: 5, link: '/v3/home' })).toBe(0)
    expect(call.sent).toHaveLength(1)
    expect(notify).not.toHaveBeenCalled()
  })

  it("WeChat's success callback of the card a screen set is the completed share", async () => {
    const call = rewardCall(8)
    const callbacks: Array<() => void> = []
    ;(globalThis as { wx?: unknown }).wx = {
      config: () => undefined,
      error: () => undefined,
      ready: (callback: () => void) => callback(),
      hideMenuItems: () => undefined,
      showMenuItems: () => undefined,
      updateAppMessageShareData: () => undefined,
      updateTimelineShareData: () => undefined,
      onMenuShareAppMessage: (data: { success: () => void }) => void callbacks.push(data.success),
      onMenuShareTimeline: (data: { success: () => void }) => void callbacks.push(data.success),
    }
    server.use(
      onEndpoint('share.wechatSign', () => ok({ appId: 'wx1', timestamp: 1, nonceStr: 'n', signature: 's' }))
        .handler,
    )
    const runtime = loggedIn(wechat)
    const share = createShareService({
      api: runtime.api,
      platform: wechat,
      landingUrl: window.location.href,
      loggedIn: () => true,
    })
    await share.configure({ title: '病例分享', link: '/v3/activity/detail?id=1', shareRewardScore: 8 })
    expect(call.sent).toEqual([])
    callbacks[1]?.()
    await waitFor(() => expect(call.sent).toEqual([{ score: 8, target: '/v3/activity/detail?id=1' }]))
  })

  it("the share action in the app claims the reward when the app answers { shared: true }, not when it doesn't", async () => {
    const call = rewardCall(10)
    const answers = [{ shared: true }, { shared: false }]
    const messages: unknown[] = []
    ;(window as unknown as Host).nativeBridge = {
      postMessage(json: string) {
        const message = JSON.parse(json) as { id: string; payload: unknown }
        messages.push(message.payload)
        const receive = (window as unknown as Host)[bridgeReceiverName] as (id: string, data: unknown) => void
        const answer = answers.shift()
        setTimeout(() => receive(message.id, JSON.stringify(answer)), 0)
      },
    }
    const runtime = loggedIn(app)
    const share = {
      type: 'share',
      title: '课程',
      link: '/v3/course/detail?id=7',
      shareRewardScore: 10,
    } as const
    await runActions([share], { runtime, page: undefined, scope: {} })
    await runActions([share], { runtime, page: undefined, scope: {} })
    await waitFor(() => expect(messages).toHaveLength(2))
    expect(messages[0]).toMatchObject({ title: '课程', link: '/v3/course/detail?id=7' })
    await waitFor(() => expect(call.sent).toEqual([{ score: 10, target: '/v3/course/detail?id=7' }]))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(call.sent).toHaveLength(1)
  })

  it('the Web Share API resolving is a completed share; a cancelled one earns nothing', async () => {
    const call = rewardCall(3)
    const share = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('AbortError'))
    ;(navigator as unknown as Host).share = share
    const runtime = loggedIn()
    const action = { type: 'share', title: '专题', shareRewardScore: '${data.score}' } as const
    const scope = { data: { score: 3 } }
    await runActions([action], { runtime, page: undefined, scope })
    await runActions([action], { runtime, page: undefined, scope })
    expect(share).toHaveBeenCalledTimes(2)
    expect(call.sent).toEqual([{ score: 3, target: window.location.href }])
  })
})

describe('share poster (spec §3 sharePoster, posterParams)', () => {
  const posterAction = {
    type: 'share',
    title: '2026 皮肤科病例大赛',
    desc: '上传病例，赢取学习基金',
    link: '/v3/activity/detail?id=1',
    sharePoster: true,
    posterParams: { title: '${data.name}', highlight: '分享可得 10 麦豆' },
  } as const

  it('with sharePoster the action offers 分享给好友 / 生成海报; 生成海报 draws the poster with posterParams', async () => {
    const choose = vi.spyOn(shareSheet, 'choose').mockResolvedValue('poster')
    const painted: unknown[] = []
    vi.spyOn(canvasImage, 'render').mockImplementation((_width, _height, paint) => {
      const context = new Proxy(
        {},
        {
          get: (_target, name) =>
            name === 'measureText'
              ? () => ({ width: 10 })
              : name === 'createLinearGradient'
                ? () => ({ addColorStop: () => undefined })
                : name === 'fillText'
                  ? (line: string) => void painted.push(line)
                  : () => undefined,
          set: () => true,
        },
      ) as CanvasRenderingContext2D
      paint(context)
      return 'data:image/png;base64,AAAA'
    })
    const shown = vi.spyOn(shareSheet, 'showPoster')
    const share = vi.fn()
    ;(navigator as unknown as Host).share = share
    const runtime = loggedIn()
    await runActions([posterAction], { runtime, page: undefined, scope: { data: { name: '病例大赛' } } })

    expect(choose).toHaveBeenCalledOnce()
    expect(shown).toHaveBeenCalledWith({
      title: '2026 皮肤科病例大赛',
      desc: '上传病例，赢取学习基金',
      link: '/v3/activity/detail?id=1',
      posterParams: { title: '病例大赛', highlight: '分享可得 10 麦豆' },
    })
    // posterParams win over the share title; the description fills the subtitle
    expect(painted).toEqual(
      expect.arrayContaining(['病例大赛', '上传病例，赢取学习基金', '分享可得 10 麦豆']),
    )
    expect(painted).not.toContain('2026 皮肤科病例大赛')
    expect(share).not.toHaveBeenCalled()
  })

  it('分享给好友 shares as without a poster; dismissing the sheet does nothing', async () => {
    const choose = vi
      .spyOn(shareSheet, 'choose')
      .mockResolvedValueOnce('friends')
      .mockResolvedValueOnce(undefined)
    const shown = vi.spyOn(shareSheet, 'showPoster')
    const share = vi.fn().mockResolvedValue(undefined)
    ;(navigator as unknown as Host).share = share
    const runtime = loggedIn()
    await runActions([posterAction], { runtime, page: undefined, scope: { data: { name: 'x' } } })
    await runActions([posterAction], { runtime, page: undefined, scope: { data: { name: 'x' } } })
    expect(choose).toHaveBeenCalledTimes(2)
    expect(share).toHaveBeenCalledOnce()
    expect(share).toHaveBeenCalledWith({
      title: '2026 皮肤科病例大赛',
      text: '上传病例，赢取学习基金',
      url: '/v3/activity/detail?id=1',
    })
    expect(shown).not.toHaveBeenCalled()
  })

  it('a browser that cannot draw says so instead of showing an empty poster', async () => {
    vi.spyOn(canvasImage, 'render').mockReturnValue(null)
    expect(shareSheet.showPoster({ title: 't', desc: 'd', link: '/v3/home' })).toBe(false)
    expect(await screen.findByText('当前浏览器无法生成海报，请复制链接分享')).toBeTruthy()
  })
})

describe("a screen's share config (page schema `share`)", () => {
  it('is set once the data is there, its bindings resolved, reward and lesson included', async () => {
    const configured: ShareConfig[] = []
    const runtime = makeRuntime(
      {},
      {
        share: { configure: async (config) => void configured.push(config ?? {}), completed: async () => 0 },
      },
    )
    renderWithRuntime(
      <SchemaView
        schema={{
          state: { lesson: { id: 1002, title: '银屑病生物制剂治疗新进展' } },
          share: {
            title: '${state.lesson.title}',
            desc: '皮肤科医生都在学',
            shareRewardScore: 10,
            lessonId: '${state.lesson.id}',
            lessonType: 'VIDEO',
          },
          body: [{ widget: 'Text', props: { text: '视频' } }],
        }}
      />,
      runtime,
    )
    await waitFor(() => expect(configured).toHaveLength(1))
    expect(configured[0]).toMatchObject({
      title: '银屑病生物制剂治疗新进展',
      desc: '皮肤科医生都在学',
      shareRewardScore: 10,
      lessonId: '1002',
      lessonType: 'VIDEO',
    })
    expect(configured[0]?.link).toBeUndefined()
  })
})
