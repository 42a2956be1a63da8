import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { createApiClient, type RequestContext, requestHeaders } from '@/runtime/api'
import { constants } from '@/runtime/config'
import { API, startMswServer } from '../helpers/msw'

const server = startMswServer()

const context: RequestContext = {
  token: 'tok-1',
  userId: 'u-1',
  networkType: '4g',
  deviceNumber: 'dev-1',
  deviceType: 'web',
  company: 'acme',
}

function captureHeaders(method: 'get' | 'post', path: string) {
  const seen: { headers?: Headers; body?: string; url?: string } = {}
  server.use(
    http[method](`${API}${path}`, async ({ request }) => {
      seen.headers = request.headers
      seen.url = request.url
      seen.body = method === 'post' ? await request.text() : undefined
      return HttpResponse.json({ ip: '1.2.3.4', sent: true, interval: 60 })
    }),
  )
  return seen
}

describe('spec §7 headers of every call', () => {
  it('sends every header with its value', async () => {
    const seen = captureHeaders('get', '/academy-aggregator/v2/ip')
    const api = createApiClient({
      baseUrl: () => API,
      context: () => ({ ...context, appVersion: '3.2.1', application: 'derma-pc' }),
    })
    await api.call('user.ip')
    const headers = seen.headers as Headers
    expect(headers.get('authorization')).toBe('Bearer tok-1')
    expect(headers.get('apiversion')).toBe('2')
    expect(headers.get('appversion')).toBe('3.2.1')
    expect(headers.get('application')).toBe('derma-pc')
    expect(headers.get('networktype')).toBe('4g')
    expect(headers.get('devicenumber')).toBe('dev-1')
    expect(headers.get('devicetype')).toBe('web')
    expect(headers.get('userid')).toBe('u-1')
    expect(headers.get('company')).toBe('acme')
  })

  it('defaults: JSON utf-8, apiVersion 2, appVersion 999, application <product>-doctor', () => {
    const headers = requestHeaders({ ...context, appVersion: undefined, application: undefined })
    expect(headers['Content-Type']).toBe('application/json;charset=UTF-8')
    expect(headers.apiVersion).toBe(constants.apiVersion)
    expect(constants.apiVersion).toBe('2')
    expect(headers.appVersion).toBe('999')
    expect(headers.application).toBe('derma-doctor')
  })

  it('no token sends no Authorization (an empty bearer would read as a bad signature)', () => {
    expect(requestHeaders({ ...context, token: '' })).not.toHaveProperty('Authorization')
  })

  it('form endpoints send application/x-www-form-urlencoded bodies', async () => {
    const seen = captureHeaders('post', '/healthchat/sms/app/sendRandNum.do')
    const api = createApiClient({ baseUrl: () => API, context: () => context })
    await api.call('healthchat.sendSms', { mobile: '13800000001' })
    expect(seen.headers?.get('content-type')).toMatch(/^application\/x-www-form-urlencoded/)
    expect(seen.body).toBe('mobile=13800000001')
  })

  it('the default method is POST: POST endpoints send their params as a JSON body', async () => {
    const seen = captureHeaders('post', '/user/v1/auth/captcha/login')
    const api = createApiClient({ baseUrl: () => API, context: () => context })
    await api.call('auth.captchaLogin', { captchaId: 'c1', code: 'ab12' })
    expect(seen.headers?.get('content-type')).toBe('application/json;charset=UTF-8')
    expect(JSON.parse(seen.body ?? '{}')).toEqual({ captchaId: 'c1', code: 'ab12' })
  })

  it('the base address comes from state when set, else from config', async () => {
    const seen = captureHeaders('get', '/academy-aggregator/v2/ip')
    let base = ''
    const api = createApiClient({ baseUrl: () => base })
    base = API
    await api.call('user.ip')
    expect(seen.url).toBe(`${API}/academy-aggregator/v2/ip`)
  })

  it('requests time out after 60000 ms', () => {
    const api = createApiClient({ baseUrl: () => API })
    expect(api.http.defaults.timeout).toBe(60_000)
  })
})
