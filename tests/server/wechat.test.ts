import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildServer } from '../../server/app'
import { type Database, lessonConsent, wechatIdentity } from '../../server/db/index'
import { seedAccounts } from '../../server/seed/index'
import {
  createDevWechatAdapter,
  createLiveWechatAdapter,
  DEV_APP_ID,
  DEV_JSAPI_TICKET,
  devProfile,
  isAllowedRedirectHost,
  signJsSdk,
  type WechatAdapter,
  WechatCodeError,
  WechatUnavailableError,
} from '../../server/wechat/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  type ErrorAnswer,
  formRequest,
  freshMobile,
  idKey,
  type LoginAnswer,
  SEED_PASSWORD,
  smsCodeFor,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

interface WxLoginAnswer extends LoginAnswer {
  bound: boolean
  wxTicket: string
}

/** The published JS-SDK example (WeChat JS-SDK documentation, appendix 1). */
const PUBLISHED = {
  jsapiTicket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
  nonceStr: 'Wm3WZYTPz0wzccnW',
  timestamp: 1414587457,
  url: 'http://mp.weixin.qq.com?params=value',
  signature: '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
}

describe('the JS-SDK signature', () => {
  it('matches the published example', () => {
    expect(signJsSdk(PUBLISHED)).toBe(PUBLISHED.signature)
  })

  it('ignores the #fragment of the page URL', () => {
    expect(signJsSdk({ ...PUBLISHED, url: `${PUBLISHED.url}#/v3/home` })).toBe(PUBLISHED.signature)
  })
})

describe('the login redirect allowlist', () => {
  it("admits the server's own host, exact entries and .domain entries with their subdomains", () => {
    expect(isAllowedRedirectHost('m.example.cn', 'm.example.cn', [])).toBe(true)
    expect(isAllowedRedirectHost('app.example.cn', 'localhost', ['app.example.cn'])).toBe(true)
    expect(isAllowedRedirectHost('h5.example.com', 'localhost', ['.example.com'])).toBe(true)
    expect(isAllowedRedirectHost('example.com', 'localhost', ['.example.com'])).toBe(true)
    expect(isAllowedRedirectHost('evilexample.com', 'localhost', ['.example.com'])).toBe(false)
    expect(isAllowedRedirectHost('evil.test', 'localhost', ['app.example.cn'])).toBe(false)
  })
})

describe('the live WeChat adapter against a stand-in api.weixin.qq.com', () => {
  function fakeWechat(answers: Record<string, unknown>) {
    const calls: string[] = []
    const fetcher = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input))
      calls.push(url.pathname)
      const answer = answers[url.pathname]
      return new Response(JSON.stringify(typeof answer === 'function' ? answer(url) : answer), {
        status: 200,
      })
    })
    const adapter = createLiveWechatAdapter({
      appId: 'wx1234567890abcdef',
      appSecret: 'secret',
      fetch: fetcher as unknown as typeof fetch,
    })
    return { adapter, calls }
  }

  it('builds the open.weixin.qq.com authorize URL', () => {
    const { adapter } = fakeWechat({})
    const url = new URL(adapter.authorizeUrl('https://m.example.cn/v3/home?a=1', 'abc', 'snsapi_userinfo'))
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/oauth2/authorize')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appid: 'wx1234567890abcdef',
      redirect_uri: 'https://m.example.cn/v3/home?a=1',
      response_type: 'code',
      scope: 'snsapi_userinfo',
      state: 'abc',
    })
    expect(url.hash).toBe('#wechat_redirect')
  })

  it('exchanges a code for the profile (sns/oauth2/access_token, then sns/userinfo)', async () => {
    const { adapter, calls } = fakeWechat({
      '/sns/oauth2/access_token': { access_token: 'user-token', openid: 'o-123', expires_in: 7200 },
      '/sns/userinfo': {
        openid: 'o-123',
        nickname: '张医生',
        headimgurl: 'https://thirdwx.qlogo.cn/a.png',
        unionid: 'u-9',
      },
    })
    await expect(adapter.exchangeCode('code-1')).resolves.toEqual({
      openid: 'o-123',
      unionid: 'u-9',
      nickname: '张医生',
      avatar: 'https://thirdwx.qlogo.cn/a.png',
    })
    expect(calls).toEqual(['/sns/oauth2/access_token', '/sns/userinfo'])
  })

  it('a used or invalid code is a WechatCodeError; another failure is WechatUnavailableError', async () => {
    const used = fakeWechat({ '/sns/oauth2/access_token': { errcode: 40163, errmsg: 'code been used' } })
    await expect(used.adapter.exchangeCode('code-1')).rejects.toBeInstanceOf(WechatCodeError)
    const down = fakeWechat({ '/sns/oauth2/access_token': { errcode: -1, errmsg: 'system error' } })
    await expect(down.adapter.exchangeCode('code-1')).rejects.toBeInstanceOf(WechatUnavailableError)
  })

  it('caches the access token and the jsapi_ticket', async () => {
    const { adapter, calls } = fakeWechat({
      '/cgi-bin/token': { access_token: 'app-token', expires_in: 7200 },
      '/cgi-bin/ticket/getticket': { errcode: 0, errmsg: 'ok', ticket: 'ticket-1', expires_in: 7200 },
    })
    await expect(adapter.jsapiTicket()).resolves.toBe('ticket-1')
    await expect(adapter.jsapiTicket()).resolves.toBe('ticket-1')
    expect(calls).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket'])
  })
})

