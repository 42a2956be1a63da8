import { screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import ZoneDetail from '@/widgets/zone-detail/zone-detail'
import ZoneHome from '@/widgets/zone-home/zone-home'
import ZoneItemDetail from '@/widgets/zone-item-detail/zone-item-detail'
import ZoneList from '@/widgets/zone-list/zone-list'
import ZoneSearch from '@/widgets/zone-search/zone-search'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

// DOMPurify does not run in happy-dom (see activity.test.tsx): a stand-in records what is sanitized.
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string | null | undefined) => {
    sanitized.inputs.push(html ?? '')
    return (html ?? '').replace(/<script[\s\S]*?<\/script>/g, '')
  },
}))

const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-10001', '10001')
  runtime.stores.user.setUserInfo({
    userId: '10001',
    nickname: '李医生',
    loginName: '13800000001',
    roles: [{ roleName: 'ROLE_DOCTOR' }],
  })
  return runtime
}

const enterprise = { id: 1, name: '和睿制药', logoUrl: '', description: '' }

function zone(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    title: '和睿皮肤科学院',
    subtitle: '敏感肌与特应性皮炎的规范管理',
    coverUrl: '',
    logoUrl: '',
    enterprise,
    itemCount: 4,
    followerCount: 1280,
    followed: false,
    appJump: true,
    ...overrides,
  }
}

function item(overrides: Record<string, unknown> = {}) {
  return {
    id: 1,
    zoneId: 1,
    zoneTitle: '和睿皮肤科学院',
    type: 'ARTICLE',
    section: 'PRODUCT',
    title: '特应性皮炎的长期管理策略',
    summary: '从屏障修复到主动维持治疗',
    coverUrl: '',
    formKey: null,
    utaskId: null,
    viewCount: 326,
    publishedAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  }
}

const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const anfu = () =>
  zone({ id: 2, title: '安肤皮肤屏障专区', enterprise: { ...enterprise, id: 2, name: '安肤生物' } })

/**
 * A zone server that keeps who follows what, as the real one does: zone.home, zone.items and zone.detail
 * answer the follows (and follower counts) as they are now, zone.follow / zone.unfollow change them.
 */
function zoneServer(zones = [zone(), anfu()], followed: number[] = []) {
  const follows = new Set(followed)
  const now = (entry: ReturnType<typeof zone>) => ({
    ...entry,
    followed: follows.has(entry.id),
    followerCount: (entry.followerCount as number) + (follows.has(entry.id) ? 1 : 0),
  })
  const find = (id: unknown) => zones.find((entry) => entry.id === Number(id))
  const detail = onEndpoint('zone.detail', () => {
    const found = find(detail.paths.at(-1)?.id)
    return found ? ok({ ...now(found), introduction: '' }) : fail(404, 'zone.not.found', '专区不存在')
  })
  const change = (name: 'zone.follow' | 'zone.unfollow') => {
    const handle = onEndpoint(name, () => {
      const found = find(handle.paths.at(-1)?.id)
      if (!found) return fail(404, 'zone.not.found', '专区不存在')
      if (name === 'zone.follow') follows.add(found.id)
      else follows.delete(found.id)
      return ok(now(found))
    })
    return handle
  }
  const endpoints = {
    home: onEndpoint('zone.home', () =>
      ok({
        followed: zones.filter((entry) => follows.has(entry.id)).map(now),
        recommended: zones.filter((entry) => !follows.has(entry.id)).map(now),
        latest: [item()],
      }),
    ),
    items: onEndpoint('zone.items', () => ok(page(zones.map(now)))),
    detail,
    contents: onEndpoint('zone.contents', () => ok(page([]))),
    follow: change('zone.follow'),
    unfollow: change('zone.unfollow'),
  }
  server.use(...Object.values(endpoints).map((endpoint) => endpoint.handler))
  return endpoints
}

