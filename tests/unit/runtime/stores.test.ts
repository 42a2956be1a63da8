import { afterEach, describe, expect, it } from 'vitest'
import { PageTopStore, RootStore, storageKey } from '@/runtime/stores'

const DAY = 24 * 60 * 60 * 1000
const stores: RootStore[] = []
function makeStores(): RootStore {
  const store = new RootStore()
  stores.push(store)
  return store
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispose()
})

describe('stores (spec §3)', () => {
  it('persists user, login, course and pageTop in localStorage and restores them', () => {
    const first = makeStores()
    first.user.setSession('token-1', 'u-1')
    first.login.setLoginInfo({ name: '李医生', accurateAuth: 2 })
    first.course.savePosition('lesson-9', 125)
    first.pageTop.remember('aboutApp', 300)
    first.ui.setVoteDetailId('7')

    expect(localStorage.getItem(storageKey('user'))).toContain('token-1')
    const second = makeStores()
    expect(second.user.isLoggedIn).toBe(true)
    expect(second.login.loginInfo.name).toBe('李医生')
    expect(second.login.isCertified).toBe(true)
    expect(second.course.positionOf('lesson-9')).toBe(125)
    expect(second.pageTop.topOf('aboutApp')).toBe(300)
    // ui flags are not persisted
    expect(second.ui.voteDetailId).toBe('')
  })

  it('logged in needs both token and userId', () => {
    const store = makeStores()
    store.user.setSession('token', '')
    expect(store.user.isLoggedIn).toBe(false)
  })

  it('login info defaults the mobile country code to 86', () => {
    expect(makeStores().login.loginInfo.mobileCountryCode).toBe('86')
  })

  it('clearLogin clears stored login info (re-login step 1)', () => {
    const store = makeStores()
    store.user.setSession('t', 'u')
    store.login.setLoginInfo({ token: 't' })
    store.clearLogin()
    expect(store.user.isLoggedIn).toBe(false)
    expect(store.login.loginInfo.token).toBe('')
  })

  it('drops an unreadable stored entry instead of failing to start', () => {
    localStorage.setItem(storageKey('user'), '{not json')
    const store = makeStores()
    expect(store.user.isLoggedIn).toBe(false)
  })

  it('global modal defaults to 提示 / 确定 / 取消', () => {
    const store = makeStores()
    store.ui.showModal({ content: '每日领取已达上限' })
    expect(store.ui.modal).toMatchObject({ title: '提示', confirmBtnText: '确定', cancelBtnText: '取消' })
    expect(store.ui.messageModalVisible).toBe(true)
  })
})

describe('scroll memory (spec §3, §9)', () => {
  it('keeps remark, top, maxTop and timeStamp per page', () => {
    const pageTop = new PageTopStore()
    pageTop.remember('home', 800, 'tab-2', 1_000)
    pageTop.remember('home', 200, 'tab-2', 2_000)
    expect(pageTop.memoryOf('home', 2_000)).toEqual({
      remark: 'tab-2',
      top: 200,
      maxTop: 800,
      timeStamp: 2_000,
    })
  })

  it('reads 0 after 24 hours', () => {
    const pageTop = new PageTopStore()
    pageTop.remember('home', 640, '', 0)
    expect(pageTop.topOf('home', DAY - 1)).toBe(640)
    expect(pageTop.topOf('home', DAY)).toBe(0)
    expect(pageTop.memoryOf('home', DAY)).toBeUndefined()
  })

  it('an unknown page reads 0', () => {
    expect(new PageTopStore().topOf('nowhere')).toBe(0)
  })
})
