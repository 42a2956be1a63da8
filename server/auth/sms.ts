import { randomInt } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { type Database, smsCode } from '../db/index'
import { ApiError } from '../errors'

/** spec §9 default code length 6; valid 5 minutes; 5 wrong tries; one send per mobile per 60 s. */
export const SMS_CODE_TTL_MS = 5 * 60_000
export const SMS_RESEND_INTERVAL_S = 60
export const SMS_MAX_FAILED_ATTEMPTS = 5
export const MAINLAND_COUNTRY_CODE = '86'

/** spec §5 mainland mobile: starts with 1, second digit 2-9, 11 digits. */
const MAINLAND_MOBILE = /^1[2-9]\d{9}$/
const OTHER_MOBILE = /^\d{5,15}$/

export interface SmsMessage {
  readonly mobileCountryCode: string
  readonly mobile: string
  readonly code: string
}

/** Delivers a code. The reference server has only the development sender; a real one plugs in here. */
export interface SmsSender {
  send(message: SmsMessage, log: FastifyBaseLogger): Promise<void>
}

/** Sends nothing: logs the code so a developer (or a test reading the log) can type it. */
export const developmentSmsSender: SmsSender = {
  async send({ mobileCountryCode, mobile, code }, log) {
    log.info({ mobileCountryCode, mobile, code }, 'SMS code (development sender: logged, not sent)')
  },
}

export const smsErrors = {
  mobileInvalid: () => new ApiError(400, 'sms.mobile.invalid', '请输入正确的手机号'),
  tooOften: () => new ApiError(400, 'sms.send.too.often', '发送太频繁，请稍后再试'),
  wrong: () => new ApiError(400, 'sms.code.invalid', '短信验证码错误'),
  expired: () => new ApiError(400, 'sms.code.expired', '短信验证码已失效，请重新获取'),
} as const

export interface Mobile {
  readonly mobileCountryCode: string
  readonly mobile: string
}

/** The mobile as stored (digits only), or 400 sms.mobile.invalid. */
export function checkMobile(mobile: string, mobileCountryCode: string = MAINLAND_COUNTRY_CODE): Mobile {
  const digits = mobile.trim()
  const pattern = mobileCountryCode === MAINLAND_COUNTRY_CODE ? MAINLAND_MOBILE : OTHER_MOBILE
  if (!pattern.test(digits)) throw smsErrors.mobileInvalid()
  return { mobileCountryCode, mobile: digits }
}

function sameMobile(target: Mobile) {
  return and(eq(smsCode.mobileCountryCode, target.mobileCountryCode), eq(smsCode.mobile, target.mobile))
}

/** Serializes the calls about one mobile, so two sends (or two checks) cannot both pass a rule. */
function lockMobile(target: Mobile) {
  return sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${target.mobileCountryCode}:${target.mobile}`}))`
}

/** Generates, stores and sends a code; 400 sms.send.too.often within 60 s of the last one. */
export async function sendSmsCode(
  database: Database,
  sender: SmsSender,
  log: FastifyBaseLogger,
  target: Mobile,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
  const sent = await database.db.transaction(async (tx) => {
    await tx.execute(lockMobile(target))
    const [recent] = await tx
      .select({ id: smsCode.id })
      .from(smsCode)
      .where(
        and(
          sameMobile(target),
          sql`${smsCode.sentAt} > now() - make_interval(secs => ${SMS_RESEND_INTERVAL_S})`,
        ),
      )
      .limit(1)
    if (recent) return false
    await tx.insert(smsCode).values({ ...target, code, expiresAt: new Date(Date.now() + SMS_CODE_TTL_MS) })
    return true
  })
  if (!sent) throw smsErrors.tooOften()
  await sender.send({ ...target, code }, log)
}

export type SmsCheck = 'valid' | 'wrong' | 'dead'

/**
 * Checks a code against the mobile's latest one. A wrong code counts towards the 5 tries; after the
 * fifth the code is dead. `consume` uses a valid code up (logins); without it the code stays valid
 * (healthchat.validateSms checks a form step before the real call).
 */
export async function checkSmsCode(
  database: Database,
  target: Mobile,
  typed: string,
  options: { readonly consume: boolean },
): Promise<SmsCheck> {
  // The transaction commits the counted try even though the caller then answers with an error.
  return database.db.transaction(async (tx) => {
    await tx.execute(lockMobile(target))
    const [latest] = await tx
      .select({
        id: smsCode.id,
        code: smsCode.code,
        live: sql<boolean>`${smsCode.usedAt} IS NULL AND ${smsCode.expiresAt} > now() AND ${smsCode.failedAttempts} < ${SMS_MAX_FAILED_ATTEMPTS}`,
      })
      .from(smsCode)
      .where(sameMobile(target))
      .orderBy(desc(smsCode.id))
      .limit(1)
    if (!latest?.live) return 'dead'
    if (typed.trim() !== latest.code) {
      await tx
        .update(smsCode)
        .set({ failedAttempts: sql`${smsCode.failedAttempts} + 1` })
        .where(eq(smsCode.id, latest.id))
      return 'wrong'
    }
    if (options.consume) await tx.update(smsCode).set({ usedAt: sql`now()` }).where(eq(smsCode.id, latest.id))
    return 'valid'
  })
}

/** checkSmsCode for a login: uses the code up, or throws sms.code.invalid / sms.code.expired. */
export async function useSmsCode(database: Database, target: Mobile, typed: string): Promise<void> {
  const result = await checkSmsCode(database, target, typed, { consume: true })
  if (result === 'wrong') throw smsErrors.wrong()
  if (result === 'dead') throw smsErrors.expired()
}
