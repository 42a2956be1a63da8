import { and, asc, desc, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm'
import type { zoneEndpoints } from '../../schemas/api/zone'
import type { Session } from '../auth/tokens'
import {
  type AppDb,
  enterprise,
  type ZoneItemSection,
  type ZoneItemType,
  zone,
  zoneFollow,
  zoneItem,
} from '../db/index'
import { prepared } from '../db/prepared'
import { ApiError } from '../errors'
import type { Handlers, ResponseOf } from './handler'

type ZoneEndpointName = (typeof zoneEndpoints)[number]['name']
type ZoneAnswer = ResponseOf<'zone.follow'>
type ItemAnswer = ResponseOf<'zone.contents'>['items'][number]
type Executor = Pick<AppDb, 'select' | 'insert' | 'update' | 'delete'>

/** spec §7: the app opens a zone (zone jump) only when its id is below this. */
export const ZONE_JUMP_LIMIT = 300

const zoneNotFound = () => new ApiError(404, 'zone.not.found', '专区不存在')
const itemNotFound = () => new ApiError(404, 'zone.item.not.found', '内容不存在')
const accountIdOf = (session: Session | undefined): number | undefined =>
  session ? Number(session.userId) : undefined

const zoneColumns = {
  id: zone.id,
  title: zone.title,
  subtitle: zone.subtitle,
  coverUrl: zone.coverUrl,
  logoUrl: zone.logoUrl,
  introduction: zone.introduction,
  followerCountBase: zone.followerCountBase,
  followerCount: zone.followerCount,
  enterpriseId: enterprise.id,
  enterpriseName: enterprise.name,
  enterpriseLogoUrl: enterprise.logoUrl,
  enterpriseDescription: enterprise.description,
}
type ZoneRow = { [Key in keyof typeof zoneColumns]: (typeof zoneColumns)[Key]['_']['data'] }

const itemColumns = {
  id: zoneItem.id,
  zoneId: zoneItem.zoneId,
  zoneTitle: zone.title,
  type: zoneItem.type,
  section: zoneItem.section,
  title: zoneItem.title,
  summary: zoneItem.summary,
  coverUrl: zoneItem.coverUrl,
  formKey: zoneItem.formKey,
  utaskId: zoneItem.utaskId,
  viewCount: zoneItem.viewCount,
  publishedAt: zoneItem.publishedAt,
}
interface ItemRow {
  id: number
  zoneId: number
  zoneTitle: string
  type: ZoneItemType
  section: ZoneItemSection
  title: string
  summary: string
  coverUrl: string
  formKey: string | null
  utaskId: number | null
  viewCount: number
  publishedAt: Date
}

function toItem(row: ItemRow): ItemAnswer {
  return { ...row, publishedAt: row.publishedAt.toISOString() }
}

const onlineItem = and(eq(zoneItem.status, 'ACTIVE'), eq(zone.status, 'ACTIVE'))

/** Zones with their counts and the caller's follow flag, in the order of `rows`. */
async function zonesAnswer(
  db: Executor,
  rows: ZoneRow[],
  accountId: number | undefined,
): Promise<ZoneAnswer[]> {
  const ids = rows.map((row) => row.id)
  if (ids.length === 0) return []
  const [items, mine] = await Promise.all([
    db
      .select({ id: zoneItem.zoneId, count: sql<number>`count(*)::int` })
      .from(zoneItem)
      .where(and(inArray(zoneItem.zoneId, ids), eq(zoneItem.status, 'ACTIVE')))
      .groupBy(zoneItem.zoneId),
    accountId === undefined
      ? Promise.resolve([])
      : db
          .select({ id: zoneFollow.zoneId })
          .from(zoneFollow)
          .where(and(inArray(zoneFollow.zoneId, ids), eq(zoneFollow.accountId, accountId))),
  ])
  const itemCount = new Map(items.map((row) => [row.id, row.count]))
  const followed = new Set(mine.map((row) => row.id))
  return rows.map((row) => toZoneAnswer(row, itemCount.get(row.id) ?? 0, followed.has(row.id)))
}

function toZoneAnswer(row: ZoneRow, itemCount: number, followed: boolean): ZoneAnswer {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    coverUrl: row.coverUrl,
    logoUrl: row.logoUrl || row.enterpriseLogoUrl,
    enterprise: {
      id: row.enterpriseId,
      name: row.enterpriseName,
      logoUrl: row.enterpriseLogoUrl,
      description: row.enterpriseDescription,
    },
    itemCount,
    // Followers are counted in zone.follower_count (migration 0024).
    followerCount: row.followerCountBase + row.followerCount,
    followed,
    appJump: row.id < ZONE_JUMP_LIMIT,
  }
}

