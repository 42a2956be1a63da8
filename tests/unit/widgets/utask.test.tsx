import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { utaskAction, utaskStatusLabel, utaskTypeLabel } from '@/runtime/utask'
import otherUtaskPage from '../../../schemas/pages/other-utask.json'
import skinCarePage from '../../../schemas/pages/skin-care-detail.json'
import utaskListPage from '../../../schemas/pages/utask-list.json'
import utaskNamedPage from '../../../schemas/pages/utask-named.json'
import { skinCareArticle, utaskPage, utaskPageConfig, utasks } from '../../../stories/utask-fixtures'
import { renderWithRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

// DOMPurify does not run in happy-dom (see activity.test.tsx): the server HTML must reach the page only
// through the runtime's sanitizeHtml, here a stand-in that strips scripts and handlers.
const sanitized = vi.hoisted(() => ({ inputs: [] as string[] }))
vi.mock('@/runtime/html', () => ({
  sanitizeHtml: (html: string | null | undefined) => {
    sanitized.inputs.push(html ?? '')
    return (html ?? '').replace(/<script[\s\S]*?<\/script>/g, '').replace(/ on\w+="[^"]*"/g, '')
  },
}))

const server = startMswServer()
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function render(schema: unknown, query: Record<string, string> = {}, params: Record<string, string> = {}) {
  return renderWithRuntime(<SchemaView schema={schema as PageSchema} query={query} params={params} />)
}

function byStatus(params: Record<string, unknown>) {
  return utaskPage(
    utasks.filter((item) => params.status === undefined || item.status === Number(params.status)),
  )
}

describe('utask labels (spec §3)', () => {
  it('names every status and type', () => {
    expect([0, 1, 2].map(utaskStatusLabel)).toEqual(['进行中', '即将开始', '已结束'])
    expect([0, 1, 2, 3, 4, 5].map(utaskTypeLabel)).toEqual([
      '问卷调研',
      '招募',
      '样品试用',
      '活动报名',
      '会议报名',
      '人才招聘',
    ])
  })

  it('only an ING task with a form can be opened', () => {
    expect(utaskAction({ status: 0, type: 0, formKey: 'k' })).toEqual({ label: '去填写', open: true })
    expect(utaskAction({ status: 0, type: 2, formKey: 'k' })).toEqual({ label: '申请试用', open: true })
    expect(utaskAction({ status: 0, type: 1, formKey: null }).open).toBe(false)
    expect(utaskAction({ status: 1, type: 0, formKey: 'k' })).toEqual({ label: '即将开始', open: false })
    expect(utaskAction({ status: 2, type: 0, formKey: 'k' })).toEqual({ label: '已结束', open: false })
  })
})

describe('UtaskList (utaskList screen)', () => {
  it('opens on 进行中 (status 0) with the U_TASK_HEADER banners, and each tab asks for its status', async () => {
    const items = onEndpoint('utask.items', (params) => ok(byStatus(params)))
    const banners = onEndpoint('banner.items', () => ok([]))
    server.use(items.handler, banners.handler)
    render(utaskListPage)

    expect(await screen.findByText('2026 特应性皮炎患者随访问卷')).toBeTruthy()
    expect(items.sent[0]).toMatchObject({ status: '0', page: '1' })
    expect(banners.sent[0]).toMatchObject({ location: 'U_TASK_HEADER' })
    expect(screen.queryByText('痤疮诊疗现状调研')).toBeNull()

    await user().click(screen.getByText('即将开始', { selector: '[role="tab"] *, [role="tab"]' }))
    expect(await screen.findByText('皮肤激光美容年会报名')).toBeTruthy()
    expect(items.sent.at(-1)).toMatchObject({ status: '1' })
    const card = screen.getByRole('article', { name: '皮肤激光美容年会报名' })
    expect(within(card).getByRole('button', { name: '即将开始' })).toHaveProperty('disabled', true)

    await user().click(screen.getByText('已结束', { selector: '[role="tab"] *, [role="tab"]' }))
    const ended = await screen.findByRole('article', { name: '痤疮诊疗现状调研' })
    expect(within(ended).getByRole('button', { name: '已结束' })).toHaveProperty('disabled', true)
    expect(items.sent.at(-1)).toMatchObject({ status: '2' })
  })

  it('an ING task with a form opens the form screen with its key; one without a form cannot be opened', async () => {
    server.use(
      onEndpoint('utask.items', (params) => ok(byStatus(params))).handler,
      onEndpoint('banner.items', () => ok([])).handler,
    )
    const { runtime } = render(utaskListPage, { status: 'ING' })
    const survey = await screen.findByRole('article', { name: '2026 特应性皮炎患者随访问卷' })
    expect(within(survey).getByText('问卷调研')).toBeTruthy()
    expect(within(survey).getByText('进行中')).toBeTruthy()
    const recruit = screen.getByRole('article', { name: '银屑病患者招募' })
    expect(within(recruit).getByRole('button', { name: '线下参与' })).toHaveProperty('disabled', true)

    await user().click(within(survey).getByRole('button', { name: '去填写' }))
    await waitFor(() => expect(runtime.visits.at(-1)?.path).toMatch(/\/form\?key=derma-survey$/))
  })

  it('shows the empty text of the tab, and on failure 重试 loads again', async () => {
    let calls = 0
    server.use(
      onEndpoint('utask.items', () => {
        calls += 1
        return calls === 1 ? fail(500, 'server.error', '服务器开小差了') : ok(utaskPage([]))
      }).handler,
      onEndpoint('banner.items', () => ok([])).handler,
    )
    render(utaskListPage)
    await user().click(await screen.findByRole('button', { name: '重试' }))
    expect(await screen.findByText('暂无进行中的任务')).toBeTruthy()
  })
})

describe('utask screens and the one client cache (decision 0037)', () => {
  it("a form sent on another screen (form.submit changes utasks) refreshes the list: the count is the server's", async () => {
    let sent = false
    const counted = () =>
      utaskPage(
        utasks
          .filter((item) => item.status === 0)
          .map((item) => (item.id === 1 && sent ? { ...item, participantCount: 1287 } : item)),
      )
    const items = onEndpoint('utask.items', () => ok(counted()))
    server.use(
      items.handler,
      onEndpoint('banner.items', () => ok([])).handler,
      onEndpoint('form.submit', () => {
        sent = true
        return ok({ id: 31, formKey: 'derma-survey' })
      }).handler,
    )
    const { runtime } = render(utaskListPage)
    const survey = await screen.findByRole('article', { name: '2026 特应性皮炎患者随访问卷' })
    expect(within(survey).getByText('1286 人参与')).toBeTruthy()

    // The survey's form, sent on the form screen: the same cache, so the list is asked again.
    await act(() => runtime.data.write('form.submit', { key: 'derma-survey', answers: { q1: 'a' } }))

    expect(await within(survey).findByText('1287 人参与')).toBeTruthy()
    expect(items.sent).toHaveLength(2)
  })
})

describe('UtaskPage (/utask-{name}, /utask-petersonslab, /other)', () => {
  it('the /utask-{name} route asks the server for the page config named in the path, and sanitizes the intro', async () => {
    const page = onEndpoint('utask.page', () => ok(utaskPageConfig))
    server.use(page.handler)
    render(utaskNamedPage, {}, { name: 'petersonslab' })
    expect(await screen.findByRole('heading', { name: '彼得罗夫实验室' })).toBeTruthy()
    expect(page.paths[0]).toEqual({ name: 'petersonslab' })
    expect(sanitized.inputs).toContain(utaskPageConfig.introHtml)
    expect(document.body.innerHTML).not.toContain('<script')
    expect(screen.getAllByRole('article').map((item) => item.getAttribute('aria-label'))).toEqual(
      utaskPageConfig.utasks.map((item) => item?.title),
    )
  })

  it('/other shows the "other" config; an unknown name shows 页面不存在或已下线', async () => {
    const page = onEndpoint('utask.page', (_, count) =>
      count === 1 ? ok({ ...utaskPageConfig, name: 'other', title: '更多任务', utasks: [] }) : ok({}),
    )
    server.use(page.handler)
    const first = render(otherUtaskPage)
    expect(await screen.findByRole('heading', { name: '更多任务' })).toBeTruthy()
    expect(page.paths[0]).toEqual({ name: 'other' })
    expect(screen.getByText('暂无任务')).toBeTruthy()
    first.unmount()

    server.use(onEndpoint('utask.page', () => fail(404, 'utask.page.not.found', '页面不存在')).handler)
    render(utaskNamedPage, {}, { name: 'nobody' })
    expect(await screen.findByText('页面不存在或已下线')).toBeTruthy()
  })
})

describe('SkinCareDetail (skinCareDetail screen)', () => {
  it('shows the article with its body through sanitizeHtml', async () => {
    const detail = onEndpoint('skinCare.detail', () => ok(skinCareArticle))
    server.use(detail.handler)
    render(skinCarePage, { id: '1' })
    expect(await screen.findByRole('heading', { name: '秋冬季皮肤屏障修护指南' })).toBeTruthy()
    expect(detail.paths[0]).toEqual({ id: '1' })
    expect(screen.getByText('护理要点')).toBeTruthy()
    expect(sanitized.inputs).toContain(skinCareArticle.contentHtml)
    expect(document.body.innerHTML).not.toContain('onerror')
  })

  it('without an id nothing is asked and it reads 内容不存在或已下线', async () => {
    const detail = onEndpoint('skinCare.detail', () => ok(skinCareArticle))
    server.use(detail.handler)
    render(skinCarePage)
    expect(await screen.findByText('内容不存在或已下线')).toBeTruthy()
    expect(detail.sent).toHaveLength(0)
  })
})
