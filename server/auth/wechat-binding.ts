import { and, eq, sql } from 'drizzle-orm'
import { account, consentAnswer, type Database, lessonConsent, wechatIdentity } from '../db/index'
import { ApiError } from '../errors'
import type { WechatProfile } from '../wechat/adapter'
import { type AccountRow, createAccount, findAccount, ROLE_DOCTOR } from './accounts'

/**
 * WeChat identities and the accounts they log in as. A WeChat user seen for the first time gets a doctor
 * account of its own (no phone yet: `bound` false); binding a phone account later moves the identity
 * onto that account and merges the WeChat-only account into it.
 */

const NAME_LIMIT = 32
const DEFAULT_WECHAT_NAME = '微信用户'

export const bindErrors = {
  alreadyBound: () => new ApiError(400, 'wechat.already.bound', '该微信已绑定其他手机号'),
  accountBound: () => new ApiError(400, 'wechat.account.bound', '该手机号已绑定其他微信'),
  ticketInvalid: () => new ApiError(400, 'wechat.ticket.invalid', '微信授权已失效，请重新进入'),
} as const

type Transaction = Parameters<Parameters<Database['db']['transaction']>[0]>[0]

/** A WeChat nickname fits the account's name column (1 to 32 characters). */
function nameFrom(nickname: string): string {
  const name = [...nickname.trim()].slice(0, NAME_LIMIT).join('')
  return name === '' ? DEFAULT_WECHAT_NAME : name
}

function lockOpenid(tx: Transaction, openid: string) {
  return tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`wechat:${openid}`}))`)
}

/** The account a WeChat user logs in as, created on first sight; the profile is refreshed each time. */
export async function accountForWechatProfile(
  database: Database,
  profile: WechatProfile,
): Promise<AccountRow> {
  return database.db.transaction(async (tx) => {
    await lockOpenid(tx, profile.openid)
    const [known] = await tx
      .select({ accountId: wechatIdentity.accountId })
      .from(wechatIdentity)
      .where(eq(wechatIdentity.openid, profile.openid))
    if (known) {
      await tx
        .update(wechatIdentity)
        .set({ nickname: profile.nickname, avatar: profile.avatar, updatedAt: sql`now()` })
        .where(eq(wechatIdentity.openid, profile.openid))
      const row = await findAccount(tx, known.accountId)
      if (!row) throw new Error(`wechat_identity ${profile.openid} points at no account`)
      return row
    }
    const created = await createAccount(tx, {
      name: nameFrom(profile.nickname),
      avatar: profile.avatar,
      role: ROLE_DOCTOR,
    })
    await tx.insert(wechatIdentity).values({
      openid: profile.openid,
      unionid: profile.unionid ?? null,
      accountId: created.id,
      nickname: profile.nickname,
      avatar: profile.avatar,
    })
    return created
  })
}

/**
 * Binds the WeChat identity `openid` to the phone account `target`: the identity moves onto it and the
 * WeChat-only account it used is merged in (its consent answers move over, then it is deleted, so its
 * old tokens stop working: 401 auth.token.user.not.found). Returns the target, refreshed.
 */
export async function bindWechatToAccount(
  database: Database,
  openid: string,
  target: AccountRow,
): Promise<AccountRow> {
  return database.db.transaction(async (tx) => {
    await lockOpenid(tx, openid)
    const [identity] = await tx.select().from(wechatIdentity).where(eq(wechatIdentity.openid, openid))
    if (!identity) throw bindErrors.ticketInvalid()
    if (identity.accountId !== target.id) {
      const current = await findAccount(tx, identity.accountId)
      if (current?.mobile) throw bindErrors.alreadyBound()
      const [other] = await tx
        .select({ openid: wechatIdentity.openid })
        .from(wechatIdentity)
        .where(eq(wechatIdentity.accountId, target.id))
      if (other) throw bindErrors.accountBound()
      await tx
        .update(wechatIdentity)
        .set({ accountId: target.id, updatedAt: sql`now()` })
        .where(eq(wechatIdentity.openid, openid))
      if (current) await mergeInto(tx, current, target)
    }
    const refreshed = await findAccount(tx, target.id)
    if (!refreshed) throw new Error(`account ${target.id} vanished while binding`)
    return refreshed
  })
}

/** Moves what the WeChat-only account `from` answered onto `into`, then deletes `from`. */
async function mergeInto(tx: Transaction, from: AccountRow, into: AccountRow): Promise<void> {
  await tx.update(consentAnswer).set({ accountId: into.id }).where(eq(consentAnswer.accountId, from.id))
  // A lesson answered on both keeps the phone account's answer.
  await tx.execute(sql`
    INSERT INTO ${lessonConsent} (account_id, lesson_id, lesson_type, agreed, answered_at)
    SELECT ${into.id}, lesson_id, lesson_type, agreed, answered_at FROM ${lessonConsent}
     WHERE account_id = ${from.id}
    ON CONFLICT (account_id, lesson_id) DO NOTHING`)
  if (into.avatar === '' && from.avatar !== '') {
    await tx.update(account).set({ avatar: from.avatar }).where(eq(account.id, into.id))
  }
  await tx.delete(account).where(and(eq(account.id, from.id), sql`${account.mobile} IS NULL`))
}

/** Gives the WeChat-only account of `openid` a verified mobile: it becomes that phone's doctor account. */
export async function adoptMobile(
  database: Database,
  openid: string,
  mobile: { readonly mobileCountryCode: string; readonly mobile: string },
): Promise<AccountRow> {
  return database.db.transaction(async (tx) => {
    await lockOpenid(tx, openid)
    const [identity] = await tx.select().from(wechatIdentity).where(eq(wechatIdentity.openid, openid))
    if (!identity) throw bindErrors.ticketInvalid()
    const current = await findAccount(tx, identity.accountId)
    if (!current) throw bindErrors.ticketInvalid()
    if (current.mobile) throw bindErrors.alreadyBound()
    const [updated] = await tx.update(account).set(mobile).where(eq(account.id, current.id)).returning()
    if (!updated) throw new Error(`account ${current.id} vanished while binding`)
    return updated
  })
}
