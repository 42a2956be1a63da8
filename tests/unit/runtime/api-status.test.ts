import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  type ApiEffects,
  ApiError,
  createApiClient,
  type EndpointDef,
  findEndpoint,
  statusOutcome,
} from '@/runtime/api'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

// The vote submit call belongs to the votes module; the rule is about its path (spec §4).
const voteSubmit: EndpointDef = {
  name: 'test.voteSubmit',
  method: 'POST',
  path: '/promotion-aggregator/v2/user/promotion-vote/{id}/submit',
  summary: '',
}
const probe: EndpointDef = { name: 'test.probe', method: 'GET', path: '/academy/v1/probe', summary: '' }
const catalogue = (name: string) =>
  name === voteSubmit.name ? voteSubmit : name === probe.name ? probe : findEndpoint(name)

interface Seen {
  relogin: number
  voteModal: number
  toasts: string[]
  modals: { title: string; content: string; confirmBtnText: string }[]
}

function client(roles: string[] = []) {
  const seen: Seen = { relogin: 0, voteModal: 0, toasts: [], modals: [] }
  const effects: ApiEffects = {
    relogin: () => {
      seen.relogin += 1
    },
    openVoteModal: () => {
      seen.voteModal += 1
    },
    roles: () => roles,
    pageSuppressedCodes: () => [],
    toast: (text) => seen.toasts.push(text),
    modal: (info) => seen.modals.push(info),
  }
  return { api: createApiClient({ baseUrl: () => API, effects, endpoints: catalogue }), seen }
}

function answer(status: number, body: unknown) {
  server.use(http.get(`${API}/academy/v1/probe`, () => HttpResponse.json(body as object, { status })))
}

describe('spec §4 request status handling, row by row', () => {
  let seen: Seen
  let api: ReturnType<typeof client>['api']
  beforeEach(() => {
    ;({ api, seen } = client())
  })

  it('200 resolves with the body', async () => {
    answer(200, { id: 7 })
    await expect(api.call('test.probe')).resolves.toEqual({ id: 7 })
    expect(seen).toMatchObject({ relogin: 0, toasts: [] })
  })

  it.each(['auth.token.sign.invalid', 'academy.lesson.watch.need.login'])(
    '400 with %s forces re-login without a toast',
    async (code) => {
      answer(400, { code, message: '登录信息无效' })
      await expect(api.call('test.probe')).rejects.toMatchObject({ status: 400, code, outcome: 'relogin' })
      expect(seen.relogin).toBe(1)
      expect(seen.toasts).toEqual([])
    },
  )

  it('other 400 rejects and toasts its message', async () => {
    answer(400, { code: 'academy.param.invalid', message: '参数错误' })
    await expect(api.call('test.probe')).rejects.toMatchObject({ status: 400, outcome: 'reject' })
    expect(seen.relogin).toBe(0)
    expect(seen.toasts).toEqual(['参数错误'])
  })

  it('401 forces re-login', async () => {
    answer(401, { code: 'auth.token.missing', message: '请先登录' })
    await expect(api.call('test.probe')).rejects.toMatchObject({ outcome: 'relogin' })
    expect(seen.relogin).toBe(1)
    expect(seen.toasts).toEqual([])
  })

  it.each([403, 406, 451])('%i forces re-login', async (status) => {
    answer(status, { code: 'x', message: '无权访问' })
    await expect(api.call('test.probe')).rejects.toMatchObject({ status, outcome: 'relogin' })
    expect(seen.relogin).toBe(1)
  })

  it('404 academy.course.progress.not.found resolves normally (no progress yet)', async () => {
    answer(404, { code: 'academy.course.progress.not.found', message: '没有进度' })
    await expect(api.call('test.probe')).resolves.toBeNull()
    expect(seen).toMatchObject({ relogin: 0, toasts: [] })
  })

  it('other 404 rejects', async () => {
    answer(404, { code: 'academy.thing.missing', message: '内容不存在' })
    await expect(api.call('test.probe')).rejects.toMatchObject({ status: 404, outcome: 'reject' })
    expect(seen.toasts).toEqual(['内容不存在'])
  })

  it('409 does nothing further: no re-login, no toast', async () => {
    answer(409, { code: 'academy.conflict', message: '重复提交' })
    await expect(api.call('test.probe')).rejects.toMatchObject({ status: 409, outcome: 'silent' })
    expect(seen).toMatchObject({ relogin: 0, voteModal: 0, toasts: [], modals: [] })
  })

  it.each([500, 502, 503])('%i rejects with its message', async (status) => {
    answer(status, { code: 'server.error', message: '服务繁忙' })
    await expect(api.call('test.probe')).rejects.toBeInstanceOf(ApiError)
    expect(seen.relogin).toBe(0)
    expect(seen.toasts).toEqual(['服务繁忙'])
  })
})

describe('spec §4: 401 on the promotion vote submit call', () => {
  function voteAnswers401() {
    server.use(
      http.post(`${API}/promotion-aggregator/v2/user/promotion-vote/:id/submit`, () =>
        HttpResponse.json({ code: 'auth.token.missing', message: '请先登录' }, { status: 401 }),
      ),
    )
  }

  it('401 on vote submit with the guest role opens the captcha modal instead of re-login', async () => {
    voteAnswers401()
    const { api, seen } = client(['ROLE_GUEST'])
    await expect(api.call('test.voteSubmit', { id: 1 })).rejects.toMatchObject({ outcome: 'voteModal' })
    expect(seen).toMatchObject({ voteModal: 1, relogin: 0, toasts: [] })
  })

  it('401 on vote submit with roles but no guest role re-logs in', async () => {
    voteAnswers401()
    const { api, seen } = client(['ROLE_DOCTOR'])
    await expect(api.call('test.voteSubmit', { id: 1 })).rejects.toMatchObject({ outcome: 'relogin' })
    expect(seen).toMatchObject({ voteModal: 0, relogin: 1 })
  })

  it('401 on vote submit without roles re-logs in', async () => {
    voteAnswers401()
    const { api, seen } = client([])
    await expect(api.call('test.voteSubmit', { id: 1 })).rejects.toMatchObject({ outcome: 'relogin' })
    expect(seen.relogin).toBe(1)
  })

  it('a guest on any other call still re-logs in on 401', () => {
    expect(statusOutcome(401, '', { path: '/sns/v1/user/favorite/items/1', roles: ['ROLE_GUEST'] })).toBe(
      'relogin',
    )
  })
})
