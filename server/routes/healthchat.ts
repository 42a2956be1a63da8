import { and, eq } from 'drizzle-orm'
import type { authEndpoints } from '../../schemas/api/auth'
import { idKey } from '../../schemas/api/index'
import {
  desensitizeName,
  findAccountByMobile,
  loginResultFor,
  ROLE_DOCTOR,
  ROLE_GUEST,
} from '../auth/accounts'
import { createCaptcha, useCaptcha } from '../auth/captcha'
import { hashPassword, isAcceptablePassword } from '../auth/passwords'
import { checkMobile, checkSmsCode, SMS_RESEND_INTERVAL_S, sendSmsCode, useSmsCode } from '../auth/sms'
import { account, accountRole } from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'
import { requireOwnDoctorId, sessionAccount } from './user'

type HealthchatEndpointName = Extract<(typeof authEndpoints)[number]['name'], `healthchat.${string}`>

const sent = { sent: true, interval: SMS_RESEND_INTERVAL_S } as const

export const healthchatHandlers: Handlers<HealthchatEndpointName> = {
  'healthchat.yxToken': async ({ body, session, services }) => {
    requireOwnDoctorId(session, body[idKey])
    // Derived, not stored: the same doctor always gets the same IM account and token.
    const accid = `${body.userType.toLowerCase()}_${session.userId}`
    return { accid, yxToken: services.tokens.derive(`yx:${accid}`).slice(0, 32) }
  },

  'healthchat.sendSms': async ({ body, request, database, services }) => {
    await sendSmsCode(database, services.sms, request.log, checkMobile(body.mobile, body.mobileCountryCode))
    return sent
  },

  'healthchat.sendSmsWithCaptcha': async ({ body, request, database, services }) => {
    const mobile = checkMobile(body.mobile, body.mobileCountryCode)
    await useCaptcha(database, body.captchaId, body.captchaCode)
    await sendSmsCode(database, services.sms, request.log, mobile)
    return sent
  },

  'healthchat.validateSms': async ({ body, database }) => ({
    valid:
      (await checkSmsCode(database, checkMobile(body.mobile), body.randNum, { consume: false })) === 'valid',
  }),

  'healthchat.captcha': async ({ database, services }) => createCaptcha(database, services.captchaFixedCode),

  'healthchat.drinfoByTel': async ({ body, database }) => {
    const mobile = checkMobile(body.tel)
    const row = await findAccountByMobile(database.db, mobile.mobileCountryCode, mobile.mobile)
    return row ? { exists: true, [idKey]: row.doctorId, name: desensitizeName(row.name) } : { exists: false }
  },

  'healthchat.registerForPc': async ({ body, session, database, services }) => {
    const mobile = checkMobile(body.mobile)
    const password = body.password === undefined || body.password === '' ? undefined : body.password
    if (password !== undefined && !isAcceptablePassword(password)) {
      throw new ApiError(400, 'auth.password.weak', '密码需为 8–32 位，且同时包含字母和数字')
    }
    const current = await sessionAccount(database, session)
    const holder = await findAccountByMobile(database.db, mobile.mobileCountryCode, mobile.mobile)
    if (holder && holder.id !== current.id) {
      throw new ApiError(400, 'auth.mobile.taken', '该手机号已注册，请直接登录')
    }
    if (current.mobile && current.mobile !== mobile.mobile) {
      throw new ApiError(400, 'auth.mobile.mismatch', '请使用当前账号绑定的手机号')
    }
    // Checked last, so a refused request leaves the code usable.
    await useSmsCode(database, mobile, body.randNum)
    const passwordHash = password === undefined ? {} : { passwordHash: await hashPassword(password) }
    const updated = await database.db.transaction(async (tx) => {
      const [row] = await tx
        .update(account)
        .set({ ...mobile, name: body.name.trim() || current.name, ...passwordHash })
        .where(eq(account.id, current.id))
        .returning()
      // A visitor who registers becomes a doctor.
      await tx
        .delete(accountRole)
        .where(and(eq(accountRole.accountId, current.id), eq(accountRole.roleName, ROLE_GUEST)))
      await tx
        .insert(accountRole)
        .values({ accountId: current.id, roleName: ROLE_DOCTOR })
        .onConflictDoNothing()
      return row
    })
    if (!updated) throw new Error(`account ${current.id} vanished while registering`)
    return loginResultFor(database, services.tokens, updated)
  },
}
