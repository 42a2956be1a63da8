import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import LearnerHome from '@/widgets/learner-home/learner-home'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { ok, onEndpoint } from './endpoints'

const server = startMswServer()

const lesson = {
  id: 1012,
  courseId: 11,
  title: '寻常型银屑病的临床表现与皮肤镜特征',
  lessonType: 'VIDEO' as const,
}
const summary = {
  studyMinutes: 1286,
  monthStudyMinutes: 892,
  lessonCount: 37,
  favoriteCount: 12,
  orderCount: 3,
  certificateCount: 2,
  lastStudy: { lesson, course: { id: 11, title: '银屑病规范化诊疗系列课程' } },
}
const user = { nickname: '李文静', avatar: '', accurateAuth: 2 }

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  runtime.stores.login.setLoginInfo({ token: 'token-1', name: '李医生', accurateAuth: 2 })
  return runtime
}

function stat(label: string): HTMLElement {
  const button = screen.getByText(label).closest('button')
  if (!button) throw new Error(`no stat ${label}`)
  return button
}

describe('LearnerHome', () => {
  it('on a page, shows academy.userSummary: 学习时长 in minutes with this month in hours as the sprint shows them, 已学课程, 证书 and 继续学习', async () => {
    const call = onEndpoint('academy.userSummary', () => ok(summary))
    server.use(call.handler)
    const page: PageSchema = {
      data: { summary: { api: 'academy.userSummary' } },
      body: [{ widget: 'LearnerHome', props: { summary: '${data.summary}' } }],
    }
    renderWithRuntime(<SchemaView schema={page} />, loggedIn())

    expect(await screen.findByText('继续学习')).toBeTruthy()
    expect(within(stat('学习时长')).getByText('1286')).toBeTruthy()
    expect(within(stat('学习时长')).getByText('分钟')).toBeTruthy()
    // 892 minutes: the sprint screen's 14.8 学习小时 (hours to one decimal, truncated).
    expect(within(stat('学习时长')).getByText('本月 14.8 小时')).toBeTruthy()
    expect(within(stat('已学课程')).getByText('37')).toBeTruthy()
    expect(within(stat('证书')).getByText('2')).toBeTruthy()
    expect(screen.getByText('寻常型银屑病的临床表现与皮肤镜特征')).toBeTruthy()
    expect(screen.getByText('银屑病规范化诊疗系列课程')).toBeTruthy()
    // No user prop: the name comes from what the session stored.
    expect(screen.getByRole('heading', { name: '李医生' })).toBeTruthy()
    expect(call.sent).toHaveLength(1)
  })

  it('accurateAuth 2 shows 已认证', () => {
    renderWithRuntime(<LearnerHome summary={summary} user={user} />, loggedIn())
    expect(screen.getByRole('heading', { name: '李文静' })).toBeTruthy()
    expect(screen.getByText('已认证')).toBeTruthy()
    expect(screen.queryByText('未认证')).toBeNull()
  })

  it('an uncertified doctor sees 未认证 with 去认证, which runs onCertify', async () => {
    const run = vi.fn(async () => undefined)
    const onCertify = [{ type: 'navigate' as const, to: 'webview' }]
    renderWithRuntime(
      <LearnerHome summary={summary} user={{ ...user, accurateAuth: 1 }} onCertify={onCertify} run={run} />,
      loggedIn(),
    )
    expect(screen.getByText('未认证')).toBeTruthy()
    expect(screen.queryByText('已认证')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '去认证 ›' }))
    expect(run).toHaveBeenCalledWith(onCertify)
  })

  it('去认证 without onCertify outside the app says 请前往APP操作', async () => {
    renderWithRuntime(<LearnerHome summary={summary} user={{ ...user, accurateAuth: 0 }} />, loggedIn())
    await userEvent.click(screen.getByRole('button', { name: '去认证 ›' }))
    expect(await screen.findByText('请前往APP操作')).toBeTruthy()
  })

  it('the default menu opens each learning screen by route name', async () => {
    const runtime = loggedIn()
    renderWithRuntime(<LearnerHome summary={summary} user={user} />, runtime)
    const menu = screen.getByRole('navigation', { name: '我的学习' })
    const expected: [string, string][] = [
      ['学习记录', '/v3/user/academy/studying'],
      ['想学', '/v3/user/academy/favorites'],
      ['我的订单', '/v3/user/academy/order'],
      ['我的证书', '/v3/user/academy/certificate'],
      ['视频兑换', '/v3/video/exchange'],
      ['兑换记录', '/v3/video/exchangeRecord'],
      ['线下训练营', '/v3/academy/offlineclass'],
      ['直播列表', '/v3/user/livelist'],
      ['企业专区', '/v3/zone/home'],
      ['任务中心', '/v3/user/utaskList'],
      ['我的记录', '/v3/user/form-record'],
    ]
    expect(within(menu).getAllByRole('button')).toHaveLength(expected.length)
    for (const [title, path] of expected) {
      await userEvent.click(within(menu).getByRole('button', { name: title }))
      expect(runtime.visits.at(-1)).toEqual({ path, replace: false })
    }
  })

  it('config can replace the menu; an entry’s query goes with it', async () => {
    const runtime = loggedIn()
    renderWithRuntime(
      <LearnerHome
        summary={summary}
        user={user}
        items={[{ title: '进行中的训练营', icon: 'offlineClass', to: 'offlineClassList', query: { id: 3 } }]}
      />,
      runtime,
    )
    const menu = screen.getByRole('navigation', { name: '我的学习' })
    expect(within(menu).getAllByRole('button')).toHaveLength(1)
    await userEvent.click(within(menu).getByRole('button', { name: '进行中的训练营' }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/academy/offlineclass?id=3')
  })

  it('继续学习 opens the lesson studied last, with its course', async () => {
    const runtime = loggedIn()
    renderWithRuntime(<LearnerHome summary={summary} user={user} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: /^继续学习/ }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/video/detail?id=1012&courseId=11')
  })

  it('nothing studied yet: no 继续学习 card, a prompt instead', () => {
    renderWithRuntime(<LearnerHome summary={{ ...summary, lastStudy: null }} user={user} />, loggedIn())
    expect(screen.queryByRole('button', { name: /^继续学习/ })).toBeNull()
    expect(screen.getByText(/还没有学习记录/)).toBeTruthy()
  })

  it('a summary that did not load shows the stats as --', () => {
    renderWithRuntime(<LearnerHome summary={null} user={user} />, loggedIn())
    expect(screen.getAllByText('--')).toHaveLength(3)
  })

  it('an empty avatar shows the default picture', () => {
    renderWithRuntime(<LearnerHome summary={summary} user={user} />, loggedIn())
    expect(screen.getByRole('img', { name: '默认头像' })).toBeTruthy()
  })
})
