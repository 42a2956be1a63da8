import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  decryptContent,
  decryptLoginPayload,
  encryptContent,
  encryptLoginPayload,
} from '../../schemas/api/crypto'
import { buildServer } from '../../server/app'
import { developmentSmsSender } from '../../server/auth/sms'
import { TokenService } from '../../server/auth/tokens'
import { account, captcha, type Database, loginCode, smsCode } from '../../server/db/index'
import { seedAccounts } from '../../server/seed/index'
import {
  api,
  bearer,
  CERTIFIED_MOBILE,
  captchaAnswer,
  type ErrorAnswer,
  formRequest,
  freshMobile,
  idKey,
  type LoginAnswer,
  passwordLogin,
  SEED_PASSWORD,
  smsCodeFor,
  startTestServer,
  TEST_TOKEN_SECRET,
  type TestServer,
  UNCERTIFIED_MOBILE,
} from './api-helpers'
import { databaseTargets } from './test-databases'

const HOUR_MS = 3_600_000
const certified = seedAccounts[0]?.row
const uncertified = seedAccounts[1]?.row

function hoursUntil(iso: string): number {
  return (Date.parse(iso) - Date.now()) / HOUR_MS
}

async function newCaptcha(app: FastifyInstance, path = '/user/v1/auth/captcha') {
  const response = await app.inject({ method: 'POST', url: `${api}${path}` })
  expect(response.statusCode).toBe(200)
  return response.json<{ captchaId: string; image: string }>()
}

async function visitorLogin(app: FastifyInstance, database: Database, hours?: number): Promise<LoginAnswer> {
  const { captchaId } = await newCaptcha(app)
  const code = await captchaAnswer(database, captchaId)
  const response = await app.inject({
    method: 'POST',
    url: `${api}/user/v1/auth/captcha/login`,
    payload: { captchaId, code, ...(hours === undefined ? {} : { tokenExpirationHours: hours }) },
  })
  expect(response.statusCode).toBe(200)
  return response.json<LoginAnswer>()
}

describe('the schemas/api/crypto.ts scheme the browser and the server share', () => {
  it('decrypts what it encrypted, and the ciphertext does not show the plain text', () => {
    const cipher = encryptContent('手机号 13800000001 / Derma@2026')
    expect(cipher).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(cipher).not.toContain('13800000001')
    expect(decryptContent(cipher)).toBe('手机号 13800000001 / Derma@2026')
  })

  it('a login payload round-trips; anything else decrypts to undefined', () => {
    const payload = { loginName: CERTIFIED_MOBILE, password: SEED_PASSWORD, timestamp: 1_790_000_000_000 }
    expect(decryptLoginPayload(encryptLoginPayload(payload))).toEqual(payload)
    expect(decryptLoginPayload('not ciphertext')).toBeUndefined()
    expect(decryptLoginPayload(encryptContent('{"loginName":1}'))).toBeUndefined()
  })
})

describe('the development SMS sender', () => {
  it('sends nothing and logs the mobile and the code', async () => {
    const info = vi.fn()
    await developmentSmsSender.send({ mobileCountryCode: '86', mobile: '13900000000', code: '123456' }, {
      info,
    } as unknown as FastifyBaseLogger)
    expect(info).toHaveBeenCalledWith(
      { mobileCountryCode: '86', mobile: '13900000000', code: '123456' },
      expect.stringContaining('SMS code'),
    )
  })
})

