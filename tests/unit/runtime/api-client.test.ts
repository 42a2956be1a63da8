import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { ApiError, createApiClient, findEndpoint, prepareRequest } from '@/runtime/api'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()
const api = createApiClient({ baseUrl: () => API })

describe('API client over the endpoint catalogue', () => {
  it('fills path parameters and sends the rest of a GET as the query', async () => {
    let seen = ''
    server.use(
      http.get(`${API}/resource/v1/app-release/:version`, ({ request, params }) => {
        seen = `${String(params.version)}${new URL(request.url).search}`
        return HttpResponse.json({ version: '3.12.0', releasedAt: '2026-10-01', notes: [] })
      }),
    )
    const answer = await api.call('app.release', { version: '3.12.0' })
    expect(answer).toMatchObject({ version: '3.12.0' })
    expect(seen).toBe('3.12.0')
  })

  it('GET queries repeat array keys (spec §7)', async () => {
    let search = ''
    server.use(
      http.get(`${API}/resource/v1/app-release/items`, ({ request }) => {
        search = new URL(request.url).search
        return HttpResponse.json([])
      }),
    )
    await api.call('app.releases', { limit: 5, tag: ['a', 'b'] })
    expect(search).toBe('?limit=5&tag=a&tag=b')
  })

  it('reads the error code and message of a failed call', async () => {
    server.use(
      http.get(`${API}/resource/v1/app-release/:version`, () =>
        HttpResponse.json(
          { code: 'resource.app.release.not.found', message: '没有这个版本' },
          { status: 404 },
        ),
      ),
    )
    const error = await api.call('app.release', { version: '9.9.9' }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      status: 404,
      code: 'resource.app.release.not.found',
      message: '没有这个版本',
    })
  })

  it('reads `msg` when an older service answers with it (spec §8)', async () => {
    server.use(
      http.get(`${API}/academy-aggregator/v2/ip`, () =>
        HttpResponse.json({ code: 'x.y', msg: '旧服务的提示' }, { status: 400 }),
      ),
    )
    await expect(api.call('user.ip')).rejects.toMatchObject({ code: 'x.y', message: '旧服务的提示' })
  })

  it('an unknown endpoint name fails before any request', async () => {
    await expect(api.call('no.such.endpoint')).rejects.toMatchObject({ code: 'client.unknown.endpoint' })
  })

  it('a missing path parameter is an error, not a request to a wrong URL', () => {
    expect(() => prepareRequest({ name: 'x', method: 'GET', path: '/a/{id}/b', summary: '' }, {})).toThrow(
      /missing path parameter "id"/,
    )
  })

  it('POST sends the params as the body; form endpoints as url-encoded', () => {
    const json = prepareRequest({ name: 'p', method: 'POST', path: '/x/{id}', summary: '' }, { id: 1, a: 2 })
    expect(json).toMatchObject({ url: '/x/1', body: { a: 2 }, query: {}, encoding: 'json' })
    const form = prepareRequest(
      { name: 'f', method: 'POST', path: '/f', encoding: 'form', summary: '' },
      { a: 1 },
    )
    expect(form.encoding).toBe('form')
  })

  it('the Lilly live record POST sends lessonId, data and userId in the query (spec §7), not the body', () => {
    const record = findEndpoint('lillyLive.record')
    if (!record) throw new Error('lillyLive.record is not in the catalogue')
    const prepared = prepareRequest(record, { lessonId: 1195, data: 'abc', userId: 10001 })
    expect(prepared.query).toEqual({ lessonId: 1195, data: 'abc', userId: 10001 })
    expect(prepared.body).toEqual({})
  })
})
