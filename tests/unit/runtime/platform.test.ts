import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  applyAppChrome,
  bridgeReceiverName,
  callNative,
  debugConsoleRequested,
  detectPlatform,
  hiddenMenuItems,
  iosStatusBarFallback,
  issueWechatState,
  readWechatState,
  resetWechatState,
  signatureUrl,
  withShareDefaults,
} from '@/runtime/platform'

type Host = Record<string, unknown>

afterEach(() => {
  delete (window as unknown as Host).nativeBridge
  vi.restoreAllMocks()
})

describe('platform detection', () => {
  it('native app by its user agent or bridge object, WeChat by MicroMessenger, desktop otherwise', () => {
    expect(detectPlatform('Mozilla/5.0 (iPhone) DermaCampus/3.12.0', undefined)).toMatchObject({
      isApp: true,
      isIos: true,
    })
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14)', {})).toMatchObject({ isApp: true })
    expect(detectPlatform('Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0.50', undefined)).toMatchObject({
      isWechat: true,
      isDesktop: false,
    })
    expect(detectPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', undefined)).toMatchObject({
      isDesktop: true,
    })
  })
})

describe('native bridge (spec §7)', () => {
  it('a missing type logs "type is required" and sends nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await expect(callNative('')).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith('type is required')
  })

  it('an undefined Android native object is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await expect(callNative('get-user-info')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
  })

  it('get-user-info returns the login info the app answers with', async () => {
    ;(window as unknown as Host).nativeBridge = {
      postMessage(json: string) {
        const { id, type } = JSON.parse(json) as { id: string; type: string }
        expect(type).toBe('get-user-info')
        const receive = (window as unknown as Host)[bridgeReceiverName] as (id: string, data: string) => void
        setTimeout(() => receive(id, JSON.stringify({ token: 't', dermaId: 'd1', version: '3.12.0' })), 0)
      },
    }
    await expect(callNative('get-user-info')).resolves.toEqual({
      token: 't',
      dermaId: 'd1',
      version: '3.12.0',
    })
  })
})

describe('app chrome (spec §9)', () => {
  it('iOS status bar fallback is 44 px, 60 px on Dynamic Island phones', () => {
    expect(iosStatusBarFallback(812)).toBe(44)
    expect(iosStatusBarFallback(852)).toBe(60)
  })

  it('in the app the header is 44 px and the status bar height is set', async () => {
    const root = document.createElement('div')
    await applyAppChrome(
      { isApp: true, isWechat: false, isDesktop: false, isIos: true, isAndroid: false },
      root,
    )
    expect(root.style.getPropertyValue('--app-header-height')).toBe('44px')
    expect(['44px', '60px']).toContain(root.style.getPropertyValue('--app-status-bar-height'))
  })

  it('outside the app nothing changes', async () => {
    const root = document.createElement('div')
    await applyAppChrome(
      { isApp: false, isWechat: false, isDesktop: false, isIos: true, isAndroid: false },
      root,
    )
    expect(root.style.getPropertyValue('--app-header-height')).toBe('')
  })
})

describe('debug console (spec §9)', () => {
  it('opens only when the debug flag carries the day of the month', () => {
    const day = new Date(2026, 10, 22)
    expect(debugConsoleRequested('?debug=22', day)).toBe(true)
    expect(debugConsoleRequested('?debug=21', day)).toBe(false)
    expect(debugConsoleRequested('?debug=true', day)).toBe(false)
    expect(debugConsoleRequested('', day)).toBe(false)
  })
})

describe('WeChat JS-SDK share', () => {
  it('hides qq, weibo, favourite, facebook and qzone', () => {
    expect(hiddenMenuItems).toEqual([
      'menuItem:share:qq',
      'menuItem:share:weiboApp',
      'menuItem:favorite',
      'menuItem:share:facebook',
      'menuItem:share:QZone',
    ])
  })

  it('signs the URL without its # part; on iOS the landing URL', () => {
    expect(signatureUrl('https://h5.x/v3/a?id=1#top', 'https://h5.x/v3/home', false)).toBe(
      'https://h5.x/v3/a?id=1',
    )
    expect(signatureUrl('https://h5.x/v3/a?id=1#top', 'https://h5.x/v3/home#x', true)).toBe(
      'https://h5.x/v3/home',
    )
  })

  it('defaults to the product name and description', () => {
    const data = withShareDefaults({}, 'https://h5.x/v3/a', 'https://h5.x')
    expect(data).toMatchObject({
      title: 'DermaCampus 皮肤科成长学院',
      desc: '皮肤科医生的学习与协作平台',
      link: 'https://h5.x/v3/a',
    })
    expect(data.imgUrl).toMatch(/^https:\/\/h5\.x\//)
  })
})

describe('WeChat state (spec §4, §9)', () => {
  it('on iOS the state comes from local storage and is valid for 5000 ms', () => {
    const state = issueWechatState(true, 1000)
    expect(readWechatState(true, 5999)).toBe(state)
    expect(readWechatState(true, 6000)).toBe('-1')
  })

  it('elsewhere it lasts the tab session; reset makes it -1', () => {
    const state = issueWechatState(false, 1000)
    expect(readWechatState(false, 999_999)).toBe(state)
    resetWechatState()
    expect(readWechatState(false)).toBe('-1')
    expect(readWechatState(true)).toBe('-1')
  })
})
