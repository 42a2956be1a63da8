import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  inArray,
  isNull,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm'
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
import { prepared } from '../db/prepared'
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

export type VoteState = VoteItemAnswer['voteState']

/** How far a doctor went in a campaign: votes in all, today, and today for the entry in question. */
export interface VoterUsage {
  readonly total: number
  readonly today: number
  readonly itemToday: number
}

/**
 * What the server does with a vote for an entry now, and how many more the caller may give it today: the
 * one rule that vote.submit enforces (castVote throws the error of the state it finds) and every answer
 * showing an entry to a doctor carries (voteState, remainingToday), so a client never offers a vote the
 * server refuses. spec §8 order: the window, then the campaign's total, today's, today's for this entry.
 * `usage` undefined: no doctor (a public call): LOGIN_REQUIRED while the campaign runs.
 */
export function voteStateOf(
  promotion: Pick<PromotionRow, 'startTime' | 'endTime' | 'totalLimit' | 'dailyLimit' | 'itemDailyLimit'>,
  now: Date,
  usage: VoterUsage | undefined,
): { voteState: VoteState; remainingToday: number | null } {
  const status = voteStatusOf(promotion, now)
  const none = usage === undefined ? null : 0
  if (status === 'NO_STARTED') return { voteState: 'NOT_STARTED', remainingToday: none }
  if (status === 'COMPLETED') return { voteState: 'ENDED', remainingToday: none }
  if (usage === undefined) return { voteState: 'LOGIN_REQUIRED', remainingToday: null }
  const leftTotal =
    promotion.totalLimit === null ? Number.POSITIVE_INFINITY : promotion.totalLimit - usage.total
  if (leftTotal <= 0) return { voteState: 'TOTAL_RUN_OUT', remainingToday: 0 }
  const leftToday = promotion.dailyLimit - usage.today
  if (leftToday <= 0) return { voteState: 'DAY_RUN_OUT', remainingToday: 0 }
  const leftItem = promotion.itemDailyLimit - usage.itemToday
  if (leftItem <= 0) return { voteState: 'VOTED_TODAY', remainingToday: 0 }
  return { voteState: 'CAN_VOTE', remainingToday: Math.min(leftTotal, leftToday, leftItem) }
}

/** The refusal vote.submit answers in each state but CAN_VOTE. */
const refusalOf: Readonly<Record<Exclude<VoteState, 'CAN_VOTE' | 'LOGIN_REQUIRED'>, () => ApiError>> = {
  NOT_STARTED: () => voteErrors.notStarted(),
  ENDED: () => voteErrors.ended(),
  TOTAL_RUN_OUT: () => voteErrors.processRunOut(),
  DAY_RUN_OUT: () => voteErrors.everydayRunOut(),
  VOTED_TODAY: () => voteErrors.itemDayRunOut(),
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * The votes an entry shows: its base plus the votes cast, counted in vote_item.vote_count (migration 0024)
 * in the same transaction as each vote.
 */
const shownVotes = sql<number>`(${voteItem.baseVotes} + ${voteItem.voteCount})::int`

const promotionById = prepared('vote_promotion_by_id', (db, name) =>
  db
    .select()
    .from(votePromotion)
    .where(eq(votePromotion.id, sql.placeholder('id')))
    .prepare(name),
)

async function findPromotion(db: AppDb, id: number): Promise<PromotionRow> {
  const [row] = await promotionById(db).execute({ id })
  if (!row) throw voteErrors.notFound()
  return row
}

/** A value of a statement: a constant, or a placeholder of a prepared statement. */
type Bound<Value> = Value | Placeholder

/** A doctor's votes in a campaign, in all and on one Asia/Shanghai day (vote_record_voter_idx). */
function voterUsage(db: Queryable, promotionId: Bound<number>, accountId: Bound<number>, day: Bound<string>) {
  return db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      today: sql<number>`(count(*) FILTER (WHERE ${voteRecord.voteDay} = ${day}))::int`.as('today'),
    })
    .from(voteRecord)
    .where(and(eq(voteRecord.promotionId, promotionId), eq(voteRecord.accountId, accountId)))
}

