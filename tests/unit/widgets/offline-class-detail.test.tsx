import { act, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import OfflineClassDetail from '@/widgets/offline-class-detail/offline-class-detail'
import detailPage from '../../../schemas/pages/offline-class-detail.json'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const offlineClass = {
  id: 2,
  activityId: 502,
  title: '皮肤镜临床应用实操训练营（上海站）',
  bigPicUrl: '',
  city: '上海',
  address: '徐汇区宛平南路 600 号',
  startTime: '2026-11-25T09:00:00',
  endTime: '2026-11-25T17:30:00',
  registrationStatus: 'START' as const,
  quota: 60,
  enrolledCount: 42,
  price: 0,
  introduction: '<h3>课程安排</h3><p>分组实操：真实病例读片</p>',
  lecturers: [{ id: 1, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' }],
  applied: false,
}

// Dialog buttons animate in; a doctor can tap them at once.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  return runtime
}

function actionButton(name: string): HTMLButtonElement {
  return screen.getByRole('button', { name }) as HTMLButtonElement
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('OfflineClassDetail', () => {
  it('shows status, time, place, places taken, fee, faculty and the programme', () => {
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, loggedIn())
    expect(screen.getByRole('heading', { name: offlineClass.title })).toBeTruthy()
    expect(screen.getByText('报名中')).toBeTruthy()
    expect(screen.getByText(/11月25日 09:00-17:30$/)).toBeTruthy()
    expect(screen.getByText('上海 · 徐汇区宛平南路 600 号')).toBeTruthy()
    expect(screen.getByText('已报名 42/60')).toBeTruthy()
    expect(screen.getAllByText('免费').length).toBeGreaterThan(0)
    expect(screen.getByText('张建中')).toBeTruthy()
    expect(screen.getByText('分组实操：真实病例读片')).toBeTruthy()
    expect(actionButton('立即报名').disabled).toBe(false)
  })

  it('a class over two days shows both days', () => {
    renderWithRuntime(
      <OfflineClassDetail offlineClass={{ ...offlineClass, endTime: '2026-11-26T12:00:00' }} />,
      loggedIn(),
    )
    expect(screen.getByText(/11月25日 09:00 - (2026年)?11月26日 12:00$/)).toBeTruthy()
  })

  it('复制地址 copies city and address and confirms 复制成功', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, loggedIn())

    await userEvent.click(screen.getByRole('button', { name: '复制地址' }))

    expect(writeText).toHaveBeenCalledWith('上海 · 徐汇区宛平南路 600 号')
    expect(await screen.findByText('复制成功')).toBeTruthy()
  })

  it('立即报名 asks first, linking the offline-class consent', async () => {
    const runtime = loggedIn()
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, runtime)
    const u = user()

    await u.click(actionButton('立即报名'))
    expect(await screen.findByText(/报名即表示您已阅读并同意/)).toBeTruthy()
    await u.click(screen.getByRole('button', { name: '《线下训练营知情同意书》' }))

    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/academy/offlineclass-consent?id=2', replace: false })
  })

  it('confirming signs up (offlineClass.apply), and the page source the cache refreshes shows 报名成功, 已报名 and the places', async () => {
    let applied = false
    const apply = onEndpoint('offlineClass.apply', () => {
      applied = true
      return ok({ applied: true })
    })
    const detail = onEndpoint('offlineClass.detail', () =>
      ok(applied ? { ...offlineClass, applied: true, enrolledCount: 43 } : offlineClass),
    )
    server.use(apply.handler, detail.handler)
    renderWithRuntime(<SchemaView schema={detailPage as PageSchema} query={{ id: '2' }} />, loggedIn())
    const u = user()

    await u.click(await screen.findByRole('button', { name: '立即报名' }))
    await u.click(await screen.findByRole('button', { name: '确认报名' }))

    expect(await screen.findByText('请按时参加，开营前我们会通过短信提醒您')).toBeTruthy()
    expect(actionButton('已报名').disabled).toBe(true)
    expect(screen.getByText('已报名 43/60')).toBeTruthy()
    expect(apply.sent).toHaveLength(1)
    expect(detail.sent).toHaveLength(2)
  })

  it('a fresh page source: after the doctor returns, 立即报名 waits for the class asked again', async () => {
    let answerNow: () => void = () => undefined
    const detail = onEndpoint('offlineClass.detail', async (_params, count) => {
      if (count === 1) return ok(offlineClass)
      // Signed up on another device meanwhile; the answer waits until the test lets it through.
      await new Promise<void>((resolve) => {
        answerNow = resolve
      })
      return ok({ ...offlineClass, applied: true, enrolledCount: 43 })
    })
    server.use(detail.handler)
    const { runtime, container } = renderWithRuntime(
      <SchemaView schema={detailPage as PageSchema} query={{ id: '2' }} />,
      loggedIn(),
    )
    await screen.findByRole('button', { name: '立即报名' })

    act(() => runtime.data.returned())

    await waitFor(() =>
      expect(container.querySelector('[data-kind="apply"]')?.className).toContain('adm-button-loading'),
    )
    answerNow()
    expect(await screen.findByRole('button', { name: '已报名' })).toHaveProperty('disabled', true)
    expect(screen.queryByText('请按时参加，开营前我们会通过短信提醒您')).toBeNull()
  })

  it('cancelling the dialog signs up for nothing', async () => {
    const apply = onEndpoint('offlineClass.apply', () => ok({ applied: true }))
    server.use(apply.handler)
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, loggedIn())
    const u = user()
    await u.click(actionButton('立即报名'))
    await u.click(await screen.findByRole('button', { name: '取消' }))
    expect(apply.sent).toEqual([])
    expect(actionButton('立即报名').disabled).toBe(false)
  })

  it('a refused sign-up is toasted once (by the API client) and the button stays', async () => {
    server.use(
      onEndpoint('offlineClass.apply', () => fail(400, 'academy.offline.class.full', '名额已满')).handler,
    )
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, loggedIn())
    const u = user()

    await u.click(actionButton('立即报名'))
    await u.click(await screen.findByRole('button', { name: '确认报名' }))

    expect(await screen.findByText('名额已满')).toBeTruthy()
    expect(screen.getAllByText('名额已满')).toHaveLength(1)
    expect(actionButton('立即报名').disabled).toBe(false)
  })

  it('a guest is sent to log in and nothing is called', async () => {
    const apply = onEndpoint('offlineClass.apply', () => ok({ applied: true }))
    server.use(apply.handler)
    const runtime = makeRuntime()
    const relogin = vi.fn()
    renderWithRuntime(<OfflineClassDetail offlineClass={offlineClass} />, {
      ...runtime,
      session: fakeSession(runtime, { relogin }),
    })
    await userEvent.click(actionButton('立即报名'))
    expect(relogin).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('确认报名')).toBeNull()
    expect(apply.sent).toEqual([])
  })

  it('NOT_START: 报名未开始, disabled', () => {
    renderWithRuntime(
      <OfflineClassDetail offlineClass={{ ...offlineClass, registrationStatus: 'NOT_START' }} />,
      loggedIn(),
    )
    expect(screen.getByText('未开始')).toBeTruthy()
    expect(actionButton('报名未开始').disabled).toBe(true)
  })

  it('END: 报名已结束, disabled', () => {
    renderWithRuntime(
      <OfflineClassDetail offlineClass={{ ...offlineClass, registrationStatus: 'END' }} />,
      loggedIn(),
    )
    expect(screen.getByText('已结束')).toBeTruthy()
    expect(actionButton('报名已结束').disabled).toBe(true)
  })

  it('already signed up: 已报名, disabled', () => {
    renderWithRuntime(<OfflineClassDetail offlineClass={{ ...offlineClass, applied: true }} />, loggedIn())
    expect(actionButton('已报名').disabled).toBe(true)
  })

  it('every place taken: 名额已满, disabled', () => {
    renderWithRuntime(
      <OfflineClassDetail offlineClass={{ ...offlineClass, enrolledCount: 60 }} />,
      loggedIn(),
    )
    expect(actionButton('名额已满').disabled).toBe(true)
  })

  it('a class with a fee runs onOrder after the confirm instead of offlineClass.apply', async () => {
    const apply = onEndpoint('offlineClass.apply', () => ok({ applied: true }))
    server.use(apply.handler)
    const run = vi.fn(async () => undefined)
    const onOrder = [{ type: 'navigate' as const, to: 'orderDetail' }]
    renderWithRuntime(
      <OfflineClassDetail offlineClass={{ ...offlineClass, price: 880 }} onOrder={onOrder} run={run} />,
      loggedIn(),
    )
    expect(screen.getAllByText('¥880.00').length).toBeGreaterThan(0)
    const u = user()
    await u.click(actionButton('立即报名'))
    await u.click(await screen.findByRole('button', { name: '确认报名' }))
    await waitFor(() => expect(run).toHaveBeenCalledWith(onOrder, { id: 2, activityId: 502, price: 880 }))
    expect(apply.sent).toEqual([])
  })

  it('a missing class says 训练营不存在或已下线', () => {
    renderWithRuntime(<OfflineClassDetail offlineClass={null} />, loggedIn())
    expect(screen.getByText('训练营不存在或已下线')).toBeTruthy()
  })
})