describe('ZoneSearch', () => {
  it('its box is a text input of spec §5: at most 140 characters', () => {
    renderWithRuntime(<ZoneSearch />)
    expect(screen.getByRole('searchbox').getAttribute('maxlength')).toBe('140')
  })

  it('searches 300 ms after the last key, once, with the whole keyword', async () => {
    const search = onEndpoint('zone.search', () =>
      ok(page([item({ id: 7, title: '银屑病生物制剂治疗进展' })])),
    )
    server.use(search.handler)
    renderWithRuntime(<ZoneSearch />)
    expect(screen.getByText(/输入关键词/)).toBeTruthy()

    await user().type(screen.getByRole('searchbox'), '银屑病')
    // Typing is over within a few ms: nothing has been sent yet.
    expect(search.sent).toHaveLength(0)
    expect(await screen.findByText('生物制剂治疗进展', { exact: false })).toBeTruthy()
    expect(search.sent).toHaveLength(1)
    expect(search.sent[0]?.keyword).toBe('银屑病')
    // The keyword rides in the address, so back from a result finds the same search.
    expect(new URLSearchParams(location.search).get('keyword')).toBe('银屑病')
  })

  it('a form result opens the form screen with its key; no match says 没有找到相关内容', async () => {
    server.use(
      onEndpoint('zone.search', (params) =>
        ok(
          params.keyword === '调研'
            ? page([item({ id: 3, type: 'FORM', title: '皮肤科诊疗调研', formKey: 'derma-survey' })])
            : page([]),
        ),
      ).handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(<ZoneSearch keyword="调研" />, runtime)
    await user().click(await screen.findByText('诊疗', { exact: false }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/form?key=derma-survey')

    await user().clear(screen.getByRole('searchbox'))
    await user().type(screen.getByRole('searchbox'), '无此内容')
    expect(await screen.findByText('没有找到相关内容')).toBeTruthy()
  })
})

describe('ZoneSearch task results', () => {
  it('a task result opens its item, where the task offers its own action', async () => {
    server.use(
      onEndpoint('zone.search', () =>
        ok(page([item({ id: 4, type: 'UTASK', title: '敏感肌修护霜样品试用招募', utaskId: 3 })])),
      ).handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(<ZoneSearch keyword="招募" />, runtime)
    await user().click(await screen.findByText('敏感肌修护霜样品试用', { exact: false }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/zone/item?id=4')
  })
})

describe('ZoneDetail', () => {
  const detailPage: PageSchema = { body: [{ widget: 'ZoneDetail', props: { zoneId: '${query.id}' } }] }

  it('shows the zone with its sanitized introduction; an article opens itemDetail, a form the form screen', async () => {
    server.use(
      onEndpoint('zone.detail', () =>
        ok({ ...zone(), introduction: '<p>专区介绍</p><script>window.bad = 1</script>' }),
      ).handler,
      onEndpoint('zone.contents', (params) =>
        ok(
          params.type === 'FORM'
            ? page([item({ id: 3, type: 'FORM', title: '皮肤科诊疗调研', formKey: 'derma-survey' })])
            : page([item(), item({ id: 3, type: 'FORM', title: '皮肤科诊疗调研', formKey: 'derma-survey' })]),
        ),
      ).handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={detailPage} query={{ id: '1' }} />, runtime)
    expect(await screen.findByRole('heading', { name: '和睿皮肤科学院' })).toBeTruthy()
    expect(await screen.findByText('专区介绍')).toBeTruthy()
    expect(sanitized.inputs).toContain('<p>专区介绍</p><script>window.bad = 1</script>')
    expect(document.body.innerHTML).not.toContain('window.bad')

    await user().click(await screen.findByText('特应性皮炎的长期管理策略'))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/zone/item?id=1')
    await user().click(screen.getByText('皮肤科诊疗调研'))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/form?key=derma-survey')
  })

  it("the tabs are spec §3's 首页 / 活动 / 产品兑换 / 产品介绍: 首页 holds the introduction and every item, the others their section", async () => {
    const contents = onEndpoint('zone.contents', (params) => {
      const all = [
        item(),
        item({ id: 3, type: 'FORM', section: 'ACTIVITY', title: '皮肤科诊疗调研', formKey: 'derma-survey' }),
        item({
          id: 5,
          type: 'FORM',
          section: 'EXCHANGE',
          title: '修护保湿霜样品兑换',
          formKey: 'sample-trial',
        }),
      ]
      return ok(page(params.section ? all.filter((entry) => entry.section === params.section) : all))
    })
    server.use(
      onEndpoint('zone.detail', () =>
        ok({
          ...zone({ enterprise: { ...enterprise, description: '皮肤学级护肤品牌。' } }),
          introduction: '<p>专区介绍</p>',
        }),
      ).handler,
      contents.handler,
    )
    const runtime = makeRuntime()
    renderWithRuntime(<SchemaView schema={detailPage} query={{ id: '1' }} />, runtime)
    const tabs = await screen.findAllByRole('tab')
    expect(tabs.map((tab) => tab.textContent)).toEqual(['首页', '活动', '产品兑换', '产品介绍'])
    for (const old of ['全部', '文章', '视频', '表单', '任务']) {
      expect(screen.queryByRole('tab', { name: old })).toBeNull()
    }
    // 首页: the introduction and every item, asked for without a section.
    expect(await screen.findByText('专区介绍')).toBeTruthy()
    expect(await screen.findByText('修护保湿霜样品兑换')).toBeTruthy()
    expect(screen.getByText('特应性皮炎的长期管理策略')).toBeTruthy()
    expect(contents.sent[0]?.section).toBeUndefined()

    await user().click(screen.getByRole('tab', { name: '产品兑换' }))
    await waitFor(() => expect(contents.sent.at(-1)?.section).toBe('EXCHANGE'))
    expect(await screen.findByText('修护保湿霜样品兑换')).toBeTruthy()
    expect(screen.queryByText('皮肤科诊疗调研')).toBeNull()
    expect(screen.queryByText('专区介绍')).toBeNull()
    await user().click(screen.getByText('修护保湿霜样品兑换'))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/form?key=sample-trial')

    await user().click(screen.getByRole('tab', { name: '活动' }))
    expect(await screen.findByText('皮肤科诊疗调研')).toBeTruthy()
    expect(contents.sent.at(-1)?.section).toBe('ACTIVITY')

    // 产品介绍: the enterprise's description over its product items.
    await user().click(screen.getByRole('tab', { name: '产品介绍' }))
    expect(await screen.findByText('皮肤学级护肤品牌。')).toBeTruthy()
    expect(await screen.findByText('特应性皮炎的长期管理策略')).toBeTruthy()
    expect(screen.queryByText('皮肤科诊疗调研')).toBeNull()
    expect(contents.sent.at(-1)?.section).toBe('PRODUCT')
  })

  it('关注 needs a login: without one the session logs in again and nothing is sent', async () => {
    const follow = onEndpoint('zone.follow', () => ok(zone({ followed: true })))
    server.use(
      onEndpoint('zone.detail', () => ok({ ...zone(), introduction: '' })).handler,
      onEndpoint('zone.contents', () => ok(page([]))).handler,
      follow.handler,
    )
    const runtime = makeRuntime()
    const relogin = vi.spyOn(runtime.session, 'relogin').mockImplementation(() => undefined)
    renderWithRuntime(<ZoneDetail zoneId="1" />, runtime)
    await user().click(await screen.findByRole('button', { name: '关注' }))
    expect(relogin).toHaveBeenCalled()
    expect(follow.sent).toHaveLength(0)
    expect(await screen.findByText('暂无内容')).toBeTruthy()
  })

  it('a logged-in doctor follows and the button reads 已关注 as the server now answers; an unknown zone says 专区不存在或已下线', async () => {
    const endpoints = zoneServer()
    const first = renderWithRuntime(<ZoneDetail zoneId="1" />, loggedIn())
    await user().click(await screen.findByRole('button', { name: '关注' }))
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy()
    expect(screen.getByText(/1,?281 人关注/)).toBeTruthy()
    expect(endpoints.follow.paths).toEqual([{ id: '1' }])
    // The button's state is zone.detail asked again after the write, not the write's answer pasted in.
    expect(endpoints.detail.sent).toHaveLength(2)

    await user().click(screen.getByRole('button', { name: '已关注' }))
    expect(await screen.findByRole('button', { name: '关注' })).toBeTruthy()
    expect(endpoints.unfollow.paths).toEqual([{ id: '1' }])
    first.unmount()

    renderWithRuntime(<ZoneDetail zoneId="999" />)
    expect(await screen.findByText('专区不存在或已下线')).toBeTruthy()
  })
})

describe('ZoneItemDetail', () => {
  it('asks for a login before loading anything', async () => {
    const detail = onEndpoint('zone.item', () => ok({}))
    server.use(detail.handler)
    renderWithRuntime(<ZoneItemDetail itemId="1" />)
    expect(await screen.findByRole('button', { name: '去登录' })).toBeTruthy()
    expect(detail.sent).toHaveLength(0)
  })

  it('shows the sanitized body; a form item offers 去填写 to the form screen', async () => {
    server.use(
      onEndpoint('zone.item', () =>
        ok({
          ...item({ id: 3, type: 'FORM', title: '皮肤科诊疗调研', formKey: 'derma-survey' }),
          content: '<p>请如实填写</p>',
          videoUrl: '',
          enterprise,
        }),
      ).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<ZoneItemDetail itemId="3" />, runtime)
    expect(await screen.findByText('请如实填写')).toBeTruthy()
    expect(sanitized.inputs).toContain('<p>请如实填写</p>')
    await user().click(screen.getByRole('button', { name: '去填写' }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/form?key=derma-survey')
  })

  it("a task item offers its task's own action: 申请试用 opens its form; an ended task is disabled", async () => {
    const task = (status: number, formKey: string | null) => ({
      id: 3,
      title: '修护保湿霜医生试用',
      summary: '',
      coverUrl: '',
      type: 2,
      status,
      startTime: new Date(Date.now() - 86_400_000).toISOString(),
      endTime: new Date(Date.now() + 86_400_000).toISOString(),
      participantCount: 420,
      quota: 500,
      reward: '',
      formKey,
    })
    let current = task(0, 'sample-trial')
    server.use(
      onEndpoint('zone.item', () =>
        ok({ ...item({ id: 4, type: 'UTASK', utaskId: 3 }), content: '', videoUrl: '', enterprise }),
      ).handler,
      onEndpoint('utask.detail', () => ok(current)).handler,
    )
    const runtime = loggedIn()
    const first = renderWithRuntime(<ZoneItemDetail itemId="4" />, runtime)
    await user().click(await screen.findByRole('button', { name: '申请试用' }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/form?key=sample-trial')
    first.unmount()

    current = task(2, 'sample-trial')
    renderWithRuntime(<ZoneItemDetail itemId="4" />, loggedIn())
    const ended = await screen.findByRole('button', { name: '已结束' })
    expect((ended as HTMLButtonElement).disabled).toBe(true)
  })

  it('a video item plays its video', async () => {
    server.use(
      onEndpoint('zone.item', () =>
        ok({ ...item({ id: 2, type: 'VIDEO' }), content: '', videoUrl: '/media/demo/clip.mp4', enterprise }),
      ).handler,
    )
    renderWithRuntime(<ZoneItemDetail itemId="2" />, loggedIn())
    const video = await screen.findByTestId('zone-item-video')
    expect(video.getAttribute('src')).toBe('/media/demo/clip.mp4')
  })
})

describe('ZoneList and ZoneHome', () => {
  it('the list follows a zone: the page of zones is asked again and the card reads 已关注', async () => {
    const endpoints = zoneServer([zone(), zone({ id: 301, title: '博恩医学教育' })], [301])
    renderWithRuntime(<ZoneList />, loggedIn())
    expect(await screen.findByText('博恩医学教育')).toBeTruthy()
    await user().click(screen.getByRole('button', { name: '关注' }))
    await waitFor(() => expect(screen.getAllByRole('button', { name: '已关注' })).toHaveLength(2))
    expect(endpoints.items.sent.length).toBeGreaterThanOrEqual(2)
  })

  it('the home shows followed zones, the latest items and recommendations; following one loads the home again', async () => {
    let followedNow = false
    const home = onEndpoint('zone.home', () =>
      ok({
        followed: followedNow
          ? [zone({ followed: true }), zone({ id: 2, followed: true })]
          : [zone({ followed: true })],
        recommended: followedNow
          ? []
          : [
              zone({
                id: 2,
                title: '安肤皮肤屏障专区',
                enterprise: { ...enterprise, id: 2, name: '安肤生物' },
              }),
            ],
        latest: [item()],
      }),
    )
    const follow = onEndpoint('zone.follow', () => {
      followedNow = true
      return ok(zone({ id: 2, followed: true }))
    })
    server.use(home.handler, follow.handler)
    renderWithRuntime(<ZoneHome />, loggedIn())
    expect(await screen.findByText('安肤皮肤屏障专区')).toBeTruthy()
    expect(screen.getByText('特应性皮炎的长期管理策略')).toBeTruthy()
    await user().click(screen.getByRole('button', { name: '关注' }))
    expect(await screen.findByText('已关注全部企业号')).toBeTruthy()
    expect(follow.paths[0]?.id).toBe('2')
    expect(home.sent.length).toBeGreaterThanOrEqual(2)
  })
})

describe('Zone follows come from the one client cache (decision 0037)', () => {
  it('following on the zone home turns the same zone to 已关注 on its detail shown beside it, and unfollowing there moves it back to 推荐企业号', async () => {
    const endpoints = zoneServer()
    const { container } = renderWithRuntime(
      <>
        <ZoneHome searchRoute="" />
        <ZoneDetail zoneId="2" tabs={false} />
      </>,
      loggedIn(),
    )
    expect(await screen.findByRole('heading', { name: '安肤皮肤屏障专区' })).toBeTruthy()
    await screen.findByText('推荐企业号')
    const detail = () => container.querySelector('article') as HTMLElement
    const home = () => container.querySelector('section') as HTMLElement

    // 推荐企业号 lists both zones: 安肤 is the second row.
    const recommended = within(home()).getAllByRole('button', { name: '关注' })
    await user().click(recommended[1] as HTMLElement)

    // The detail was not touched: the cache asked zone.detail again because the write changes follows.
    expect(await within(detail()).findByRole('button', { name: '已关注' })).toBeTruthy()
    expect(within(detail()).getByText(/1,?281 人关注/)).toBeTruthy()
    expect(endpoints.follow.paths).toEqual([{ id: '2' }])
    expect(within(home()).getByText('安肤生物')).toBeTruthy()

    await user().click(within(detail()).getByRole('button', { name: '已关注' }))
    expect(await within(detail()).findByRole('button', { name: '关注' })).toBeTruthy()
    await waitFor(() => expect(within(home()).getAllByRole('button', { name: '关注' })).toHaveLength(2))
    expect(within(home()).queryByText('安肤生物')).toBeNull()
  })

  it('a zone followed on its detail reads 已关注 in the enterprise list the doctor goes back to, from the cache', async () => {
    const endpoints = zoneServer()
    const runtime = loggedIn()
    const list = renderWithRuntime(<ZoneList searchRoute="" />, runtime)
    await screen.findByText('安肤皮肤屏障专区')
    expect(screen.getAllByRole('button', { name: '关注' })).toHaveLength(2)
    list.unmount()

    const detail = renderWithRuntime(<ZoneDetail zoneId="2" tabs={false} />, runtime)
    await user().click(await screen.findByRole('button', { name: '关注' }))
    expect(await screen.findByRole('button', { name: '已关注' })).toBeTruthy()
    detail.unmount()

    // Back on the list: the cached pages were marked stale by the write and are asked again.
    const asked = endpoints.items.sent.length
    renderWithRuntime(<ZoneList searchRoute="" />, runtime)
    await waitFor(() => expect(screen.getAllByRole('button', { name: '已关注' })).toHaveLength(1))
    expect(endpoints.items.sent.length).toBeGreaterThan(asked)
  })
})
