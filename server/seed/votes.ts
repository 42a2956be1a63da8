import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { type Database, voteItem, votePromotion, voteRecord, voteVoter } from '../db/index'
import { tedSpeakers } from './academy-courses'
import { commenters } from './social'

/**
 * The history of the vote campaigns of the issue 5 contract (docs/server.md, Votes): who voted for what,
 * and when. The campaigns themselves (1 and 25–31, one of each kind in each status) are content,
 * `content/votes/<id>.json`, applied by ./content.ts before this runs; their item ids are the campaign id
 * × 100 + the item's number (campaign 25, item 3 → 2503), their region ids the campaign id × 10 + n.
 * Seeded votes are on earlier days only (of a campaign that has ended: on its last days), so a demo doctor
 * logging in still has every vote of today.
 */

const DAY = 86_400_000

/** The demo doctor with a rich history (./accounts.ts). */
const CERTIFIED_DOCTOR = 10_001

/** The demo campaigns' promotion ids: the `number` of their files (content/votes/<id>.json). */
export const VOTE_IDS = {
  /** cases-2026, 2026 年度「优秀病例」评选: the voteDetail page (default vote id 1). */
  cases: 1,
  /** ted-2025, 2025 TED talks: regions, lessons, a video advert (default vote id 25). */
  ted: 25,
  /** acmed-2025, 2025 Acmed: the items of activity 1. */
  acmed: 26,
  /** leo-2025, 2025 Leo: rules of types vote, prize and privacy. */
  leo: 27,
  /** young-doctors-2026: starts in 2035. */
  notStarted: 28,
  /** dermoscopy-masters-2025: ended in 2025. */
  completed: 29,
  /** best-doctors-spring-2026: the "new vote page by config alone" test's; nobody else votes in it. */
  spring: 30,
  /** science-stars-2026: total limit 3 over its life, the concurrency and limit tests'. */
  limited: 31,
} as const

/**
 * The lessons that show the TED entries, in entry order (content/votes/ted-2025.json): each entry's own
 * talk, by its own speaker, in the free course of the TED talks (server/seed/academy-courses.ts tedCourse,
 * lessons 1201–1212). The vote tests check the campaign against them.
 */
export const TED_LESSONS: readonly { readonly id: number; readonly type: 'ARTICLE' | 'VIDEO' }[] =
  tedSpeakers.map((speaker, index) => ({ id: 1201 + index, type: speaker.type }))

/** The id of a demo campaign's item of that number (campaign 25, item 3 → 2503). */
export const itemIdOf = (promotionId: number, number: number) => promotionId * 100 + number

/** The id of a demo campaign's region at that place from 0 (campaign 25, the first → 251). */
export const regionIdOf = (promotionId: number, index: number) => promotionId * 10 + index + 1

/**
 * The days on which the commenters voted in a campaign, counted back from the day before the seed runs
 * (1 = yesterday), or from the campaign's last day once it has ended (1 = the day before it); campaigns
 * not named here get no votes.
 */
const VOTED_DAYS: readonly { readonly id: number; readonly daysBefore: readonly number[] }[] = [
  { id: VOTE_IDS.cases, daysBefore: [1, 2, 4] },
  { id: VOTE_IDS.ted, daysBefore: [1, 2, 3, 5, 8] },
  { id: VOTE_IDS.acmed, daysBefore: [1, 3] },
  { id: VOTE_IDS.leo, daysBefore: [1, 2] },
  { id: VOTE_IDS.completed, daysBefore: [1, 2, 5, 10] },
]

/** Campaigns in which 李医生 voted too. */
const CERTIFIED_DOCTOR_VOTES_IN: readonly number[] = [VOTE_IDS.cases, VOTE_IDS.ted]

const SHANGHAI_OFFSET = 8 * 3_600_000

function shanghaiDayOf(at: number): string {
  return new Date(at + SHANGHAI_OFFSET).toISOString().slice(0, 10)
}

/** 09:00 in Shanghai `daysAgo` calendar days before the day of `now`: safely inside that day. */
function morningOf(now: number, daysAgo: number): number {
  const shanghaiMidnight = Math.floor((now + SHANGHAI_OFFSET) / DAY) * DAY - SHANGHAI_OFFSET
  return shanghaiMidnight - daysAgo * DAY + 9 * 3_600_000
}

/** What the votes need of a campaign, as its content made it. */
interface CampaignRows {
  readonly id: number
  readonly start: number
  readonly end: number
  readonly daily: number
  readonly total: number | null
  readonly itemDaily: number
  readonly activityId: number | null
  /** Its shown items, by number. */
  readonly items: readonly { readonly id: number; readonly regionId: number | null }[]
}

/** The seeded history: voters (the lock rows) and their votes. */
export interface VoteHistory {
  readonly voters: (typeof voteVoter.$inferInsert)[]
  readonly records: (typeof voteRecord.$inferInsert)[]
}

/**
 * Votes of the commenters (and of 李医生 in campaigns 1 and 25) on the campaign's earlier days, within
 * every limit and its window: each voter votes min(daily, 2) different items a day, and never more than
 * the total limit.
 */