/** How many entries a campaign has and the votes they show, retired ones included. */
function campaignTotals(db: Queryable, promotionId: Bound<number>) {
  return db
    .select({
      itemCount: sql<number>`count(*)::int`.as('entry_count'),
      totalVotes: sql<number>`coalesce(sum(${shownVotes}), 0)::int`.as('total_votes'),
    })
    .from(voteItem)
    .where(eq(voteItem.promotionId, promotionId))
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
 * The entries in scope with their vote counts and ranks (row_number per campaign by votes, ties by number:
 * ranks are over the whole campaign whatever the filters), as a subquery to filter and page.
 *
 * `rank: 'position'` leaves the rank out (0) for a page of one campaign in RANK order, where an entry's rank
 * is its position: most votes first, ties by number, unique in a campaign. Without the window the subquery
 * folds into its page, which then reads vote_item_rank_idx as far as the page goes instead of ranking every
 * entry of the campaign first (2,000 on the large set: 5.8 → 0.3 ms).
 */
function rankedItems(db: Queryable, scopeItems: SQL, rank: 'window' | 'position' = 'window') {
  return db
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
      voteCount: shownVotes.as('vote_count'),
      rank: (rank === 'window'
        ? sql<number>`row_number() OVER (PARTITION BY ${voteItem.promotionId} ORDER BY ${shownVotes} DESC, ${voteItem.number})::int`
        : sql<number>`0`
      ).as('rank'),
    })
    .from(voteItem)
    .where(and(scopeItems, isNull(voteItem.retiredAt)))
    .as('ranked')
}

type RankedItems = ReturnType<typeof rankedItems>

/** The votes a doctor gave each entry on a day. */
function votedTodayOf(ranked: RankedItems, accountId: Bound<number>, day: Bound<string>) {
  // By campaign, voter and day first (vote_record_voter_idx: the voter's few votes of the day), not by entry:
  // an entry's own votes run to thousands.
  return sql<number>`(SELECT count(*) FROM ${voteRecord} WHERE ${voteRecord.promotionId} = ${ranked.promotionId} AND ${voteRecord.accountId} = ${accountId} AND ${voteRecord.voteDay} = ${day} AND ${voteRecord.itemId} = ${ranked.id})::int`
}

/** An entry as the lists answer it, before its voteState. */
function itemColumns(ranked: RankedItems, votedToday: SQL<number>) {
  return {
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
  }
}

function itemOrder(ranked: RankedItems, sort: ItemQuery['sort']) {
  return sort === 'RANK'
    ? [desc(ranked.voteCount), asc(ranked.number), asc(ranked.id)]
    : [asc(ranked.promotionId), asc(ranked.number)]
}

/** Items with their vote counts and ranks, filtered and paged. */
async function findItems(
  db: Queryable,
  query: ItemQuery,
): Promise<{ items: VoteItemAnswer[]; total: number }> {
  const ranked = rankedItems(
    db,
    'promotionId' in query.scope
      ? eq(voteItem.promotionId, query.scope.promotionId)
      : eq(voteItem.activityId, query.scope.activityId),
  )
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
  const votedToday = viewer ? votedTodayOf(ranked, viewer.accountId, viewer.day) : sql<number>`0`
  const select = db
    .select(itemColumns(ranked, votedToday))
    .from(ranked)
    .leftJoin(voteRegion, eq(voteRegion.id, ranked.regionId))
    .where(where)
    .orderBy(...itemOrder(ranked, query.sort))
  const page = query.page
  const [rows, totals] = await Promise.all([
    page ? select.limit(page.limit).offset(page.offset) : select,
    page ? db.select({ total: count() }).from(ranked).where(where) : Promise.resolve(undefined),
  ])
  const states = await votingStates(db, rows, viewer)
  const items = rows.map((row) => ({
    ...row,
    regionName: row.regionName ?? null,
    ...(states.get(row.id) ?? { voteState: 'LOGIN_REQUIRED' as const, remainingToday: null }),
  }))
  return { items, total: totals?.[0]?.total ?? items.length }
}

