import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm'
import type { FromSchema } from 'json-schema-to-ts'
import type {
  voteCampaignSchema,
  voteEndpoints,
  voteItemSchema,
  voteMineSchema,
} from '../../schemas/api/vote'
import type { Session } from '../auth/tokens'
import {
  type AppDb,
  voteItem,
  votePromotion,
  voteRecord,
  voteRegion,
  voteVideoAdvert,
  voteVoter,
} from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

/**
 * Vote campaigns (schemas/api/vote.ts, docs/server.md "Votes"). Status comes from the times on every read;
 * voteCount is an item's base_votes plus its records; the limits are checked and the vote recorded in one
 * transaction holding the (campaign, voter) row lock, so concurrent votes never exceed a limit.
 */

type VoteEndpointName = (typeof voteEndpoints)[number]['name']
type VoteCampaign = FromSchema<typeof voteCampaignSchema>
type VoteItemAnswer = FromSchema<typeof voteItemSchema>
type VoteMine = FromSchema<typeof voteMineSchema>
type VoteStatus = VoteCampaign['status']
type PromotionRow = typeof votePromotion.$inferSelect
/** A database handle or a transaction on it. */
type Queryable = AppDb | Parameters<Parameters<AppDb['transaction']>[0]>[0]

export const voteErrors = {
  notFound: () => new ApiError(404, 'vote.not.found', '投票活动不存在'),
  itemNotFound: () => new ApiError(404, 'vote.item.not.found', '投票作品不存在'),
  promotionMismatch: () => new ApiError(400, 'vote.promotion.mismatch', '投票活动不一致'),
  notStarted: () => new ApiError(400, 'vote.not.started', '活动还未开始'),
  ended: () => new ApiError(400, 'vote.ended', '活动已经结束'),
  processRunOut: () => new ApiError(400, 'vote.process.run.out', '当前活动投票次数已用完'),
  everydayRunOut: () => new ApiError(400, 'vote.everyday.run.out', '今日投票次数已用完，明天再来吧'),
  itemDayRunOut: () => new ApiError(400, 'vote.item.day.run.out', '今天已为TA投过票，明天再来吧'),
  advertNotFound: () => new ApiError(404, 'vote.advert.not.found', '暂无视频广告'),
}

const SHANGHAI_OFFSET_MS = 8 * 3_600_000

/** The Asia/Shanghai calendar day of `at`, as YYYY-MM-DD (China keeps UTC+8 all year, no DST). */
export function shanghaiDay(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10)
}

