import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServer } from '../../server/app'
import { RATE_LIMITED_MESSAGE, RATE_LIMITS } from '../../server/routes/index'
import {
  api,
  CERTIFIED_MOBILE,
  formRequest,
  freshMobile,
  SEED_PASSWORD,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
} from './api-helpers'
import { databaseTargets } from './test-databases'

describe.each(databaseTargets)('per-IP rate limits on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance

  beforeAll(async () => {
    // The production budgets: RATE_LIMITS, as main.ts passes them unless RATE_LIMIT=off.
    server = await startTestServer(target, { rateLimits: RATE_LIMITS })
    app = server.app
  })
  afterAll(() => server?.dispose())

  const captchaFrom = (remoteAddress: string, path = '/user/v1/auth/captcha') =>
    app.inject({ method: 'POST', url: `${api}${path}`, remoteAddress })

  it('captchas: 30 a minute per IP, shared by auth.captcha and healthchat.captcha; then 429 rate.limited', async () => {
    const ip = '198.51.100.1'
    for (let call = 1; call <= RATE_LIMITS.captcha.max; call += 1) {
      const path = call % 2 === 0 ? '/healthchat/sms/captcha' : '/user/v1/auth/captcha'
      expect((await captchaFrom(ip, path)).statusCode, `call ${call}`).toBe(200)
    }
    for (const path of ['/user/v1/auth/captcha', '/healthchat/sms/captcha']) {
      const limited = await captchaFrom(ip, path)
      expect(limited.statusCode).toBe(429)
      expect(limited.json()).toEqual({ code: 'rate.limited', message: RATE_LIMITED_MESSAGE })
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another caller has a budget of its own.
    expect((await captchaFrom('198.51.100.2')).statusCode).toBe(200)
  })

  it('logins: 20 a minute per IP across the login calls, failed ones included', async () => {
    const ip = '198.51.100.3'
    const login = (password: string) =>
      app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/login`,
        payload: { loginName: CERTIFIED_MOBILE, password },
        remoteAddress: ip,
      })
    for (let call = 1; call < RATE_LIMITS.login.max; call += 1) {
      expect((await login('wrong-password-1')).statusCode, `call ${call}`).toBe(400)
    }
    const captchaLogin = await app.inject({
      method: 'POST',
      url: `${api}/user/v1/auth/captcha/login`,
      payload: { captchaId: 'x', code: 'abcd' },
      remoteAddress: ip,
    })
    expect(captchaLogin.statusCode).toBe(400)
    const limited = await login(SEED_PASSWORD)
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toEqual({ code: 'rate.limited', message: '操作太频繁，请稍后再试' })
  })

  it('SMS sends: 10 an hour per IP, whatever the mobile', async () => {
    const ip = '198.51.100.4'
    for (let call = 1; call <= RATE_LIMITS.sms.max; call += 1) {
      const response = await app.inject({
        ...formRequest('/healthchat/sms/app/sendRandNum.do', { mobile: freshMobile() }),
        remoteAddress: ip,
      })
      expect(response.statusCode, `call ${call}`).toBe(200)
    }
    const limited = await app.inject({
      ...formRequest('/healthchat/sms/app/sendRandNum.do', { mobile: freshMobile() }),
      remoteAddress: ip,
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.json()).toMatchObject({ code: 'rate.limited' })
  })

  it('calls outside the groups are not limited', async () => {
    for (let call = 1; call <= RATE_LIMITS.login.max + 5; call += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/channel-marketing/wechat-menu`,
        remoteAddress: '198.51.100.3',
      })
      expect(response.statusCode).toBe(200)
    }
  })

  it('rateLimits: false (RATE_LIMIT=off) turns every limit off', async () => {
    const unlimited = await buildServer({
      database: server.database,
      distDir: '/nonexistent/dist',
      rateLimits: false,
      tokenSecret: TEST_TOKEN_SECRET,
    })
    try {
      for (let call = 1; call <= RATE_LIMITS.captcha.max + 5; call += 1) {
        const response = await unlimited.inject({ method: 'POST', url: `${api}/user/v1/auth/captcha` })
        expect(response.statusCode).toBe(200)
      }
    } finally {
      await unlimited.close()
    }
  })
})