/** voteStateOf for each listed entry: its campaign's window and limits, and the viewer's votes. */
async function votingStates(
  db: Queryable,
  rows: readonly { id: number; promotionId: number; votedToday: number }[],
  viewer: ItemQuery['viewer'],
): Promise<Map<number, ReturnType<typeof voteStateOf>>> {
  const states = new Map<number, ReturnType<typeof voteStateOf>>()
  if (rows.length === 0) return states
  const promotionIds = [...new Set(rows.map((row) => row.promotionId))]
  const [promotions, counts] = await Promise.all([
    db.select().from(votePromotion).where(inArray(votePromotion.id, promotionIds)),
    viewer === undefined
      ? Promise.resolve([])
      : db
          .select({
            promotionId: voteRecord.promotionId,
            total: sql<number>`count(*)::int`,
            today: sql<number>`(count(*) FILTER (WHERE ${voteRecord.voteDay} = ${viewer.day}))::int`,
          })
          .from(voteRecord)
          .where(
            and(inArray(voteRecord.promotionId, promotionIds), eq(voteRecord.accountId, viewer.accountId)),
          )
          .groupBy(voteRecord.promotionId),
  ])
  const now = new Date()
  for (const row of rows) {
    const promotion = promotions.find((found) => found.id === row.promotionId)
    if (!promotion) continue
    const used = counts.find((count) => count.promotionId === row.promotionId)
    states.set(
      row.id,
      voteStateOf(
        promotion,
        now,
        viewer === undefined
          ? undefined
          : { total: used?.total ?? 0, today: used?.today ?? 0, itemToday: row.votedToday },
      ),
    )
  }
  return states
}

/**
 * A page of one campaign's entries as a doctor lists them without a filter, in one statement: the ranked
 * entries with his votes for each today, how many there are, and what voteStateOf needs (the campaign's
 * window and limits, his votes in it). No row for an empty page or an unknown campaign.
 */
function campaignItemPage(sort: 'RANK' | 'NUMBER') {
  return prepared(`vote_items_by_${sort.toLowerCase()}`, (db, name) => {
    const promotionId = sql.placeholder('promotionId')
    const accountId = sql.placeholder('accountId')
    const day = sql.placeholder('day')
    const ranked = rankedItems(
      db,
      eq(voteItem.promotionId, promotionId),
      sort === 'RANK' ? 'position' : 'window',
    )
    const campaign = db
      .select({
        startTime: votePromotion.startTime,
        endTime: votePromotion.endTime,
        totalLimit: votePromotion.totalLimit,
        dailyLimit: votePromotion.dailyLimit,
        itemDailyLimit: votePromotion.itemDailyLimit,
        itemCount: votePromotion.itemCount,
      })
      .from(votePromotion)
      .where(eq(votePromotion.id, promotionId))
      .as('campaign')
    const used = voterUsage(db, promotionId, accountId, day).as('used')
    return (
      db
        .select({
          ...itemColumns(ranked, votedTodayOf(ranked, accountId, day)),
          // The campaign's counter (migration 0029), not a count of its entries per page.
          total: campaign.itemCount,
          campaign: {
            startTime: campaign.startTime,
            endTime: campaign.endTime,
            totalLimit: campaign.totalLimit,
            dailyLimit: campaign.dailyLimit,
            itemDailyLimit: campaign.itemDailyLimit,
          },
          used: { total: used.total, today: used.today },
        })
        .from(ranked)
        .leftJoin(voteRegion, eq(voteRegion.id, ranked.regionId))
        // One row each: the campaign by its key, and an aggregate.
        .crossJoin(campaign)
        .crossJoin(used)
        .orderBy(...itemOrder(ranked, sort))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset'))
        .prepare(name)
    )
  })
}

const campaignItemPages = { RANK: campaignItemPage('RANK'), NUMBER: campaignItemPage('NUMBER') }

/** findItems of one campaign without a filter, for a doctor; undefined for an empty page or no campaign. */
async function campaignItems(
  db: AppDb,
  promotionId: number,
  sort: ItemQuery['sort'],
  page: { readonly limit: number; readonly offset: number },
  viewer: { readonly accountId: number; readonly day: string },
): Promise<{ items: VoteItemAnswer[]; total: number } | undefined> {
  const rows = await campaignItemPages[sort === 'RANK' ? 'RANK' : 'NUMBER'](db).execute({
    promotionId,
    accountId: viewer.accountId,
    day: viewer.day,
    limit: page.limit,
    offset: page.offset,
  })
  const [first] = rows
  if (!first) return undefined
  const now = new Date()
  const items = rows.map(({ total: _total, campaign, used, ...row }, index) => ({
    ...row,
    // In RANK order a rank is the position (rankedItems 'position').
    rank: sort === 'RANK' ? page.offset + index + 1 : row.rank,
    regionName: row.regionName ?? null,
    ...voteStateOf(campaign, now, { total: used.total, today: used.today, itemToday: row.votedToday }),
  }))
  return { items, total: first.total }
}

// ---------------------------------------------------------------------------------------------- mine

interface VoterCounts {
  readonly total: number
  readonly today: number
}