describe.each(databaseTargets)('session and user endpoints on $kind', (target) => {
  let server: TestServer
  let app: FastifyInstance
  let database: Database
  let doctor: LoginAnswer

  beforeAll(async () => {
    server = await startTestServer(target)
    ;({ app, database } = server)
    doctor = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
  })
  afterAll(() => server?.dispose())

  describe('auth.login', () => {
    it('the seeded certified doctor logs in with the mobile and Derma@2026, token valid 720 h', async () => {
      expect(doctor).toEqual({
        userId: '10001',
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        [idKey]: certified?.doctorId,
        name: '李医生',
        img: '/media/avatars/doctor-1.svg',
        accurateAuth: 2,
        mobileCountryCode: '86',
        version: '3.12.1',
        roles: [{ roleName: 'ROLE_DOCTOR' }],
        expiresAt: expect.any(String),
      })
      expect(hoursUntil(doctor.expiresAt)).toBeCloseTo(720, 1)
    })

    it('tokenExpirationHours sets the expiry', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/login`,
        payload: { loginName: UNCERTIFIED_MOBILE, password: SEED_PASSWORD, tokenExpirationHours: 2 },
      })
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>()).toMatchObject({ userId: '10002', accurateAuth: 0 })
      expect(hoursUntil(response.json<LoginAnswer>().expiresAt)).toBeCloseTo(2, 1)
    })

    it.each([
      ['a wrong password', CERTIFIED_MOBILE, 'Derma@2025'],
      ['an unknown mobile', '13899999999', SEED_PASSWORD],
      ['a login name that is no mobile', 'admin', SEED_PASSWORD],
    ])('%s is 400 auth.login.failed 手机号或密码错误', async (_case, loginName, password) => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/login`,
        payload: { loginName, password },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'auth.login.failed', message: '手机号或密码错误' })
    })

    it('tokenExpirationHours above 8760 is refused by the contract', async () => {
      const response = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/login`,
        payload: { loginName: CERTIFIED_MOBILE, password: SEED_PASSWORD, tokenExpirationHours: 9000 },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('request.invalid')
    })
  })

  describe('captchas and the visitor login', () => {
    it('auth.captcha answers an id and an SVG data URL, with or without a JSON content type', async () => {
      const plain = await newCaptcha(app)
      expect(plain.captchaId).toMatch(/^[0-9a-f-]{36}$/)
      expect(plain.image).toMatch(/^data:image\/svg\+xml;base64,/)
      const svg = Buffer.from(plain.image.slice(plain.image.indexOf(',') + 1), 'base64').toString()
      expect(svg).toMatch(/^<svg[\s\S]*<\/svg>$/)
      // The browser sends Content-Type: application/json on every call, even one without a body.
      const withType = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha`,
        headers: { 'content-type': 'application/json;charset=UTF-8' },
      })
      expect(withType.statusCode).toBe(200)
      const answer = await captchaAnswer(database, plain.captchaId)
      expect(answer).toMatch(/^[a-z2-9]{4}$/)
      expect(answer).not.toMatch(/[01oil]/)
    })

    it('a correct code (in any case) creates a ROLE_GUEST visitor whose token lasts tokenExpirationHours', async () => {
      const { captchaId } = await newCaptcha(app)
      const code = (await captchaAnswer(database, captchaId)).toUpperCase()
      const response = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code, tokenExpirationHours: 2 },
      })
      expect(response.statusCode).toBe(200)
      const visitor = response.json<LoginAnswer>()
      expect(visitor.roles).toEqual([{ roleName: 'ROLE_GUEST' }])
      expect(visitor.name).toMatch(/^访客\d{4}$/)
      expect(visitor.accurateAuth).toBe(0)
      expect(hoursUntil(visitor.expiresAt)).toBeCloseTo(2, 1)
      const info = await app.inject({
        method: 'GET',
        url: `${api}/user/v1/user/`,
        headers: bearer(visitor.token),
      })
      expect(info.json()).toMatchObject({
        userId: visitor.userId,
        loginName: '',
        roles: [{ roleName: 'ROLE_GUEST' }],
      })
    })

    it('without tokenExpirationHours the visitor token lasts 720 h', async () => {
      expect(hoursUntil((await visitorLogin(app, database)).expiresAt)).toBeCloseTo(720, 1)
    })

    it('a captcha is single-use: a second login with it is 400 auth.captcha.expired', async () => {
      const { captchaId } = await newCaptcha(app)
      const code = await captchaAnswer(database, captchaId)
      const first = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code },
      })
      expect(first.statusCode).toBe(200)
      const again = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code },
      })
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({ code: 'auth.captcha.expired', message: '验证码已过期，请刷新后重试' })
    })

    it('a wrong code is 400 auth.captcha.invalid and uses the captcha up', async () => {
      const { captchaId } = await newCaptcha(app)
      const code = await captchaAnswer(database, captchaId)
      const wrong = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code: code === 'aaaa' ? 'bbbb' : 'aaaa' },
      })
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json()).toEqual({ code: 'auth.captcha.invalid', message: '验证码错误' })
      const right = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code },
      })
      expect(right.json<ErrorAnswer>().code).toBe('auth.captcha.expired')
    })

    it('an unknown, malformed or 5-minute-old captcha is 400 auth.captcha.expired', async () => {
      const { captchaId } = await newCaptcha(app)
      const code = await captchaAnswer(database, captchaId)
      await database.db
        .update(captcha)
        .set({ createdAt: sql`now() - interval '6 minutes'`, expiresAt: sql`now() - interval '1 minute'` })
        .where(eq(captcha.id, captchaId))
      for (const id of [captchaId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await app.inject({
          method: 'POST',
          url: `${api}/user/v1/auth/captcha/login`,
          payload: { captchaId: id, code },
        })
        expect(response.statusCode, id).toBe(400)
        expect(response.json<ErrorAnswer>().code, id).toBe('auth.captcha.expired')
      }
    })

    it('healthchat.captcha draws from the same captchas', async () => {
      const { captchaId } = await newCaptcha(app, '/healthchat/sms/captcha')
      const code = await captchaAnswer(database, captchaId)
      const response = await app.inject({
        method: 'POST',
        url: `${api}/user/v1/auth/captcha/login`,
        payload: { captchaId, code },
      })
      expect(response.statusCode).toBe(200)
    })
  })

  describe('auth.encryptionLogin', () => {
    const login = (data: string) =>
      app.inject({ method: 'POST', url: `${api}/user/v1/auth/encryption/login`, payload: { data } })

    it('logs in with credentials encrypted by schemas/api/crypto.ts', async () => {
      const response = await login(
        encryptLoginPayload({ loginName: CERTIFIED_MOBILE, password: SEED_PASSWORD, timestamp: Date.now() }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>()).toMatchObject({ userId: '10001', [idKey]: certified?.doctorId })
    })

    it('a payload older than 5 minutes is 400 auth.login.expired', async () => {
      const response = await login(
        encryptLoginPayload({
          loginName: CERTIFIED_MOBILE,
          password: SEED_PASSWORD,
          timestamp: Date.now() - 6 * 60_000,
        }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('auth.login.expired')
    })

    it('data that does not decrypt is 400 auth.login.invalid', async () => {
      const response = await login('bm90IGNpcGhlcnRleHQ=')
      expect(response.statusCode).toBe(400)
      expect(response.json<ErrorAnswer>().code).toBe('auth.login.invalid')
    })

    it('a wrong password is 400 auth.login.failed', async () => {
      const response = await login(
        encryptLoginPayload({
          loginName: CERTIFIED_MOBILE,
          password: 'wrong-password1',
          timestamp: Date.now(),
        }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'auth.login.failed', message: '手机号或密码错误' })
    })
  })

  describe('SMS codes', () => {
    it('healthchat.sendSms answers {sent, interval 60} and stores a 6-digit code for 5 minutes', async () => {
      const mobile = freshMobile()
      const response = await app.inject(formRequest('/healthchat/sms/app/sendRandNum.do', { mobile }))
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ sent: true, interval: 60 })
      const [row] = await database.db
        .select({
          code: smsCode.code,
          ttl: sql<number>`extract(epoch from ${smsCode.expiresAt} - ${smsCode.sentAt})::int`,
        })
        .from(smsCode)
        .where(eq(smsCode.mobile, mobile))
      expect(row?.code).toMatch(/^\d{6}$/)
      expect(row?.ttl).toBeGreaterThanOrEqual(299)
      expect(row?.ttl).toBeLessThanOrEqual(300)
    })

    it('a second send within 60 s is 400 sms.send.too.often; after 60 s it goes out', async () => {
      const mobile = freshMobile()
      await smsCodeFor(app, database, mobile)
      const again = await app.inject(formRequest('/healthchat/sms/app/sendRandNum.do', { mobile }))
      expect(again.statusCode).toBe(400)
      expect(again.json()).toEqual({ code: 'sms.send.too.often', message: '发送太频繁，请稍后再试' })
      await database.db
        .update(smsCode)
        .set({ sentAt: sql`${smsCode.sentAt} - interval '61 seconds'` })
        .where(eq(smsCode.mobile, mobile))
      const later = await app.inject(formRequest('/healthchat/sms/app/sendRandNum.do', { mobile }))
      expect(later.statusCode).toBe(200)
    })

    it.each(['12345', '11000000000', '1380000000a', '138000000011'])(
      'mobile %s is 400 sms.mobile.invalid 请输入正确的手机号',
      async (mobile) => {
        const response = await app.inject(formRequest('/healthchat/sms/app/sendRandNum.do', { mobile }))
        expect(response.statusCode).toBe(400)
        expect(response.json()).toEqual({ code: 'sms.mobile.invalid', message: '请输入正确的手机号' })
      },
    )

    it('another country code takes 5 to 15 digits', async () => {
      const response = await app.inject(
        formRequest('/healthchat/sms/app/sendRandNum.do', { mobile: '91234567', mobileCountryCode: '852' }),
      )
      expect(response.statusCode).toBe(200)
    })

    it('healthchat.validateSms checks a code without using it up', async () => {
      const mobile = freshMobile()
      const code = await smsCodeFor(app, database, mobile)
      const wrongCode = code === '000000' ? '111111' : '000000'
      const wrong = await app.inject(
        formRequest('/healthchat/sms/validateRandNumNew.do', { mobile, randNum: wrongCode }),
      )
      expect(wrong.json()).toEqual({ valid: false })
      const right = await app.inject(
        formRequest('/healthchat/sms/validateRandNumNew.do', { mobile, randNum: code }),
      )
      expect(right.json()).toEqual({ valid: true })
      const login = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', { mobile, randNum: code }),
      )
      expect(login.statusCode).toBe(200)
    })

    it('after 5 wrong codes the right one is refused: 400 sms.code.expired', async () => {
      const mobile = UNCERTIFIED_MOBILE
      const code = await smsCodeFor(app, database, mobile)
      const wrongCode = code === '000000' ? '111111' : '000000'
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        const wrong = await app.inject(
          formRequest('/user/login/loginWithoutPasswd', { mobile, randNum: wrongCode }),
        )
        expect(wrong.statusCode, `attempt ${attempt}`).toBe(400)
        expect(wrong.json(), `attempt ${attempt}`).toEqual({
          code: 'sms.code.invalid',
          message: '短信验证码错误',
        })
      }
      const right = await app.inject(formRequest('/user/login/loginWithoutPasswd', { mobile, randNum: code }))
      expect(right.statusCode).toBe(400)
      expect(right.json<ErrorAnswer>().code).toBe('sms.code.expired')
    })

    it('healthchat.sendSmsWithCaptcha sends only after a correct captcha', async () => {
      const mobile = freshMobile()
      const wrongCaptcha = await newCaptcha(app, '/healthchat/sms/captcha')
      const refused = await app.inject(
        formRequest('/healthchat/sms/app/sendRandNumWithCaptcha.do', {
          mobile,
          captchaId: wrongCaptcha.captchaId,
          captchaCode: '####',
        }),
      )
      expect(refused.json<ErrorAnswer>().code).toBe('auth.captcha.invalid')
      expect(await database.db.select().from(smsCode).where(eq(smsCode.mobile, mobile))).toEqual([])
      const { captchaId } = await newCaptcha(app, '/healthchat/sms/captcha')
      const response = await app.inject(
        formRequest('/healthchat/sms/app/sendRandNumWithCaptcha.do', {
          mobile,
          captchaId,
          captchaCode: await captchaAnswer(database, captchaId),
        }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({ sent: true, interval: 60 })
    })
  })

  describe('SMS logins', () => {
    it('auth.smsLogin logs an existing account in, and the code works once', async () => {
      await database.db
        .update(smsCode)
        .set({ sentAt: sql`now() - interval '2 minutes'` })
        .where(eq(smsCode.mobile, CERTIFIED_MOBILE))
      const code = await smsCodeFor(app, database, CERTIFIED_MOBILE)
      const response = await app.inject(
        formRequest('/user/login/loginWithoutPasswd', { mobile: CERTIFIED_MOBILE, randNum: code }),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>().userId).toBe('10001')
      const again = await app.inject(
        formRequest('/user/login/loginWithoutPasswd', { mobile: CERTIFIED_MOBILE, randNum: code }),
      )
      expect(again.json<ErrorAnswer>().code).toBe('sms.code.expired')
    })

    it('auth.smsLogin of a new mobile is 400 auth.user.not.found, and the code still registers it', async () => {
      const mobile = freshMobile()
      const code = await smsCodeFor(app, database, mobile)
      const response = await app.inject(
        formRequest('/user/login/loginWithoutPasswd', { mobile, randNum: code }),
      )
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ code: 'auth.user.not.found', message: '该手机号尚未注册' })
      const registered = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', { mobile, randNum: code }),
      )
      expect(registered.statusCode).toBe(200)
    })

    it('auth.smsLoginNew registers a new uncertified doctor, then logs the same account in', async () => {
      const mobile = freshMobile()
      const first = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', {
          mobile,
          randNum: await smsCodeFor(app, database, mobile),
          tokenExpirationHours: 24,
        }),
      )
      expect(first.statusCode).toBe(200)
      const created = first.json<LoginAnswer>()
      expect(created).toMatchObject({
        accurateAuth: 0,
        roles: [{ roleName: 'ROLE_DOCTOR' }],
        mobileCountryCode: '86',
      })
      expect(created.name).toBe(`医生${mobile.slice(-4)}`)
      expect(hoursUntil(created.expiresAt)).toBeCloseTo(24, 1)
      const status = await app.inject({
        method: 'GET',
        url: `${api}/user/new/drinfo/getIdentityAndStatus`,
        headers: bearer(created.token),
      })
      expect(status.json()).toEqual({ identity: '', status: 'UNSUBMITTED', accurateAuth: 0 })
      await database.db
        .update(smsCode)
        .set({ sentAt: sql`now() - interval '2 minutes'` })
        .where(eq(smsCode.mobile, mobile))
      const second = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', {
          mobile,
          randNum: await smsCodeFor(app, database, mobile),
        }),
      )
      expect(second.json<LoginAnswer>().userId).toBe(created.userId)
    })

    it('a wrong code is 400 sms.code.invalid; no code sent is 400 sms.code.expired', async () => {
      const mobile = freshMobile()
      const none = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', { mobile, randNum: '123456' }),
      )
      expect(none.json<ErrorAnswer>().code).toBe('sms.code.expired')
      const code = await smsCodeFor(app, database, mobile)
      const wrong = await app.inject(
        formRequest('/user/login/loginWithoutPasswdNew', {
          mobile,
          randNum: code === '000000' ? '111111' : '000000',
        }),
      )
      expect(wrong.statusCode).toBe(400)
      expect(wrong.json<ErrorAnswer>().code).toBe('sms.code.invalid')
    })
  })

  describe('tokens', () => {
    const info = (headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url: `${api}/user/v1/user/`, headers })

    it('no token is 401 auth.token.missing 请先登录', async () => {
      const attempts: Record<string, string>[] = [{}, { authorization: 'Bearer ' }]
      for (const headers of attempts) {
        const response = await info(headers)
        expect(response.statusCode).toBe(401)
        expect(response.json()).toEqual({ code: 'auth.token.missing', message: '请先登录' })
      }
    })

    it('a garbage, foreign or non-bearer token is 400 auth.token.sign.invalid (spec §8 re-login code)', async () => {
      const foreign = await new TokenService(
        new TextEncoder().encode('another-secret-of-at-least-32-chars!'),
      ).issue({
        userId: '10001',
        doctorId: certified?.doctorId ?? '',
        roles: ['ROLE_DOCTOR'],
      })
      const wxTicket = await new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET)).issueWxTicket(
        'openid-1',
      )
      for (const authorization of [
        'Bearer abc.def.ghi',
        `Bearer ${foreign.token}`,
        `Basic ${doctor.token}`,
        `Bearer ${wxTicket}`,
      ]) {
        const response = await info({ authorization })
        expect(response.statusCode, authorization).toBe(400)
        expect(response.json(), authorization).toEqual({
          code: 'auth.token.sign.invalid',
          message: '登录信息无效，请重新登录',
        })
      }
    })

    it('an expired token is 401 auth.token.expired', async () => {
      const expired = await new TokenService(new TextEncoder().encode(TEST_TOKEN_SECRET)).issue(
        { userId: '10001', doctorId: certified?.doctorId ?? '', roles: ['ROLE_DOCTOR'] },
        -1,
      )
      const response = await info(bearer(expired.token))
      expect(response.statusCode).toBe(401)
      expect(response.json()).toEqual({ code: 'auth.token.expired', message: '登录已过期，请重新登录' })
    })

    it('the token of an account that no longer exists is 401 auth.token.user.not.found', async () => {
      const visitor = await visitorLogin(app, database)
      await database.db.delete(account).where(eq(account.id, Number(visitor.userId)))
      const response = await info(bearer(visitor.token))
      expect(response.statusCode).toBe(401)
      expect(response.json<ErrorAnswer>().code).toBe('auth.token.user.not.found')
    })

    it('an endpoint without auth ignores a bad token', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/channel-marketing/wechat-menu`,
        headers: { authorization: 'Bearer garbage' },
      })
      expect(response.statusCode).toBe(200)
    })

    it('without TOKEN_SECRET the key is generated once and kept: another server on the database accepts the token', async () => {
      const first = await buildServer({ database, distDir: '/nonexistent/dist', rateLimits: false })
      const second = await buildServer({ database, distDir: '/nonexistent/dist', rateLimits: false })
      try {
        const login = await passwordLogin(first, CERTIFIED_MOBILE, SEED_PASSWORD)
        const response = await second.inject({
          method: 'GET',
          url: `${api}/user/v1/user/`,
          headers: bearer(login.token),
        })
        expect(response.statusCode).toBe(200)
        const withConfiguredSecret = await info(bearer(login.token))
        expect(withConfiguredSecret.json<ErrorAnswer>().code).toBe('auth.token.sign.invalid')
      } finally {
        await first.close()
        await second.close()
      }
    })
  })

  describe('the user endpoints', () => {
    it('user.info answers the logged-in doctor', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/user/v1/user/`,
        headers: bearer(doctor.token),
      })
      expect(response.json()).toEqual({
        userId: '10001',
        nickname: '李医生',
        avatar: '/media/avatars/doctor-1.svg',
        roles: [{ roleName: 'ROLE_DOCTOR' }],
        loginName: CERTIFIED_MOBILE,
      })
    })

    it('user.detail answers the profile with the mobile desensitized', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/user/new/drinfo/user-detail`,
        headers: bearer(doctor.token),
      })
      expect(response.json()).toEqual({
        userId: '10001',
        [idKey]: certified?.doctorId,
        name: '李医生',
        img: '/media/avatars/doctor-1.svg',
        mobile: '138****0001',
        mobileCountryCode: '86',
        hospital: certified?.hospital,
        department: '皮肤科',
        title: '主治医师',
        accurateAuth: 2,
      })
    })

    it('user.loginCode answers a stored 6-digit code valid 5 minutes', async () => {
      const response = await app.inject({
        method: 'GET',
        url: `${api}/user/drinfo/getLoginCode`,
        headers: bearer(doctor.token),
      })
      const { code, expiresIn } = response.json<{ code: string; expiresIn: number }>()
      expect(code).toMatch(/^\d{6}$/)
      expect(expiresIn).toBe(300)
      const [row] = await database.db.select().from(loginCode).where(eq(loginCode.code, code))
      expect(row?.accountId).toBe(10_001)
    })

    it('user.identityStatus: certified DOCTOR/APPROVED/2, uncertified DOCTOR/PENDING/0', async () => {
      const other = await passwordLogin(app, UNCERTIFIED_MOBILE, SEED_PASSWORD)
      const answers = await Promise.all(
        [doctor, other].map(async (login) =>
          (
            await app.inject({
              method: 'GET',
              url: `${api}/user/new/drinfo/getIdentityAndStatus`,
              headers: bearer(login.token),
            })
          ).json(),
        ),
      )
      expect(answers).toEqual([
        { identity: 'DOCTOR', status: 'APPROVED', accurateAuth: 2 },
        { identity: 'DOCTOR', status: 'PENDING', accurateAuth: 0 },
      ])
    })

    it("user.authStatus answers the doctor's own accurateAuth; another doctor's id is 403 auth.forbidden", async () => {
      const own = await app.inject({
        method: 'GET',
        url: `${api}/user/new/drinfo/accurate-auth?${idKey}=${certified?.doctorId}`,
        headers: bearer(doctor.token),
      })
      expect(own.json()).toEqual({ accurateAuth: 2 })
      const other = await app.inject({
        method: 'GET',
        url: `${api}/user/new/drinfo/accurate-auth?${idKey}=${uncertified?.doctorId}`,
        headers: bearer(doctor.token),
      })
      expect(other.statusCode).toBe(403)
      expect(other.json<ErrorAnswer>().code).toBe('auth.forbidden')
    })

    it('channel.marketing answers a seeded channel; an unknown one is 404 academy.channel.not.found', async () => {
      const known = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/channel-marketing/wechat-menu`,
      })
      expect(known.json()).toEqual({
        channel: 'wechat-menu',
        name: expect.stringMatching(/[\u4e00-\u9fff]/),
        landingPath: '/v3/home',
        active: true,
      })
      const unknown = await app.inject({
        method: 'GET',
        url: `${api}/academy/v2/channel-marketing/no-such-channel`,
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json<ErrorAnswer>().code).toBe('academy.channel.not.found')
    })
  })

  describe('the healthchat user endpoints', () => {
    it('healthchat.yxToken derives the same IM account and token each time, for the own id only', async () => {
      const call = (doctorId: string | undefined) =>
        app.inject(
          formRequest(
            '/healthchat/user/getYxToken.do',
            { [idKey]: doctorId ?? '', userType: 'doctor', token: 'fixed' },
            bearer(doctor.token),
          ),
        )
      const first = await call(certified?.doctorId)
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({
        accid: 'doctor_10001',
        yxToken: expect.stringMatching(/^[0-9a-f]{32}$/),
      })
      expect((await call(certified?.doctorId)).json()).toEqual(first.json())
      const other = await call(uncertified?.doctorId)
      expect(other.statusCode).toBe(403)
      expect(other.json<ErrorAnswer>().code).toBe('auth.forbidden')
    })

    it('healthchat.drinfoByTel tells whether a mobile has an account, with the name desensitized', async () => {
      const known = await app.inject(
        formRequest('/healthchat/doctor/getDrinfoByTel.do', { tel: CERTIFIED_MOBILE }),
      )
      expect(known.json()).toEqual({ exists: true, [idKey]: certified?.doctorId, name: '李*生' })
      const unknown = await app.inject(
        formRequest('/healthchat/doctor/getDrinfoByTel.do', { tel: '13899999998' }),
      )
      expect(unknown.json()).toEqual({ exists: false })
      const bad = await app.inject(formRequest('/healthchat/doctor/getDrinfoByTel.do', { tel: '123' }))
      expect(bad.json<ErrorAnswer>().code).toBe('sms.mobile.invalid')
    })

    it('healthchat.registerForPc turns a visitor into a doctor with a mobile and a password', async () => {
      const visitor = await visitorLogin(app, database)
      const mobile = freshMobile()
      const response = await app.inject(
        formRequest(
          '/healthchat/user/registerForPc.do',
          {
            mobile,
            randNum: await smsCodeFor(app, database, mobile),
            name: '赵医生',
            password: 'Skin2026ok',
          },
          bearer(visitor.token),
        ),
      )
      expect(response.statusCode).toBe(200)
      expect(response.json<LoginAnswer>()).toMatchObject({
        userId: visitor.userId,
        name: '赵医生',
        roles: [{ roleName: 'ROLE_DOCTOR' }],
      })
      expect((await passwordLogin(app, mobile, 'Skin2026ok')).userId).toBe(visitor.userId)
    })

    it('healthchat.registerForPc refuses a taken mobile, a weak password and a missing token', async () => {
      const visitor = await visitorLogin(app, database)
      const taken = await app.inject(
        formRequest(
          '/healthchat/user/registerForPc.do',
          { mobile: CERTIFIED_MOBILE, randNum: '123456', name: '钱医生' },
          bearer(visitor.token),
        ),
      )
      expect(taken.statusCode).toBe(400)
      expect(taken.json()).toEqual({ code: 'auth.mobile.taken', message: '该手机号已注册，请直接登录' })
      const weak = await app.inject(
        formRequest(
          '/healthchat/user/registerForPc.do',
          { mobile: freshMobile(), randNum: '123456', name: '钱医生', password: 'short' },
          bearer(visitor.token),
        ),
      )
      expect(weak.json<ErrorAnswer>().code).toBe('auth.password.weak')
      const anonymous = await app.inject(
        formRequest('/healthchat/user/registerForPc.do', {
          mobile: freshMobile(),
          randNum: '123456',
          name: '钱医生',
        }),
      )
      expect(anonymous.statusCode).toBe(401)
    })
  })
})
