import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import GroupPurchaseCard from '@/widgets/group-purchase-card/group-purchase-card'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fail, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const HOUR = 3_600_000
const course = { id: 11, title: '银屑病规范化诊疗系列课程', bigPicUrl: '', price: 199, originalPrice: 299 }
const members = [
  { userId: 10005, nickname: '陈医生', avatar: 'https://cdn.dermacampus.cn/avatar/10005.png' },
  { userId: 10006, nickname: '刘医生', avatar: '' },
]
function answer(group: Record<string, unknown> = {}, people = members) {
  return {
    groupPurchase: {
      id: 7,
      price: 99,
      groupSize: 3,
      joinedCount: people.length,
      endTime: new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR).toISOString(),
      ...group,
    },
    course,
    members: people,
  }
}

function loggedIn(userId = '10001'): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', userId)
  return runtime
}

describe('GroupPurchaseCard', () => {
  it('loads the group and shows the course, group price, members, n/size and the time left', async () => {
    const call = onEndpoint('groupPurchase.course', () => ok(answer()))
    server.use(call.handler)
    renderWithRuntime(<GroupPurchaseCard id={7} />, loggedIn())

    expect(await screen.findByRole('heading', { name: '银屑病规范化诊疗系列课程' })).toBeTruthy()
    expect(screen.getByText('3人团')).toBeTruthy()
    expect(screen.getByText('¥99.00')).toBeTruthy()
    expect(screen.getByText('¥299.00')).toBeTruthy()
    expect(screen.getByRole('img', { name: '陈医生' })).toBeTruthy()
    expect(screen.getByRole('img', { name: '刘医生' })).toBeTruthy()
    expect(screen.getByText(/已拼/).textContent).toBe('已拼 2/3 人，还差 1 人成团')
    expect(screen.getByText('距结束 2天')).toBeTruthy()
    expect(call.sent).toHaveLength(1)
  })

  it('参与拼团 runs onJoin with the group, course and price', async () => {
    server.use(onEndpoint('groupPurchase.course', () => ok(answer())).handler)
    const run = vi.fn(async () => undefined)
    const onJoin = [{ type: 'navigate' as const, to: 'orderDetail' }]
    renderWithRuntime(<GroupPurchaseCard id={7} onJoin={onJoin} run={run} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '参与拼团' }))

    expect(run).toHaveBeenCalledWith(onJoin, { id: 7, courseId: 11, price: 99 })
  })

  it('a full group says 拼团已满 and cannot be joined', async () => {
    const full = [...members, { userId: 10007, nickname: '赵医生', avatar: '' }]
    server.use(onEndpoint('groupPurchase.course', () => ok(answer({}, full))).handler)
    renderWithRuntime(<GroupPurchaseCard id={7} />, loggedIn())
    const button = (await screen.findByRole('button', { name: '拼团已满' })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it('an ended group says 拼团已结束', async () => {
    server.use(
      onEndpoint('groupPurchase.course', () =>
        ok(answer({ endTime: new Date(Date.now() - HOUR).toISOString() })),
      ).handler,
    )
    renderWithRuntime(<GroupPurchaseCard id={7} />, loggedIn())
    const button = (await screen.findByRole('button', { name: '拼团已结束' })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
    expect(screen.getByText('已结束')).toBeTruthy()
  })

  it('a doctor already in the group sees 已参与拼团', async () => {
    server.use(onEndpoint('groupPurchase.course', () => ok(answer())).handler)
    renderWithRuntime(<GroupPurchaseCard id={7} />, loggedIn('10005'))
    const button = (await screen.findByRole('button', { name: '已参与拼团' })) as HTMLButtonElement
    expect(button.disabled).toBe(true)
  })

  it('an unknown group shows 拼团不存在或已结束', async () => {
    server.use(
      onEndpoint('groupPurchase.course', () => fail(404, 'academy.group.purchase.not.found', '拼团不存在'))
        .handler,
    )
    renderWithRuntime(<GroupPurchaseCard id={70} />, loggedIn())
    expect(await screen.findByText('拼团不存在或已结束')).toBeTruthy()
  })
})

describe('GroupPurchaseCard reads the group fresh (decision 0037)', () => {
  it('back on the screen, 参与拼团 waits for the group asked again, and then says 拼团已满 when it filled meanwhile', async () => {
    let people = members
    let hold: Promise<void> | undefined
    server.use(
      onEndpoint('groupPurchase.course', async () => {
        await hold
        return ok(answer({}, people))
      }).handler,
    )
    const runtime = loggedIn()
    renderWithRuntime(<GroupPurchaseCard id={7} />, runtime)
    const button = (await screen.findByRole('button', { name: '参与拼团' })) as HTMLButtonElement

    // Another doctor took the last place while this one was away (WeChat, another tab).
    people = [...members, { userId: 10007, nickname: '赵医生', avatar: '' }]
    let release: () => void = () => undefined
    hold = new Promise<void>((resolve) => {
      release = resolve
    })
    act(() => runtime.data.returned())
    await waitFor(() => expect(button.disabled).toBe(true))
    expect(screen.queryByRole('button', { name: '拼团已满' })).toBeNull()

    release()
    expect(await screen.findByRole('button', { name: '拼团已满' })).toBeTruthy()
  })
})
