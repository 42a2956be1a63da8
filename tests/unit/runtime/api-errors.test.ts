import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  type ApiEffects,
  createApiClient,
  type EndpointDef,
  errorFeedback,
  findEndpoint,
  rewardLimitNotices,
  suppressedCodes,
} from '@/runtime/api'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

const probe: EndpointDef = { name: 'test.probe', method: 'GET', path: '/academy/v1/probe', summary: '' }
const accessPermission: EndpointDef = {
  name: 'test.access',
  method: 'GET',
  path: '/academy/v2/course/lesson/{lessonId}/access-permission',
  summary: '',
}
const liveRecord: EndpointDef = {
  name: 'test.liveRecord',
  method: 'POST',
  path: '/tripartite/v1/lilly-live/user/record',
  summary: '',
}
const extra = [probe, accessPermission, liveRecord]
const catalogue = (name: string) => extra.find((endpoint) => endpoint.name === name) ?? findEndpoint(name)

function client(pageCodes: string[] = []) {
  const toasts: string[] = []
  const modals: { title: string; content: string; confirmBtnText: string }[] = []
  const effects: ApiEffects = {
    relogin: () => undefined,
    openVoteModal: () => undefined,
    roles: () => [],
    pageSuppressedCodes: () => pageCodes,
    toast: (text) => toasts.push(text),
    modal: (info) => modals.push(info),
  }
  return { api: createApiClient({ baseUrl: () => API, effects, endpoints: catalogue }), toasts, modals }
}

function probeFails(body: object, status = 400) {
  server.use(http.get(`${API}/academy/v1/probe`, () => HttpResponse.json(body, { status })))
}

describe('spec §8 error catalogue', () => {
  it('a failed call toasts code + message: the message', async () => {
    probeFails({ code: 'academy.lesson.locked', message: '课程尚未解锁' })
    const { api, toasts } = client()
    await api.call('test.probe').catch(() => undefined)
    expect(toasts).toEqual(['课程尚未解锁'])
  })

  it('an older service’s msg is toasted when there is no message', async () => {
    probeFails({ code: 'healthchat.fail', msg: '手机号格式不正确' })
    const { api, toasts } = client()
    await api.call('test.probe').catch(() => undefined)
    expect(toasts).toEqual(['手机号格式不正确'])
  })

  it.each(suppressedCodes)('suppressed code %s is never toasted', async (code) => {
    probeFails({ code, message: `不应出现：${code}` })
    const { api, toasts } = client()
    await expect(api.call('test.probe')).rejects.toMatchObject({ code })
    expect(toasts).toEqual([])
  })

  it('the suppressed list is exactly the spec’s', () => {
    expect([...suppressedCodes].sort()).toEqual(
      [
        'academy.course.not.purchased',
        'academy.course.progress.not.found',
        'academy.course.not.found',
        'academy.note.not.found',
        'academy.live.not.found',
        'academy.video.lesson.not.found',
        'academy.article.not.exist',
        'academy.user.exam.not.found',
        'vote.process.run.out',
        'vote.everyday.run.out',
        'vote.item.day.run.out',
        'url setting miss',
      ].sort(),
    )
  })

  it('academy.lesson.inactive is suppressed on a screen that lists it (GCP training) and toasted elsewhere', async () => {
    probeFails({ code: 'academy.lesson.inactive', message: '课程已下线' })
    const onGcp = client(['academy.lesson.inactive'])
    await onGcp.api.call('test.probe').catch(() => undefined)
    expect(onGcp.toasts).toEqual([])
    const elsewhere = client()
    await elsewhere.api.call('test.probe').catch(() => undefined)
    expect(elsewhere.toasts).toEqual(['课程已下线'])
  })

  it('errors of the chat-app (WeChat code) login call are not toasted', async () => {
    server.use(
      http.get(`${API}/user/login/getTokenByWxCode`, () =>
        HttpResponse.json({ code: 'wechat.code.invalid', message: '授权码无效' }, { status: 400 }),
      ),
    )
    const { api, toasts } = client()
    await expect(api.call('wechat.tokenByCode', { code: 'x' })).rejects.toMatchObject({
      code: 'wechat.code.invalid',
    })
    expect(toasts).toEqual([])
  })

  it('errors of the access-permission call are not toasted', async () => {
    server.use(
      http.get(`${API}/academy/v2/course/lesson/:id/access-permission`, () =>
        HttpResponse.json({ code: 'academy.lesson.no.permission', message: '无权限' }, { status: 400 }),
      ),
    )
    const { api, toasts } = client()
    await api.call('test.access', { lessonId: 3 }).catch(() => undefined)
    expect(toasts).toEqual([])
  })

  it('errors of the live record call are not toasted', async () => {
    server.use(
      http.post(`${API}/tripartite/v1/lilly-live/user/record`, () =>
        HttpResponse.json({ code: 'tripartite.fail', message: '记录失败' }, { status: 500 }),
      ),
    )
    const { api, toasts } = client()
    await api.call('test.liveRecord', { lessonId: 1 }).catch(() => undefined)
    expect(toasts).toEqual([])
  })

  it.each(rewardLimitNotices.map((notice) => [notice.code, notice.content]))(
    'bean-reward limit %s opens the global modal 提示 / 我知道了 instead of a toast',
    async (code, content) => {
      probeFails({ code, message: '服务端文案' })
      const { api, toasts, modals } = client()
      await api.call('test.probe').catch(() => undefined)
      expect(toasts).toEqual([])
      expect(modals).toEqual([{ kind: 'modal', title: '提示', confirmBtnText: '我知道了', content }])
    },
  )

  it('the three reward messages warn of a 24-hour block, a 24-hour restriction after 3, and a permanent block after 10', () => {
    const [daily, restricted, blocked] = rewardLimitNotices.map((notice) => notice.content)
    expect(daily).toMatch(/上限.*24 小时/)
    expect(restricted).toMatch(/3 次.*24 小时/)
    expect(blocked).toMatch(/10 次.*永久.*客服/)
  })

  it('a call that asks to be silent shows nothing itself', async () => {
    probeFails({ code: 'academy.x', message: '失败' })
    const { api, toasts } = client()
    await api.call('test.probe', {}, { silent: true }).catch(() => undefined)
    expect(toasts).toEqual([])
  })

  it('a network failure toasts that the connection failed', async () => {
    server.use(http.get(`${API}/academy/v1/probe`, () => HttpResponse.error()))
    const { api, toasts } = client()
    await expect(api.call('test.probe')).rejects.toMatchObject({ status: 0, code: 'network.error' })
    expect(toasts).toEqual(['网络连接失败，请稍后重试'])
  })

  it('errorFeedback reads a suppressed message text too (url setting miss arrives as a message)', () => {
    expect(errorFeedback({ code: 'http.500', message: 'url setting miss', path: '/x' })).toEqual({
      kind: 'none',
    })
  })
})