function historyOf(campaign: CampaignRows, daysBefore: readonly number[], now: number): VoteHistory {
  const voters: VoteHistory['voters'] = []
  const records: VoteHistory['records'] = []
  const { items } = campaign
  if (items.length === 0) return { voters, records }
  // Counted back from today, or from the last day of a campaign that has ended.
  const lastDay = Math.min(now, campaign.end - 1)
  const days = daysBefore.filter((days) => morningOf(lastDay, days) >= campaign.start)
  if (days.length === 0) return { voters, records }
  const voterIds = [
    ...commenters.map((doctor) => doctor.id),
    ...(CERTIFIED_DOCTOR_VOTES_IN.includes(campaign.id) ? [CERTIFIED_DOCTOR] : []),
  ]
  voterIds.forEach((accountId, voterIndex) => {
    let cast = 0
    for (const daysAgo of days) {
      const votesToday = Math.min(campaign.daily, campaign.itemDaily * items.length, 2)
      for (let slot = 0; slot < votesToday; slot += 1) {
        if (campaign.total !== null && cast >= campaign.total) break
        // Different items the same day (itemDaily may be 1), spread over voters and days.
        const spread = Math.max(1, Math.floor(items.length / 2))
        const item = items[(voterIndex * 3 + daysAgo + slot * spread) % items.length]
        if (!item) continue
        // Minutes apart within the morning, never across midnight into another day.
        const at = morningOf(lastDay, daysAgo) + (voterIndex * 7 + slot) * 60_000
        records.push({
          promotionId: campaign.id,
          itemId: item.id,
          accountId,
          regionId: item.regionId,
          activityId: campaign.activityId,
          voteDay: shanghaiDayOf(at),
          createdAt: new Date(at),
        })
        cast += 1
      }
    }
    if (cast > 0) {
      voters.push({
        promotionId: campaign.id,
        accountId,
        firstVotedAt: new Date(morningOf(lastDay, Math.max(...days))),
      })
    }
  })
  return { voters, records }
}

/** The demo campaigns as the database has them (seedContent made them), by id. */
async function campaignRows(database: Database): Promise<Map<number, CampaignRows>> {
  const { db } = database
  const ids = Object.values(VOTE_IDS)
  const promotions = await db.select().from(votePromotion).where(inArray(votePromotion.id, ids))
  const items = await db
    .select({ id: voteItem.id, promotionId: voteItem.promotionId, regionId: voteItem.regionId })
    .from(voteItem)
    .where(and(inArray(voteItem.promotionId, ids), isNull(voteItem.retiredAt)))
    .orderBy(asc(voteItem.promotionId), asc(voteItem.number))
  return new Map(
    promotions.map((promotion) => [
      promotion.id,
      {
        id: promotion.id,
        start: promotion.startTime.getTime(),
        end: promotion.endTime.getTime(),
        daily: promotion.dailyLimit,
        total: promotion.totalLimit,
        itemDaily: promotion.itemDailyLimit,
        activityId: promotion.activityId,
        items: items.filter((item) => item.promotionId === promotion.id),
      },
    ]),
  )
}

/** Builds the vote history of the demo campaigns the database has, with times relative to `nowDate`. */
export async function voteHistory(database: Database, nowDate: Date = new Date()): Promise<VoteHistory> {
  const now = nowDate.getTime()
  const campaigns = await campaignRows(database)
  const history: VoteHistory = { voters: [], records: [] }
  for (const { id, daysBefore } of VOTED_DAYS) {
    const campaign = campaigns.get(id)
    if (!campaign) continue
    const { voters, records } = historyOf(campaign, daysBefore, now)
    history.voters.push(...voters)
    history.records.push(...records)
  }
  // Explicit record ids, so a second run inserts nothing.
  history.records.forEach((record, index) => {
    record.id = index + 1
  })
  return history
}

/**
 * Inserts the demo votes that are missing, and gives a demo campaign that has never been viewed nor
 * shared the view and share counts of its base votes (three views and 1/16 share per vote); answers how
 * many rows it wrote.
 */
export async function seedVotes(database: Database, nowDate: Date = new Date()): Promise<number> {
  const { db } = database
  const history = await voteHistory(database, nowDate)
  const voters =
    history.voters.length === 0
      ? []
      : await db
          .insert(voteVoter)
          .values(history.voters)
          .onConflictDoNothing()
          .returning({ id: voteVoter.promotionId })
  const records =
    history.records.length === 0
      ? []
      : await db
          .insert(voteRecord)
          .values(history.records)
          .onConflictDoNothing()
          .returning({ id: voteRecord.id })
  const baseVotes = db
    .select({
      promotionId: voteItem.promotionId,
      total: sql<number>`sum(${voteItem.baseVotes})::int`.as('total'),
    })
    .from(voteItem)
    .where(inArray(voteItem.promotionId, Object.values(VOTE_IDS)))
    .groupBy(voteItem.promotionId)
    .as('base_votes')
  const counted = await db
    .update(votePromotion)
    .set({ viewCount: sql`${baseVotes.total} * 3`, shareCount: sql`${baseVotes.total} >> 4` })
    .from(baseVotes)
    .where(
      and(
        eq(votePromotion.id, baseVotes.promotionId),
        eq(votePromotion.viewCount, 0),
        eq(votePromotion.shareCount, 0),
        sql`${baseVotes.total} > 0`,
      ),
    )
    .returning({ id: votePromotion.id })
  return voters.length + records.length + counted.length
}
