import { randomUUID } from 'node:crypto'
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import svgCaptcha from 'svg-captcha'
import { captcha, type Database } from '../db/index'
import { ApiError } from '../errors'

/** How long a captcha can be answered. */
export const CAPTCHA_TTL_MS = 5 * 60_000
/** Characters people confuse (0/o/O, 1/i/I/l/L) never appear; case does not matter when answering. */
const CONFUSING_CHARACTERS = '0oO1iIlL'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export interface CaptchaImage {
  readonly captchaId: string
  /** `data:image/svg+xml;base64,...` */
  readonly image: string
}

export const captchaErrors = {
  wrong: () => new ApiError(400, 'auth.captcha.invalid', '验证码错误'),
  expired: () => new ApiError(400, 'auth.captcha.expired', '验证码已过期，请刷新后重试'),
} as const

/** svg-captcha's module is itself the function that draws a given text; its typings omit that. */
const drawText = svgCaptcha as unknown as (text: string, options?: { noise?: number }) => string

/** A new 4-character captcha, stored for 5 minutes. `fixedText` (tests only) picks its text. */
export async function createCaptcha(database: Database, fixedText?: string): Promise<CaptchaImage> {
  const { text, data } = fixedText
    ? { text: fixedText, data: drawText(fixedText, { noise: 2 }) }
    : svgCaptcha.create({ size: 4, ignoreChars: CONFUSING_CHARACTERS, noise: 2 })
  const captchaId = randomUUID()
  await database.db.insert(captcha).values({
    id: captchaId,
    answer: text.toLowerCase(),
    expiresAt: new Date(Date.now() + CAPTCHA_TTL_MS),
  })
  // Keeps the table small: answered or not, a captcha is useless an hour after it expired.
  await database.db.delete(captcha).where(lt(captcha.expiresAt, sql`now() - interval '1 hour'`))
  return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` }
}

/**
 * Uses a captcha up and checks the typed code, ignoring case and surrounding spaces. A captcha is
 * single-use even when the answer is wrong, so it cannot be guessed at: the user gets a new image.
 */
export async function useCaptcha(database: Database, captchaId: string, typed: string): Promise<void> {
  if (!UUID.test(captchaId)) throw captchaErrors.expired()
  const [used] = await database.db
    .update(captcha)
    .set({ usedAt: sql`now()` })
    .where(and(eq(captcha.id, captchaId), isNull(captcha.usedAt), gt(captcha.expiresAt, sql`now()`)))
    .returning({ answer: captcha.answer })
  if (!used) throw captchaErrors.expired()
  if (typed.trim().toLowerCase() !== used.answer) throw captchaErrors.wrong()
}