export function voteStatusOf(promotion: { startTime: Date; endTime: Date }, now: Date): VoteStatus {
  if (now < promotion.startTime) return 'NO_STARTED'
  if (now >= promotion.endTime) return 'COMPLETED'
  return 'PROCESSING'
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

async function findPromotion(db: Queryable, id: number): Promise<PromotionRow> {
  const [row] = await db.select().from(votePromotion).where(eq(votePromotion.id, id))
  if (!row) throw voteErrors.notFound()
  return row
}

// ---------------------------------------------------------------------------------------------- items

interface ItemQuery {
  /** Which items are ranked together: one campaign, or the campaigns of an activity. */
  readonly scope: { readonly promotionId: number } | { readonly activityId: number }
  readonly voteItemId?: number | undefined
  readonly regionId?: number | undefined
  readonly activityId?: number | undefined
  readonly keyword?: string | undefined
  readonly sort?: 'RANK' | 'NUMBER'
  readonly page?: { readonly limit: number; readonly offset: number }
  /** votedToday is counted for this account on this day; 0 without one. */
  readonly viewer?: { readonly accountId: number; readonly day: string } | undefined
}

/**
 * Items with their vote counts and ranks (row_number per campaign by votes, ties by number: ranks are over
 * the whole campaign whatever the filters), filtered and paged.
 */
async function findItems(
  db: Queryable,
  query: ItemQuery,
): Promise<{ items: VoteItemAnswer[]; total: number }> {
  const scopeItems =
    'promotionId' in query.scope
      ? eq(voteItem.promotionId, query.scope.promotionId)
      : eq(voteItem.activityId, query.scope.activityId)
  const scopeRecords =
    'promotionId' in query.scope
      ? eq(voteRecord.promotionId, query.scope.promotionId)
      : inArray(
          voteRecord.promotionId,
          db
            .selectDistinct({ id: voteItem.promotionId })
            .from(voteItem)
            .where(eq(voteItem.activityId, query.scope.activityId)),
        )
  const tally = db
    .select({ itemId: voteRecord.itemId, votes: sql<number>`count(*)::int`.as('votes') })
    .from(voteRecord)
    .where(scopeRecords)
    .groupBy(voteRecord.itemId)
    .as('tally')
  const voteCountSql = sql<number>`(${voteItem.baseVotes} + coalesce(${tally.votes}, 0))::int`
  const ranked = db
    .select({
      id: voteItem.id,
      promotionId: voteItem.promotionId,
      regionId: voteItem.regionId,
      activityId: voteItem.activityId,
      number: voteItem.number,
      title: voteItem.title,
      subtitle: voteItem.subtitle,
      picUrl: voteItem.picUrl,
      summary: voteItem.summary,
      contentType: voteItem.contentType,
      lessonId: voteItem.lessonId,
      videoUrl: voteItem.videoUrl,
      voteCount: voteCountSql.as('vote_count'),
      rank: sql<number>`row_number() OVER (PARTITION BY ${voteItem.promotionId} ORDER BY ${voteCountSql} DESC, ${voteItem.number})::int`.as(
        'rank',
      ),
    })
    .from(voteItem)
    .leftJoin(tally, eq(tally.itemId, voteItem.id))
    .where(and(scopeItems, isNull(voteItem.retiredAt)))
    .as('ranked')

  const keyword = query.keyword?.trim()
  const pattern = keyword ? `%${escapeLike(keyword)}%` : undefined
  const where = and(
    query.voteItemId === undefined ? undefined : eq(ranked.id, query.voteItemId),
    query.regionId === undefined ? undefined : eq(ranked.regionId, query.regionId),
    query.activityId === undefined ? undefined : eq(ranked.activityId, query.activityId),
    pattern === undefined || keyword === undefined
      ? undefined
      : or(
          ilike(ranked.title, pattern),
          ilike(ranked.subtitle, pattern),
          /^\d{1,9}$/.test(keyword) ? eq(ranked.number, Number(keyword)) : undefined,
        ),
  )
  const { viewer } = query
  const votedToday = viewer
    ? sql<number>`(SELECT count(*) FROM ${voteRecord} WHERE ${voteRecord.itemId} = ${ranked.id} AND ${voteRecord.accountId} = ${viewer.accountId} AND ${voteRecord.voteDay} = ${viewer.day})::int`
    : sql<number>`0`
  const orderBy =
    query.sort === 'RANK'
      ? [desc(ranked.voteCount), asc(ranked.number), asc(ranked.id)]
      : [asc(ranked.promotionId), asc(ranked.number)]
  const select = db
    .select({
      id: ranked.id,
      promotionId: ranked.promotionId,
      regionId: ranked.regionId,
      regionName: voteRegion.name,
      activityId: ranked.activityId,
      number: ranked.number,
      title: ranked.title,
      subtitle: ranked.subtitle,
      picUrl: ranked.picUrl,
      summary: ranked.summary,
      contentType: ranked.contentType,
      lessonId: ranked.lessonId,
      videoUrl: ranked.videoUrl,
      voteCount: ranked.voteCount,
      rank: ranked.rank,
      votedToday,
    })
    .from(ranked)
    .leftJoin(voteRegion, eq(voteRegion.id, ranked.regionId))
    .where(where)
    .orderBy(...orderBy)
  const page = query.page
  const [rows, totals] = await Promise.all([
    page ? select.limit(page.limit).offset(page.offset) : select,
    page ? db.select({ total: count() }).from(ranked).where(where) : Promise.resolve(undefined),
  ])
  const items = rows.map((row) => ({ ...row, regionName: row.regionName ?? null }))
  return { items, total: totals?.[0]?.total ?? items.length }
}

// ---------------------------------------------------------------------------------------------- mine

interface VoterCounts {
  readonly total: number
  readonly today: number
}

async function voterCounts(db: Queryable, promotionId: number, accountId: number, day: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      today: sql<number>`(count(*) FILTER (WHERE ${voteRecord.voteDay} = ${day}))::int`,
    })
    .from(voteRecord)
    .where(and(eq(voteRecord.promotionId, promotionId), eq(voteRecord.accountId, accountId)))
  return { total: row?.total ?? 0, today: row?.today ?? 0 }
}