function zoneQuery(db: Executor, where: SQL | undefined) {
  return db
    .select(zoneColumns)
    .from(zone)
    .innerJoin(enterprise, eq(enterprise.id, zone.enterpriseId))
    .where(and(eq(zone.status, 'ACTIVE'), where))
}

async function onlineZone(db: Executor, id: number): Promise<ZoneRow> {
  const [row] = await zoneQuery(db, eq(zone.id, id))
  if (!row) throw zoneNotFound()
  return row
}

async function oneZone(db: Executor, id: number, accountId: number | undefined): Promise<ZoneAnswer> {
  const row = await onlineZone(db, id)
  const [answer] = await zonesAnswer(db, [row], accountId)
  if (!answer) throw zoneNotFound()
  return answer
}

async function itemPage(
  db: Executor,
  where: SQL | undefined,
  page: number,
  size: number,
): Promise<ResponseOf<'zone.contents'>> {
  const condition = and(onlineItem, where)
  const [rows, [total]] = await Promise.all([
    db
      .select(itemColumns)
      .from(zoneItem)
      .innerJoin(zone, eq(zone.id, zoneItem.zoneId))
      .where(condition)
      .orderBy(desc(zoneItem.publishedAt), desc(zoneItem.id))
      .limit(size)
      .offset((page - 1) * size),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(zoneItem)
      .innerJoin(zone, eq(zone.id, zoneItem.zoneId))
      .where(condition),
  ])
  const count = total?.count ?? 0
  return { items: rows.map(toItem), total: count, page, size, hasMore: page * size < count }
}

/**
 * The zone list's filter: online zones and, when `keyword` is not null, those whose title or enterprise
 * name contains it.
 */
const listedZone = and(
  eq(zone.status, 'ACTIVE'),
  sql`(${sql.placeholder('keyword')}::text IS NULL OR strpos(${zone.title}, ${sql.placeholder('keyword')}) > 0
    OR strpos(${enterprise.name}, ${sql.placeholder('keyword')}) > 0)`,
)

const listedZoneCount = (db: AppDb) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(zone)
    .innerJoin(enterprise, eq(enterprise.id, zone.enterpriseId))
    .where(listedZone)

/**
 * A page of the zone list in one statement: each zone with its item count and the caller's follow flag
 * (`accountId` null: not followed), and on every row the number of zones listed (a page past the end has no
 * row to carry it: zoneListCount).
 */