describe.each(databaseTargets)('WeChat login, binding and sharing on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let database: Database

  beforeAll(async () => {
    server = await startTestServer(target)
    ;({ app, database } = server)
  })
  afterAll(() => server?.dispose())

  /** The whole dev flow: login URL → dev authorize → back on the page with code and state. */
  async function codeFor(devUser: string, state = 'abc'): Promise<string> {
    const page = 'http://localhost/v3/home?from=menu'
    const login = await app.inject({
      method: 'GET',
      url: `${api}/user/wechatUser/login?domain=${encodeURIComponent(page)}&state=${state}`,
    })
    expect(login.statusCode).toBe(302)
    const authorize = new URL(String(login.headers.location), 'http://localhost')
    authorize.searchParams.set('devUser', devUser)
    const back = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` })
    expect(back.statusCode).toBe(302)
    const landing = new URL(String(back.headers.location))
    expect(landing.searchParams.get('state')).toBe(state)
    return landing.searchParams.get('code') ?? ''
  }

  async function tokenByCode(code: string) {
    return app.inject({
      method: 'GET',
      url: `${api}/user/login/getTokenByWxCode?code=${code}&throwException=false`,
    })
  }

  async function wechatLogin(devUser: string): Promise<WxLoginAnswer> {
    const response = await tokenByCode(await codeFor(devUser))
    expect(response.statusCode).toBe(200)
    return response.json<WxLoginAnswer>()
  }

  describe('the chat-app login URL and the dev authorize page', () => {
    it('login → 302 to the dev authorize page → 302 back to the page with code and state=abc', async () => {
      const page = 'http://localhost/v3/home?from=menu'
      const login = await app.inject({
        method: 'GET',
        url: `${api}/user/wechatUser/login?domain=${encodeURIComponent(page)}&state=abc`,
      })
      expect(login.statusCode).toBe(302)
      const authorize = new URL(String(login.headers.location), 'http://localhost')
      expect(authorize.pathname).toBe(`${api}/dev/wechat/oauth2/authorize`)
      expect(Object.fromEntries(authorize.searchParams)).toEqual({
        appid: DEV_APP_ID,
        redirect_uri: page,
        response_type: 'code',
        scope: 'snsapi_userinfo',
        state: 'abc',
      })
      const back = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` })
      expect(back.statusCode).toBe(302)
      const landing = new URL(String(back.headers.location))
      expect(landing.origin + landing.pathname).toBe('http://localhost/v3/home')
      expect(landing.searchParams.get('from')).toBe('menu')
      expect(landing.searchParams.get('code')).toMatch(/^dev[0-9a-f]{32}$/)
      expect(landing.searchParams.get('state')).toBe('abc')
    })

    it("a page on another site is 400 wechat.redirect.invalid: codes never go to a stranger's page", async () => {
      for (const domain of ['https://evil.example.com/v3/home', 'javascript:alert(1)', 'not a url']) {
        const response = await app.inject({
          method: 'GET',
          url: `${api}/user/wechatUser/login?domain=${encodeURIComponent(domain)}&state=abc`,
        })
        expect(response.statusCode, domain).toBe(400)
        expect(response.json<ErrorAnswer>().code, domain).toBe('wechat.redirect.invalid')
      }
    })

    it('a host on LOGIN_REDIRECT_HOSTS is allowed', async () => {
      const allowing = await buildServer({
        database,
        distDir: '/nonexistent/dist',
        rateLimits: false,
        tokenSecret: TEST_TOKEN_SECRET,
        loginRedirectHosts: ['.example.cn'],
      })
      try {
        const response = await allowing.inject({
          method: 'GET',
          url: `${api}/user/wechatUser/login?domain=${encodeURIComponent('https://h5.example.cn/v3/home')}&state=s1`,
        })
        expect(response.statusCode).toBe(302)
      } finally {
        await allowing.close()
      }
    })

    it('the dev authorize page answers loopback callers only', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/dev/wechat/oauth2/authorize?redirect_uri=${encodeURIComponent('http://localhost/')}&state=abc`,
        remoteAddress: '203.0.113.9',
      })
      expect(response.statusCode).toBe(403)
      expect(response.json<ErrorAnswer>().code).toBe('wechat.dev.loopback.only')
    })
  })

  describe('wechat.tokenByCode', () => {
    it('a first-time WeChat user gets a doctor account (not bound) and a wxTicket; the code works once', async () => {
      const code = await codeFor('first-timer')
      const first = await tokenByCode(code)
      expect(first.statusCode).toBe(200)
      const answer = first.json<WxLoginAnswer>()
      expect(answer).toMatchObject({
        name: devProfile('first-timer').nickname,
        roles: [{ roleName: 'ROLE_DOCTOR' }],
        accurateAuth: 0,
        bound: false,
        wxTicket: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      })
      const info = await app.inject({
        method: 'GET',
        url: `${api}/user/v1/user/`,
        headers: bearer(answer.token),
      })
      expect(info.statusCode).toBe(200)
      const again = await tokenByCode(code)
      expect(again.statusCode).toBe(400)
      expect(again.json<ErrorAnswer>().code).toBe('wechat.code.invalid')
    })

    it('the same WeChat user logs into the same account next time', async () => {
      const first = await wechatLogin('returning')
      const second = await wechatLogin('returning')
      expect(second.userId).toBe(first.userId)
      expect((await wechatLogin('someone-else')).userId).not.toBe(first.userId)
    })

    it('WeChat being unavailable is 502 wechat.unavailable', async () => {
      const down: WechatAdapter = {
        ...createDevWechatAdapter({ apiPrefix: api }),
        exchangeCode: async () => {
          throw new WechatUnavailableError('timeout')
        },
        jsapiTicket: async () => {
          throw new WechatUnavailableError('timeout')
        },
      }
      const unavailable = await buildServer({
        database,
        distDir: '/nonexistent/dist',
        rateLimits: false,
        tokenSecret: TEST_TOKEN_SECRET,
        wechat: down,
      })
      try {
        const response = await unavailable.inject({
          method: 'GET',
          url: `${api}/user/login/getTokenByWxCode?code=x`,
        })
        expect(response.statusCode).toBe(502)
        expect(response.json<ErrorAnswer>().code).toBe('wechat.unavailable')
        const sign = await unavailable.inject({
          method: 'GET',
          url: `${api}/sns/v1/share/wechat?url=${encodeURIComponent('http://localhost/v3/home')}`,
        })
        expect(sign.statusCode).toBe(502)
      } finally {
        await unavailable.close()
      }
    })
  })

  describe('binding a phone account', () => {
    it('wechat.bindByPassword merges the WeChat account into the phone account', async () => {
      const wechatOnly = await wechatLogin('binds-by-password')
      await app.inject({
        method: 'POST',
        url: `${api}/academy/v2/user/informed-consent/`,
        headers: bearer(wechatOnly.token),
        payload: { lessonId: 1002, lessonType: 'VIDEO', agreed: true },
      })
      const response = await app.inject(
        formRequest('/user/login/wechatUserBindByPassword', {
          wxTicket: wechatOnly.wxTicket,
          loginName: UNCERTIFIED_MOBILE,
          password: SEED_PASSWORD,
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>()).toMatchObject({
        userId: '10002',
        [idKey]: seedAccounts[1]?.row.doctorId,
      })
      // The WeChat-only account is gone: its token no longer works.
      const stale = await app.inject({
        method: 'GET',
        url: `${api}/user/v1/user/`,
        headers: bearer(wechatOnly.token),
      })
      expect(stale.statusCode).toBe(401)
      expect(stale.json<ErrorAnswer>().code).toBe('auth.token.user.not.found')
      // What it answered moved over.
      const moved = await database.db.select().from(lessonConsent).where(eq(lessonConsent.accountId, 10_002))
      expect(moved.map((row) => row.lessonId)).toEqual([1002])
      // The WeChat identity now logs into the phone account, bound.
      const next = await wechatLogin('binds-by-password')
      expect(next).toMatchObject({ userId: '10002', bound: true })
    })

    it('a wrong password is 400 auth.login.failed; a forged wxTicket is 400 wechat.ticket.invalid', async () => {
      const wechatOnly = await wechatLogin('wrong-password')
      const wrong = await app.inject(
        formRequest('/user/login/wechatUserBindByPassword', {
          wxTicket: wechatOnly.wxTicket,
          loginName: CERTIFIED_MOBILE,
          password: 'nope-2026',
        }),
      )
      expect(wrong.json<ErrorAnswer>().code).toBe('auth.login.failed')
      const forged = await app.inject(
        formRequest('/user/login/wechatUserBindByPassword', {
          wxTicket: wechatOnly.token,
          loginName: CERTIFIED_MOBILE,
          password: SEED_PASSWORD,
        }),
      )
      expect(forged.statusCode).toBe(400)
      expect(forged.json()).toEqual({ code: 'wechat.ticket.invalid', message: '微信授权已失效，请重新进入' })
    })

    it('a phone account takes one WeChat identity, and a bound WeChat identity one phone account', async () => {
      const second = await wechatLogin('second-wechat')
      const taken = await app.inject(
        formRequest('/user/login/wechatUserBindByPassword', {
          wxTicket: second.wxTicket,
          loginName: UNCERTIFIED_MOBILE,
          password: SEED_PASSWORD,
        }),
      )
      expect(taken.json<ErrorAnswer>().code).toBe('wechat.account.bound')
      const bound = await wechatLogin('binds-by-password')
      const elsewhere = await app.inject(
        formRequest('/user/login/wechatUserBindByPassword', {
          wxTicket: bound.wxTicket,
          loginName: CERTIFIED_MOBILE,
          password: SEED_PASSWORD,
        }),
      )
      expect(elsewhere.json<ErrorAnswer>().code).toBe('wechat.already.bound')
    })

    it('wechat.bindByPhone with a new mobile makes the WeChat account that phone’s doctor account', async () => {
      const wechatOnly = await wechatLogin('binds-new-phone')
      const mobile = freshMobile()
      const response = await app.inject(
        formRequest('/user/login/wechatUserBindByPhone', {
          wxTicket: wechatOnly.wxTicket,
          mobile,
          randNum: await smsCodeFor(app, database, mobile),
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>().userId).toBe(wechatOnly.userId)
      expect((await wechatLogin('binds-new-phone')).bound).toBe(true)
    })

    it('wechat.bindByPhone with a registered mobile binds to that account; a wrong code binds nothing', async () => {
      const mobile = freshMobile()
      const registered = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', {
          mobile,
          randNum: await smsCodeFor(app, database, mobile),
        }),
      )
      const phoneAccount = registered.json<LoginAnswer>()
      const wechatOnly = await wechatLogin('binds-known-phone')
      const badMobile = await app.inject(
        formRequest('/user/login/wechatUserBindByPhone', {
          wxTicket: wechatOnly.wxTicket,
          mobile: '123',
          randNum: '1',
        }),
      )
      expect(badMobile.json<ErrorAnswer>().code).toBe('sms.mobile.invalid')
      // The code was used by the registration above: nothing is live for this mobile.
      const noCode = await app.inject(
        formRequest('/user/login/wechatUserBindByPhone', {
          wxTicket: wechatOnly.wxTicket,
          mobile,
          randNum: '000000',
        }),
      )
      expect(noCode.statusCode).toBe(400)
      expect(noCode.json<ErrorAnswer>().code).toBe('sms.code.expired')
      const [identity] = await database.db
        .select({ accountId: wechatIdentity.accountId })
        .from(wechatIdentity)
        .where(eq(wechatIdentity.openid, devProfile('binds-known-phone').openid))
      expect(String(identity?.accountId)).toBe(wechatOnly.userId)
      // The SMS interval of 60 s: pretend it passed.
      await database.sql.query(
        `UPDATE sms_code SET sent_at = sent_at - interval '2 minutes' WHERE mobile = $1`,
        [mobile],
      )
      const response = await app.inject(
        formRequest('/user/login/wechatUserBindByPhone', {
          wxTicket: wechatOnly.wxTicket,
          mobile,
          randNum: await smsCodeFor(app, database, mobile),
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>().userId).toBe(phoneAccount.userId)
    })
  })

  describe('share.wechatSign', () => {
    it('signs the page URL (without its fragment) with the jsapi_ticket, the JS-SDK way', async () => {
      const page = 'http://localhost/v3/activity/detail?id=1&from=singlemessage'
      const before = Math.floor(Date.now() / 1000)
      const response = await app.inject({
        method: 'GET',
        url: `${api}/sns/v1/share/wechat?url=${encodeURIComponent(`${page}#top`)}`,
      })
      expect(response.statusCode).toBe(200)
      const answer = response.json<{
        appId: string
        nonceStr: string
        timestamp: number
        signature: string
      }>()
      expect(answer.appId).toBe(DEV_APP_ID)
      expect(answer.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/)
      expect(Number.isInteger(answer.timestamp)).toBe(true)
      expect(answer.timestamp).toBeGreaterThanOrEqual(before)
      expect(answer.signature).toBe(
        signJsSdk({
          jsapiTicket: DEV_JSAPI_TICKET,
          nonceStr: answer.nonceStr,
          timestamp: answer.timestamp,
          url: page,
        }),
      )
    })

    it('a url that is not http(s) is 400 share.url.invalid', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/sns/v1/share/wechat?url=javascript%3Aalert(1)`,
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('share.url.invalid')
    })
  })
})