function mineOf(promotion: PromotionRow, counts: VoterCounts): VoteMine {
  const remainingTotal =
    promotion.totalLimit === null ? null : Math.max(0, promotion.totalLimit - counts.total)
  const leftToday = Math.max(0, promotion.dailyLimit - counts.today)
  return {
    todayVotes: counts.today,
    totalVotes: counts.total,
    // Never more than the campaign has left: that is what the caller can really cast today.
    remainingToday: remainingTotal === null ? leftToday : Math.min(leftToday, remainingTotal),
    remainingTotal,
  }
}

// ---------------------------------------------------------------------------------------------- campaign

async function campaignAnswer(
  db: Queryable,
  promotion: PromotionRow,
  options: { voteItemId?: number | undefined; accountId?: number | undefined; now: Date },
): Promise<VoteCampaign> {
  const day = shanghaiDay(options.now)
  const { accountId } = options
  const [regions, [totals], item, counts] = await Promise.all([
    db
      .select({ id: voteRegion.id, name: voteRegion.name })
      .from(voteRegion)
      .where(eq(voteRegion.promotionId, promotion.id))
      .orderBy(asc(voteRegion.sortOrder), asc(voteRegion.id)),
    db
      .select({
        itemCount: sql<number>`count(*)::int`,
        totalVotes: sql<number>`(coalesce(sum(${voteItem.baseVotes}), 0) + (SELECT count(*) FROM ${voteRecord} WHERE ${voteRecord.promotionId} = ${promotion.id}))::int`,
      })
      .from(voteItem)
      .where(eq(voteItem.promotionId, promotion.id)),
    options.voteItemId === undefined
      ? Promise.resolve(undefined)
      : findItems(db, {
          scope: { promotionId: promotion.id },
          voteItemId: options.voteItemId,
          viewer: accountId === undefined ? undefined : { accountId, day },
        }),
    accountId === undefined ? Promise.resolve(undefined) : voterCounts(db, promotion.id, accountId, day),
  ])
  return {
    id: promotion.id,
    title: promotion.title,
    subtitle: promotion.subtitle,
    status: voteStatusOf(promotion, options.now),
    startTime: promotion.startTime.toISOString(),
    endTime: promotion.endTime.toISOString(),
    bannerUrl: promotion.bannerUrl,
    shareTitle: promotion.shareTitle,
    shareDesc: promotion.shareDesc,
    shareImg: promotion.shareImg,
    rules: promotion.rules.map((rule) => ({ type: rule.type, title: rule.title, html: rule.html })),
    limits: {
      daily: promotion.dailyLimit,
      total: promotion.totalLimit,
      itemDaily: promotion.itemDailyLimit,
    },
    regions,
    activityId: promotion.activityId,
    totalVotes: totals?.totalVotes ?? 0,
    itemCount: totals?.itemCount ?? 0,
    viewCount: promotion.viewCount,
    shareCount: promotion.shareCount,
    tokenExpirationHours: promotion.tokenExpirationHours,
    mine: counts ? mineOf(promotion, counts) : null,
    item: item?.items[0] ?? null,
  }
}