const zoneListPage = prepared('zone_list_page', (db, name) =>
  db
    .select({
      ...zoneColumns,
      itemCount: sql<number>`(SELECT count(*) FROM ${zoneItem}
        WHERE ${zoneItem.zoneId} = ${zone.id} AND ${zoneItem.status} = 'ACTIVE')::int`,
      followed: sql<boolean>`EXISTS (SELECT 1 FROM ${zoneFollow}
        WHERE ${zoneFollow.zoneId} = ${zone.id} AND ${zoneFollow.accountId} = ${sql.placeholder('accountId')})`,
      total: sql<number>`${listedZoneCount(db)}`,
    })
    .from(zone)
    .innerJoin(enterprise, eq(enterprise.id, zone.enterpriseId))
    .where(listedZone)
    .orderBy(asc(zone.sortOrder), asc(zone.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const zoneListCount = prepared('zone_list_count', (db, name) => listedZoneCount(db).prepare(name))

const typeFilter = (type: ZoneItemType | undefined) => (type ? eq(zoneItem.type, type) : undefined)
const sectionFilter = (section: ZoneItemSection | undefined) =>
  section ? eq(zoneItem.section, section) : undefined

export const zoneHandlers: Handlers<ZoneEndpointName> = {
  'zone.home': async ({ session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const follows = await db
      .select({ id: zoneFollow.zoneId })
      .from(zoneFollow)
      .where(eq(zoneFollow.accountId, accountId))
      .orderBy(desc(zoneFollow.followedAt), asc(zoneFollow.zoneId))
    const followedIds = follows.map((row) => row.id)
    const [followedRows, recommendedRows] = await Promise.all([
      followedIds.length === 0 ? Promise.resolve([]) : zoneQuery(db, inArray(zone.id, followedIds)),
      zoneQuery(db, followedIds.length === 0 ? undefined : notInArray(zone.id, followedIds)).orderBy(
        asc(zone.sortOrder),
        asc(zone.id),
      ),
    ])
    const byId = new Map(followedRows.map((row) => [row.id, row]))
    const ordered = followedIds.flatMap((id) => byId.get(id) ?? [])
    const [followed, recommended, latest] = await Promise.all([
      zonesAnswer(db, ordered, accountId),
      zonesAnswer(db, recommendedRows, accountId),
      ordered.length === 0
        ? Promise.resolve({ items: [] as ItemAnswer[] })
        : itemPage(
            db,
            inArray(
              zoneItem.zoneId,
              ordered.map((row) => row.id),
            ),
            1,
            10,
          ),
    ])
    return { followed, recommended, latest: latest.items }
  },

  'zone.items': async ({ query, session, database }) => {
    const { db } = database
    const keyword = query.keyword?.trim() || null
    const rows = await zoneListPage(db).execute({
      keyword,
      accountId: accountIdOf(session) ?? null,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    })
    const count = rows[0]?.total ?? (await zoneListCount(db).execute({ keyword }))[0]?.count ?? 0
    return {
      items: rows.map(({ itemCount, followed, ...row }) => toZoneAnswer(row, itemCount, followed)),
      total: count,
      page: query.page,
      size: query.size,
      hasMore: query.page * query.size < count,
    }
  },

  'zone.search': async ({ query, database }) => {
    const keyword = query.keyword?.trim()
    if (!keyword) return { items: [], total: 0, page: query.page, size: query.size, hasMore: false }
    return itemPage(
      database.db,
      and(
        or(sql`strpos(${zoneItem.title}, ${keyword}) > 0`, sql`strpos(${zoneItem.summary}, ${keyword}) > 0`),
        typeFilter(query.type),
      ),
      query.page,
      query.size,
    )
  },

  'zone.detail': async ({ params, session, database }) => {
    const row = await onlineZone(database.db, params.id)
    const [answer] = await zonesAnswer(database.db, [row], accountIdOf(session))
    if (!answer) throw zoneNotFound()
    return { ...answer, introduction: row.introduction }
  },

  'zone.contents': async ({ params, query, database }) => {
    await onlineZone(database.db, params.id)
    return itemPage(
      database.db,
      and(eq(zoneItem.zoneId, params.id), sectionFilter(query.section), typeFilter(query.type)),
      query.page,
      query.size,
    )
  },

  'zone.follow': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    await onlineZone(database.db, params.id)
    await database.db.insert(zoneFollow).values({ zoneId: params.id, accountId }).onConflictDoNothing()
    return oneZone(database.db, params.id, accountId)
  },

  'zone.unfollow': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    await onlineZone(database.db, params.id)
    await database.db
      .delete(zoneFollow)
      .where(and(eq(zoneFollow.zoneId, params.id), eq(zoneFollow.accountId, accountId)))
    return oneZone(database.db, params.id, accountId)
  },

  'zone.item': async ({ params, database, services }) => {
    const { db } = database
    const [row] = await db
      .select({
        ...itemColumns,
        content: zoneItem.content,
        videoUrl: zoneItem.videoUrl,
        enterpriseId: zone.enterpriseId,
      })
      .from(zoneItem)
      .innerJoin(zone, eq(zone.id, zoneItem.zoneId))
      .where(and(eq(zoneItem.id, params.id), onlineItem))
    if (!row) throw itemNotFound()
    const [owner] = await db.select().from(enterprise).where(eq(enterprise.id, row.enterpriseId))
    if (!owner) throw itemNotFound()
    const { enterpriseId: _enterpriseId, content, videoUrl, ...item } = row
    return {
      ...toItem(item),
      viewCount: row.viewCount + services.views.count('zone_item', row.id),
      content,
      videoUrl,
      enterprise: {
        id: owner.id,
        name: owner.name,
        logoUrl: owner.logoUrl,
        description: owner.description,
      },
    }
  },
}
