import type { authEndpoints } from '../../schemas/api/auth'
import { decryptLoginPayload } from '../../schemas/api/crypto'
import {
  type AccountRow,
  createAccount,
  findAccountByMobile,
  loginResultFor,
  newDoctorName,
  ROLE_DOCTOR,
  ROLE_GUEST,
  visitorName,
} from '../auth/accounts'
import { createCaptcha, useCaptcha } from '../auth/captcha'
import { verifyPassword } from '../auth/passwords'
import { checkMobile, MAINLAND_COUNTRY_CODE, useSmsCode } from '../auth/sms'
import { accountForWechatProfile, adoptMobile, bindWechatToAccount } from '../auth/wechat-binding'
import type { Database } from '../db/index'
import { ApiError } from '../errors'
import { WechatCodeError, WechatUnavailableError } from '../wechat/adapter'
import type { Handlers } from './handler'

type AuthEndpointName = (typeof authEndpoints)[number]['name']
type LoginEndpointName = Exclude<
  AuthEndpointName,
  `user.${string}` | `healthchat.${string}` | 'channel.marketing'
>

/** A signed payload older than this is refused (auth.encryptionLogin): it bounds replays. */
export const ENCRYPTED_LOGIN_MAX_AGE_MS = 5 * 60_000

const loginFailed = () => new ApiError(400, 'auth.login.failed', '手机号或密码错误')

export const wechatErrors = {
  codeInvalid: () => new ApiError(400, 'wechat.code.invalid', '微信授权已失效，请重新授权'),
  unavailable: () => new ApiError(502, 'wechat.unavailable', '微信服务暂时不可用，请稍后再试'),
} as const

/** The mainland phone account with this password, or 400 auth.login.failed (same answer for both cases). */
async function accountByPassword(
  database: Database,
  loginName: string,
  password: string,
): Promise<AccountRow> {
  const mobile = loginName.trim()
  const row = /^1[2-9]\d{9}$/.test(mobile)
    ? await findAccountByMobile(database.db, MAINLAND_COUNTRY_CODE, mobile)
    : undefined
  // Checked against a decoy hash when there is no account, so timing does not tell which mobiles exist.
  if (!(await verifyPassword(password, row?.passwordHash)) || !row) throw loginFailed()
  return row
}

export const authHandlers: Handlers<LoginEndpointName> = {
  'auth.login': async ({ body, database, services }) =>
    loginResultFor(
      database,
      services.tokens,
      await accountByPassword(database, body.loginName, body.password),
      body.tokenExpirationHours,
    ),

  'auth.captcha': async ({ database, services }) => createCaptcha(database, services.captchaFixedCode),

  'auth.captchaLogin': async ({ body, database, services }) => {
    await useCaptcha(database, body.captchaId, body.code)
    const visitor = await database.db.transaction((tx) =>
      createAccount(tx, { name: visitorName(), role: ROLE_GUEST }),
    )
    return loginResultFor(database, services.tokens, visitor, body.tokenExpirationHours)
  },

  'auth.encryptionLogin': async ({ body, database, services }) => {
    const payload = decryptLoginPayload(body.data)
    if (!payload) throw new ApiError(400, 'auth.login.invalid', '登录信息无法识别，请刷新页面后重试')
    // Both directions: a payload from a clock far ahead would otherwise stay usable for longer.
    if (Math.abs(Date.now() - payload.timestamp) > ENCRYPTED_LOGIN_MAX_AGE_MS) {
      throw new ApiError(400, 'auth.login.expired', '登录请求已过期，请重试')
    }
    return loginResultFor(
      database,
      services.tokens,
      await accountByPassword(database, payload.loginName, payload.password),
    )
  },

  'wechat.bindByPassword': async ({ body, database, services }) => {
    const openid = await services.tokens.verifyWxTicket(body.wxTicket)
    const target = await accountByPassword(database, body.loginName, body.password)
    return loginResultFor(database, services.tokens, await bindWechatToAccount(database, openid, target))
  },

  'wechat.bindByPhone': async ({ body, database, services }) => {
    const openid = await services.tokens.verifyWxTicket(body.wxTicket)
    const mobile = checkMobile(body.mobile)
    await useSmsCode(database, mobile, body.randNum)
    const existing = await findAccountByMobile(database.db, mobile.mobileCountryCode, mobile.mobile)
    const bound = existing
      ? await bindWechatToAccount(database, openid, existing)
      : await adoptMobile(database, openid, mobile)
    return loginResultFor(database, services.tokens, bound)
  },

  'auth.smsLogin': async ({ body, database, services }) => {
    const mobile = checkMobile(body.mobile)
    const row = await findAccountByMobile(database.db, mobile.mobileCountryCode, mobile.mobile)
    // Before the code is used: the user can go on to register with the same code (auth.smsLoginNew).
    if (!row) throw new ApiError(400, 'auth.user.not.found', '该手机号尚未注册')
    await useSmsCode(database, mobile, body.randNum)
    return loginResultFor(database, services.tokens, row)
  },

  'auth.smsLoginNew': async ({ body, database, services }) => {
    const mobile = checkMobile(body.mobile, body.mobileCountryCode)
    await useSmsCode(database, mobile, body.randNum)
    const row =
      (await findAccountByMobile(database.db, mobile.mobileCountryCode, mobile.mobile)) ??
      (await database.db.transaction((tx) =>
        createAccount(tx, { ...mobile, name: newDoctorName(mobile.mobile), role: ROLE_DOCTOR }),
      ))
    return loginResultFor(database, services.tokens, row, body.tokenExpirationHours)
  },

  'wechat.tokenByCode': async ({ query, request, database, services }) => {
    let profile: Awaited<ReturnType<typeof services.wechat.exchangeCode>>
    try {
      profile = await services.wechat.exchangeCode(query.code)
    } catch (error) {
      if (error instanceof WechatCodeError) throw wechatErrors.codeInvalid()
      if (error instanceof WechatUnavailableError) {
        request.log.warn({ err: error }, 'WeChat code exchange failed')
        throw wechatErrors.unavailable()
      }
      throw error
    }
    const row = await accountForWechatProfile(database, profile)
    return {
      ...(await loginResultFor(database, services.tokens, row)),
      bound: row.mobile !== null,
      wxTicket: await services.tokens.issueWxTicket(profile.openid),
    }
  },
}
