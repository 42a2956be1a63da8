import { randomBytes, randomInt } from 'node:crypto'
import { and, desc, eq, sql } from 'drizzle-orm'
import { idKey } from '../../schemas/api/index'
import { type AppDb, account, accountRole, appRelease, type Database } from '../db/index'
import type { ResponseOf } from '../routes/handler'
import type { Session, TokenService } from './tokens'

/** What every login call answers (schemas/api/auth.ts loginResultSchema). */
export type LoginResult = ResponseOf<'auth.login'>

export const ROLE_DOCTOR = 'ROLE_DOCTOR'
/** spec §6: a visitor of the captcha login; the vote call shows it the captcha instead of a re-login. */
export const ROLE_GUEST = 'ROLE_GUEST'

/** A database handle or a transaction on it: both run drizzle queries. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

export type AccountRow = typeof account.$inferSelect

/** A public doctor id: 24 hex characters, unguessable, unrelated to the internal account id. */
export function newDoctorId(): string {
  return randomBytes(12).toString('hex')
}

/** `138****0001`: the first 3 and last 4 digits of a mobile. */
export function desensitizeMobile(mobile: string | null): string {
  if (!mobile) return ''
  if (mobile.length < 8) return `${mobile.slice(0, 1)}${'*'.repeat(Math.max(mobile.length - 1, 0))}`
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}`
}

/** spec §5 desensitization: one character unchanged; two: the first and a star; longer: first, stars, last. */
export function desensitizeName(name: string): string {
  const characters = [...name]
  if (characters.length <= 1) return name
  if (characters.length === 2) return `${characters[0]}*`
  return `${characters[0]}${'*'.repeat(characters.length - 2)}${characters.at(-1)}`
}

export async function findAccount(db: Queryable, accountId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select().from(account).where(eq(account.id, accountId))
  return row
}

export async function findAccountByMobile(
  db: Queryable,
  mobileCountryCode: string,
  mobile: string,
): Promise<AccountRow | undefined> {
  const [row] = await db
    .select()
    .from(account)
    .where(and(eq(account.mobileCountryCode, mobileCountryCode), eq(account.mobile, mobile)))
  return row
}

export async function rolesOf(db: Queryable, accountId: number): Promise<string[]> {
  const rows = await db
    .select({ roleName: accountRole.roleName })
    .from(accountRole)
    .where(eq(accountRole.accountId, accountId))
    .orderBy(accountRole.roleName)
  return rows.map((row) => row.roleName)
}

export interface NewAccount {
  readonly name: string
  readonly role: typeof ROLE_DOCTOR | typeof ROLE_GUEST
  readonly mobileCountryCode?: string
  readonly mobile?: string | null
  readonly passwordHash?: string | null
  readonly avatar?: string
}

/** Creates an account with one role; returns it. */
export async function createAccount(db: Queryable, fields: NewAccount): Promise<AccountRow> {
  const [created] = await db
    .insert(account)
    .values({
      doctorId: newDoctorId(),
      name: fields.name,
      mobileCountryCode: fields.mobileCountryCode ?? '86',
      mobile: fields.mobile ?? null,
      passwordHash: fields.passwordHash ?? null,
      avatar: fields.avatar ?? '',
    })
    .returning()
  if (!created) throw new Error('inserting an account returned no row')
  await db.insert(accountRole).values({ accountId: created.id, roleName: fields.role })
  return created
}

/** A new visitor of the captcha login: 访客 and four digits. */
export function visitorName(): string {
  return `访客${String(randomInt(0, 10_000)).padStart(4, '0')}`
}

/** A doctor who registered by SMS and has not given a name yet: 医生 and the mobile's last 4 digits. */
export function newDoctorName(mobile: string): string {
  return `医生${mobile.slice(-4)}`
}

async function latestAppVersion(db: Queryable): Promise<string> {
  const [latest] = await db
    .select({ version: appRelease.version })
    .from(appRelease)
    .orderBy(desc(appRelease.releasedAt), sql`string_to_array(${appRelease.version}, '.')::int[] DESC`)
    .limit(1)
  return latest?.version ?? ''
}

/** Issues a token for an account and answers the login info every login call returns. */
export async function loginResultFor(
  database: Database,
  tokens: TokenService,
  row: AccountRow,
  tokenHours?: number,
): Promise<LoginResult> {
  const roles = await rolesOf(database.db, row.id)
  const session: Session = { userId: String(row.id), doctorId: row.doctorId, roles }
  const { token, expiresAt } = await tokens.issue(session, tokenHours)
  return {
    userId: session.userId,
    token,
    [idKey]: row.doctorId,
    name: row.name,
    img: row.avatar,
    accurateAuth: accurateAuthOf(row),
    mobileCountryCode: row.mobileCountryCode,
    version: await latestAppVersion(database.db),
    roles: roles.map((roleName) => ({ roleName })),
    expiresAt: expiresAt.toISOString(),
  }
}

/** The column is a CHECKed smallint; the contract's type is its three values. */
export function accurateAuthOf(row: AccountRow): 0 | 1 | 2 {
  return row.accurateAuth === 2 ? 2 : row.accurateAuth === 1 ? 1 : 0
}
