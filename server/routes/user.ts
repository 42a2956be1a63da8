import { randomInt } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { authEndpoints } from '../../schemas/api/auth'
import { idKey } from '../../schemas/api/index'
import { type AccountRow, accurateAuthOf, desensitizeMobile, findAccount } from '../auth/accounts'
import { type Session, tokenErrors } from '../auth/tokens'
import { type Database, loginCode, marketingChannel } from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

type UserEndpointName = Extract<
  (typeof authEndpoints)[number]['name'],
  `user.${string}` | 'channel.marketing'
>

/** user.loginCode: long enough to type the code on another device. */
export const LOGIN_CODE_TTL_S = 300

/** The session's account; it was checked on request, so only a delete in between can make it vanish. */
export async function sessionAccount(database: Database, session: Session): Promise<AccountRow> {
  const row = await findAccount(database.db, Number(session.userId))
  if (!row) throw tokenErrors.accountGone()
  return row
}

/** The calls that name a doctor must name the one logged in. */
export function requireOwnDoctorId(session: Session, doctorId: string): void {
  if (doctorId !== session.doctorId) {
    throw new ApiError(403, 'auth.forbidden', '无权访问其他用户的信息')
  }
}

export const userHandlers: Handlers<UserEndpointName> = {
  'user.info': async ({ session, database }) => {
    const row = await sessionAccount(database, session)
    return {
      userId: session.userId,
      nickname: row.name,
      avatar: row.avatar,
      roles: session.roles.map((roleName) => ({ roleName })),
      loginName: row.mobile ?? '',
    }
  },

  'user.detail': async ({ session, database }) => {
    const row = await sessionAccount(database, session)
    return {
      userId: session.userId,
      [idKey]: row.doctorId,
      name: row.name,
      img: row.avatar,
      mobile: desensitizeMobile(row.mobile),
      mobileCountryCode: row.mobileCountryCode,
      hospital: row.hospital,
      department: row.department,
      title: row.title,
      accurateAuth: accurateAuthOf(row),
    }
  },

  'user.loginCode': async ({ session, database }) => {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    await database.db.insert(loginCode).values({
      code,
      accountId: Number(session.userId),
      expiresAt: new Date(Date.now() + LOGIN_CODE_TTL_S * 1000),
    })
    return { code, expiresIn: LOGIN_CODE_TTL_S }
  },

  'user.identityStatus': async ({ session, database }) => {
    const row = await sessionAccount(database, session)
    return { identity: row.identity, status: row.identityStatus, accurateAuth: accurateAuthOf(row) }
  },

  'user.authStatus': async ({ query, session, database }) => {
    requireOwnDoctorId(session, query[idKey])
    return { accurateAuth: accurateAuthOf(await sessionAccount(database, session)) }
  },

  'channel.marketing': async ({ params, database }) => {
    const [channel] = await database.db
      .select()
      .from(marketingChannel)
      .where(eq(marketingChannel.channel, params.channel))
    if (!channel) throw new ApiError(404, 'academy.channel.not.found', '推广渠道不存在')
    return channel
  },
}