async function voterCounts(db: Queryable, promotionId: number, accountId: number, day: string) {
  const [row] = await voterUsage(db, promotionId, accountId, day)
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

interface CampaignFacts {
  readonly regions: { id: number; name: string }[]
  readonly totals: { readonly itemCount: number; readonly totalVotes: number } | undefined
  /** The caller's votes in the campaign; undefined leaves mine null. */
  readonly counts: VoterCounts | undefined
  readonly item: VoteItemAnswer | undefined
}

function campaignOf(promotion: PromotionRow, facts: CampaignFacts, now: Date): VoteCampaign {
  return {
    id: promotion.id,
    title: promotion.title,
    subtitle: promotion.subtitle,
    status: voteStatusOf(promotion, now),
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
    regions: facts.regions,
    activityId: promotion.activityId,
    totalVotes: facts.totals?.totalVotes ?? 0,
    itemCount: facts.totals?.itemCount ?? 0,
    viewCount: promotion.viewCount,
    shareCount: promotion.shareCount,
    tokenExpirationHours: promotion.tokenExpirationHours,
    mine: facts.counts ? mineOf(promotion, facts.counts) : null,
    item: facts.item ?? null,
  }
}

/** The entry a campaign's detail asks for, with the voteState of `viewerId` (undefined: a public call). */
async function campaignItem(
  db: Queryable,
  promotionId: number,
  voteItemId: number | undefined,
  viewerId: number | undefined,
  day: string,
): Promise<VoteItemAnswer | undefined> {
  if (voteItemId === undefined) return undefined
  const found = await findItems(db, {
    scope: { promotionId },
    voteItemId,
    viewer: viewerId === undefined ? undefined : { accountId: viewerId, day },
  })
  return found.items[0]
}

/** vote.publicDetail's campaign: mine stays null; the item carries `itemViewer`'s voteState. */
async function publicCampaign(
  db: Queryable,
  promotion: PromotionRow,
  options: { voteItemId?: number | undefined; itemViewer?: number | undefined; now: Date },
): Promise<VoteCampaign> {
  const [regions, [totals], item] = await Promise.all([
    db
      .select({ id: voteRegion.id, name: voteRegion.name })
      .from(voteRegion)
      .where(eq(voteRegion.promotionId, promotion.id))
      .orderBy(asc(voteRegion.sortOrder), asc(voteRegion.id)),
    campaignTotals(db, promotion.id),
    campaignItem(db, promotion.id, options.voteItemId, options.itemViewer, shanghaiDay(options.now)),
  ])
  return campaignOf(promotion, { regions, totals, counts: undefined, item }, options.now)
}

/**
 * A campaign with everything its detail shows (regions, entries and their votes) and the doctor's votes in
 * it, in one statement.
 */
const doctorCampaign = prepared('vote_campaign', (db, name) => {
  const promotionId = sql.placeholder('promotionId')
  const totals = campaignTotals(db, promotionId).as('totals')
  const used = voterUsage(db, promotionId, sql.placeholder('accountId'), sql.placeholder('day')).as('used')
  return (
    db
      .select({
        promotion: votePromotion,
        regions: sql<{ id: number; name: string }[]>`coalesce((SELECT json_agg(json_build_object('id', r.id,
          'name', r.name) ORDER BY r.sort_order, r.id) FROM ${voteRegion} r WHERE r.promotion_id = ${promotionId}),
          '[]'::json)`,
        totals: { itemCount: totals.itemCount, totalVotes: totals.totalVotes },
        used: { total: used.total, today: used.today },
      })
      .from(votePromotion)
      // Aggregates: one row each.
      .crossJoin(totals)
      .crossJoin(used)
      .where(eq(votePromotion.id, promotionId))
      .prepare(name)
  )
})

async function ownCampaign(
  db: AppDb,
  promotionId: number,
  session: Session,
  voteItemId?: number,
): Promise<VoteCampaign> {
  const now = new Date()
  const day = shanghaiDay(now)
  const accountId = Number(session.userId)
  const [[found], item] = await Promise.all([
    doctorCampaign(db).execute({ promotionId, accountId, day }),
    campaignItem(db, promotionId, voteItemId, accountId, day),
  ])
  if (!found) throw voteErrors.notFound()
  const { promotion, regions, totals, used } = found
  return campaignOf(promotion, { regions, totals, counts: used, item }, now)
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

/** The campaign a vote is for, and its entry voted for (null when the campaign has no such live entry). */
const voteTarget = prepared('vote_target', (db, name) =>
  db
    .select({
      promotion: votePromotion,
      item: { id: voteItem.id, regionId: voteItem.regionId, activityId: voteItem.activityId },
    })
    .from(votePromotion)
    .leftJoin(
      voteItem,
      and(
        eq(voteItem.id, sql.placeholder('voteItemId')),
        eq(voteItem.promotionId, votePromotion.id),
        isNull(voteItem.retiredAt),
      ),
    )
    .where(eq(votePromotion.id, sql.placeholder('promotionId')))
    .prepare(name),
)

const itemVotes = prepared('vote_item_votes', (db, name) =>
  db
    .select({ voteCount: shownVotes })
    .from(voteItem)
    .where(eq(voteItem.id, sql.placeholder('id')))
    .prepare(name),
)

/**
 * Casts one vote. The limits are counted and the record inserted in one transaction that first locks the
 * voter's (campaign, account) row: a concurrent vote of the same user in the same campaign waits for the
 * lock and then counts this vote (READ COMMITTED reads what committed before each statement), so no limit
 * can be exceeded however many votes arrive at once. Other users never wait for each other.
 */
export async function castVote(db: AppDb, request: VoteRequest, now: Date = new Date()) {
  const [target] = await voteTarget(db).execute({
    promotionId: request.promotionId,
    voteItemId: request.voteItemId,
  })
  if (!target) throw voteErrors.notFound()
  const { promotion, item } = target
  if (!item) throw voteErrors.itemNotFound()
  // The window first, before any lock (the same rule as every answer's voteState).
  const window = voteStateOf(promotion, now, undefined).voteState
  if (window === 'NOT_STARTED' || window === 'ENDED') throw refusalOf[window]()
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
    const { voteState } = voteStateOf(promotion, now, { total, today, itemToday: used?.itemToday ?? 0 })
    if (voteState !== 'CAN_VOTE' && voteState !== 'LOGIN_REQUIRED') throw refusalOf[voteState]()
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
  const [voted] = await itemVotes(db).execute({ id: item.id })
  return { voteItemId: item.id, voteCount: voted?.voteCount ?? 0, mine: mineOf(promotion, counts) }
}

// ---------------------------------------------------------------------------------------------- handlers

export const voteHandlers: Handlers<VoteEndpointName> = {
  'vote.detail': async ({ params, query, session, database }) =>
    ownCampaign(database.db, params.promotionId, session, query.voteItemId),

  'vote.publicDetail': async ({ params, query, session, database }) => {
    // Counts the view and reads the campaign in one statement.
    const [promotion] = await database.db
      .update(votePromotion)
      .set({ viewCount: sql`${votePromotion.viewCount} + 1` })
      .where(eq(votePromotion.id, params.promotionId))
      .returning()
    if (!promotion) throw voteErrors.notFound()
    // mine stays null here (the public page); the item's voteState is the caller's when a token came.
    return publicCampaign(database.db, promotion, {
      voteItemId: query.voteItemId,
      now: new Date(),
      itemViewer: session ? Number(session.userId) : undefined,
    })
  },

  'vote.items': async ({ params, query, session, database }) => {
    const page = pageFrom(query)
    const viewer = { accountId: Number(session.userId), day: shanghaiDay(new Date()) }
    // The list as a doctor opens it is one statement; a filter, an empty page or no campaign take the builder.
    const unfiltered =
      query.voteItemId === undefined &&
      query.regionId === undefined &&
      query.activityId === undefined &&
      !query.keyword?.trim()
    const listed = unfiltered
      ? await campaignItems(database.db, params.promotionId, query.sort, page, viewer)
      : undefined
    if (listed) return pageAnswer(listed, query)
    const promotion = await findPromotion(database.db, params.promotionId)
    const found = await findItems(database.db, {
      scope: { promotionId: promotion.id },
      voteItemId: query.voteItemId,
      regionId: query.regionId,
      activityId: query.activityId,
      keyword: query.keyword,
      sort: query.sort,
      page,
      viewer,
    })
    return pageAnswer(found, query)
  },

  'voteActivity.items': async ({ query, session, database }) => {
    const found = await findItems(database.db, {
      // Anonymous (and so cacheable) unless a token came: then the doctor's votedToday and voteState.
      viewer: session ? { accountId: Number(session.userId), day: shanghaiDay(new Date()) } : undefined,
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