async function ownCampaign(
  db: AppDb,
  promotionId: number,
  session: Session,
  voteItemId?: number,
): Promise<VoteCampaign> {
  const promotion = await findPromotion(db, promotionId)
  return campaignAnswer(db, promotion, { voteItemId, accountId: Number(session.userId), now: new Date() })
}

const pageFrom = (query: { page: number; size: number }) => ({
  limit: query.size,
  offset: (query.page - 1) * query.size,
})

const pageAnswer = <Item>(
  found: { items: Item[]; total: number },
  query: { page: number; size: number },
) => ({
  items: found.items,
  total: found.total,
  page: query.page,
  size: query.size,
  hasMore: query.page * query.size < found.total,
})

// ---------------------------------------------------------------------------------------------- submit

interface VoteRequest {
  readonly promotionId: number
  readonly voteItemId: number
  readonly accountId: number
  readonly regionId?: number | undefined
  readonly activityId?: number | undefined
}

/**
 * Casts one vote. The limits are counted and the record inserted in one transaction that first locks the
 * voter's (campaign, account) row: a concurrent vote of the same user in the same campaign waits for the
 * lock and then counts this vote (READ COMMITTED reads what committed before each statement), so no limit
 * can be exceeded however many votes arrive at once. Other users never wait for each other.
 */
export async function castVote(db: AppDb, request: VoteRequest, now: Date = new Date()) {
  const promotion = await findPromotion(db, request.promotionId)
  const [item] = await db
    .select({ id: voteItem.id, regionId: voteItem.regionId, activityId: voteItem.activityId })
    .from(voteItem)
    .where(
      and(
        eq(voteItem.id, request.voteItemId),
        eq(voteItem.promotionId, promotion.id),
        isNull(voteItem.retiredAt),
      ),
    )
  if (!item) throw voteErrors.itemNotFound()
  const status = voteStatusOf(promotion, now)
  if (status === 'NO_STARTED') throw voteErrors.notStarted()
  if (status === 'COMPLETED') throw voteErrors.ended()
  const day = shanghaiDay(now)
  const voter = and(eq(voteVoter.promotionId, promotion.id), eq(voteVoter.accountId, request.accountId))
  const counts = await db.transaction(async (tx) => {
    // The first vote creates the lock row; a concurrent first vote waits on its key, then finds it.
    await tx
      .insert(voteVoter)
      .values({ promotionId: promotion.id, accountId: request.accountId })
      .onConflictDoNothing()
    await tx.select({ promotionId: voteVoter.promotionId }).from(voteVoter).where(voter).for('update')
    const [used] = await tx
      .select({
        total: sql<number>`count(*)::int`,
        today: sql<number>`(count(*) FILTER (WHERE ${voteRecord.voteDay} = ${day}))::int`,
        itemToday: sql<number>`(count(*) FILTER (WHERE ${voteRecord.voteDay} = ${day} AND ${voteRecord.itemId} = ${item.id}))::int`,
      })
      .from(voteRecord)
      .where(and(eq(voteRecord.promotionId, promotion.id), eq(voteRecord.accountId, request.accountId)))
    const total = used?.total ?? 0
    const today = used?.today ?? 0
    // spec §8: the campaign limit first, then today's, then today's for this item.
    if (promotion.totalLimit !== null && total >= promotion.totalLimit) throw voteErrors.processRunOut()
    if (today >= promotion.dailyLimit) throw voteErrors.everydayRunOut()
    if ((used?.itemToday ?? 0) >= promotion.itemDailyLimit) throw voteErrors.itemDayRunOut()
    await tx.insert(voteRecord).values({
      promotionId: promotion.id,
      itemId: item.id,
      accountId: request.accountId,
      regionId: request.regionId ?? item.regionId,
      activityId: request.activityId ?? item.activityId ?? promotion.activityId,
      voteDay: day,
      createdAt: now,
    })
    return { total: total + 1, today: today + 1 }
  })
  const [voted] = await db
    .select({
      voteCount: sql<number>`(${voteItem.baseVotes} + (SELECT count(*) FROM ${voteRecord} WHERE ${voteRecord.itemId} = ${item.id}))::int`,
    })
    .from(voteItem)
    .where(eq(voteItem.id, item.id))
  return { voteItemId: item.id, voteCount: voted?.voteCount ?? 0, mine: mineOf(promotion, counts) }
}

