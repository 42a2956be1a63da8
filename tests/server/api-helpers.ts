import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance, InjectOptions } from 'fastify'
import product from '../../schemas/product.json' with { type: 'json' }
import { type BuildServerOptions, buildServer } from '../../server/app'
import { captcha, type Database, smsCode } from '../../server/db/index'
import { seedDatabase } from '../../server/seed/index'
import { type DatabaseTarget, openFreshDatabase } from './test-databases'

/** Shared by the API suites: a seeded database and a server on it, with the rate limits off by default. */

export const api = product.apiPrefix
/** The `{product}Id` field, read the way server code reads it. */
export { idKey } from '../../schemas/api/index'
export { SEED_PASSWORD } from '../../server/seed/index'
export const TEST_TOKEN_SECRET = 'test-token-secret-with-at-least-32-characters'
export const CERTIFIED_MOBILE = '13800000001'
export const UNCERTIFIED_MOBILE = '13800000002'

export interface TestServer {
  readonly app: FastifyInstance
  readonly database: Database
  dispose(): Promise<void>
}

export async function startTestServer(
  target: DatabaseTarget,
  options: Partial<Omit<BuildServerOptions, 'database'>> = {},
): Promise<TestServer> {
  const fresh = await openFreshDatabase(target)
  await seedDatabase(fresh.database)
  const app = await buildServer({
    database: fresh.database,
    distDir: '/nonexistent/dist',
    rateLimits: false,
    tokenSecret: TEST_TOKEN_SECRET,
    ...options,
  })
  return {
    app,
    database: fresh.database,
    dispose: async () => {
      await app.close()
      await fresh.dispose()
    },
  }
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` }
}

/** An application/x-www-form-urlencoded request, as the old user and healthchat services take. */
export function formRequest(
  url: string,
  fields: Readonly<Record<string, string | number | boolean>>,
  headers: Record<string, string> = {},
): InjectOptions {
  const payload = new URLSearchParams(Object.entries(fields).map(([key, value]) => [key, String(value)]))
  return {
    method: 'POST',
    url: `${api}${url}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: payload.toString(),
  }
}

export interface ErrorAnswer {
  code: string
  message: string
}

export interface LoginAnswer {
  userId: string
  token: string
  name: string
  img: string
  accurateAuth: number
  mobileCountryCode: string
  version: string
  roles: { roleName: string }[]
  expiresAt: string
  [field: string]: unknown
}

/** The code the development SMS sender logged, read from where it keeps it. */
export async function latestSmsCode(
  database: Database,
  mobile: string,
  mobileCountryCode = '86',
): Promise<string> {
  const [row] = await database.db
    .select({ code: smsCode.code })
    .from(smsCode)
    .where(and(eq(smsCode.mobile, mobile), eq(smsCode.mobileCountryCode, mobileCountryCode)))
    .orderBy(desc(smsCode.id))
    .limit(1)
  if (!row) throw new Error(`no SMS code was sent to ${mobile}`)
  return row.code
}

export async function captchaAnswer(database: Database, captchaId: string): Promise<string> {
  const [row] = await database.db
    .select({ answer: captcha.answer })
    .from(captcha)
    .where(eq(captcha.id, captchaId))
  if (!row) throw new Error(`no captcha ${captchaId}`)
  return row.answer
}

/** Sends an SMS code to `mobile` and answers it. */
export async function smsCodeFor(app: FastifyInstance, database: Database, mobile: string): Promise<string> {
  const sent = await app.inject(formRequest('/healthchat/sms/app/sendRandNum.do', { mobile }))
  if (sent.statusCode !== 200)
    throw new Error(`sending an SMS to ${mobile} answered ${sent.statusCode} ${sent.body}`)
  return latestSmsCode(database, mobile)
}

export async function passwordLogin(
  app: FastifyInstance,
  loginName: string,
  password: string,
): Promise<LoginAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: `${api}/user/v1/auth/login`,
    payload: { loginName, password },
  })
  if (response.statusCode !== 200) throw new Error(`login answered ${response.statusCode} ${response.body}`)
  return response.json<LoginAnswer>()
}

/** Mainland mobiles nobody else in a suite uses: 139 and eight digits from a counter. */
let nextMobile = 0
export function freshMobile(): string {
  nextMobile += 1
  return `139${String(Date.now() % 10_000).padStart(4, '0')}${String(nextMobile).padStart(4, '0')}`
}