// ---------------------------------------------------------------------------------------------- handlers

export const voteHandlers: Handlers<VoteEndpointName> = {
  'vote.detail': async ({ params, query, session, database }) =>
    ownCampaign(database.db, params.promotionId, session, query.voteItemId),

  'vote.publicDetail': async ({ params, query, database }) => {
    // Counts the view and reads the campaign in one statement.
    const [promotion] = await database.db
      .update(votePromotion)
      .set({ viewCount: sql`${votePromotion.viewCount} + 1` })
      .where(eq(votePromotion.id, params.promotionId))
      .returning()
    if (!promotion) throw voteErrors.notFound()
    return campaignAnswer(database.db, promotion, { voteItemId: query.voteItemId, now: new Date() })
  },

  'vote.items': async ({ params, query, session, database }) => {
    const promotion = await findPromotion(database.db, params.promotionId)
    const found = await findItems(database.db, {
      scope: { promotionId: promotion.id },
      voteItemId: query.voteItemId,
      regionId: query.regionId,
      activityId: query.activityId,
      keyword: query.keyword,
      sort: query.sort,
      page: pageFrom(query),
      viewer: { accountId: Number(session.userId), day: shanghaiDay(new Date()) },
    })
    return pageAnswer(found, query)
  },

  'voteActivity.items': async ({ query, database }) => {
    const found = await findItems(database.db, {
      scope:
        query.promotionId === undefined
          ? { activityId: query.activityId }
          : { promotionId: query.promotionId },
      regionId: query.regionId,
      keyword: query.keyword,
      sort: query.sort,
      page: pageFrom(query),
    })
    return pageAnswer(found, query)
  },

  'vote.submit': async ({ params, body, session, database }) => {
    if (body.promotionId !== params.id) throw voteErrors.promotionMismatch()
    return castVote(database.db, {
      promotionId: params.id,
      voteItemId: body.voteItemId,
      accountId: Number(session.userId),
      regionId: body.regionId,
      activityId: body.activityId,
    })
  },

  'vote.recordCount': async ({ params, session, database }) => {
    const promotion = await findPromotion(database.db, params.id)
    const counts = await voterCounts(
      database.db,
      promotion.id,
      Number(session.userId),
      shanghaiDay(new Date()),
    )
    return { id: promotion.id, count: counts.total, todayCount: counts.today }
  },

  'vote.videoAdvert': async ({ params, database }) => {
    const promotion = await findPromotion(database.db, params.id)
    const [advert] = await database.db
      .select()
      .from(voteVideoAdvert)
      .where(eq(voteVideoAdvert.promotionId, promotion.id))
    if (!advert) throw voteErrors.advertNotFound()
    return {
      id: promotion.id,
      title: advert.title,
      videoUrl: advert.videoUrl,
      posterUrl: advert.posterUrl,
      link: advert.link,
    }
  },

  'vote.share': async ({ params, database }) => {
    const [shared] = await database.db
      .update(votePromotion)
      .set({ shareCount: sql`${votePromotion.shareCount} + 1` })
      .where(eq(votePromotion.id, params.id))
      .returning({ id: votePromotion.id, shareCount: votePromotion.shareCount })
    if (!shared) throw voteErrors.notFound()
    return shared
  },

  'vote.info': async ({ params, session, database }) => ownCampaign(database.db, params.id, session),
}
