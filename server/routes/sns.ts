import { and, asc, count, desc, eq, isNull, type Placeholder, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { FromSchema } from 'json-schema-to-ts'
import {
  COMMENT_MAX_LENGTH,
  type commentSchema,
  INLINE_REPLY_COUNT,
  type replySchema,
  type snsEndpoints,
} from '../../schemas/api/sns'
import {
  type AppDb,
  account,
  lesson,
  type SnsObjectType,
  snsComment,
  snsCommentLike,
  snsCommentReply,
  snsCommentReplyLike,
  snsFavorite,
  snsLike,
} from '../db/index'
import { prepared } from '../db/prepared'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

type SnsEndpointName = (typeof snsEndpoints)[number]['name']
type CommentAnswer = FromSchema<typeof commentSchema>
type ReplyAnswer = FromSchema<typeof replySchema>

const commentNotFound = () => new ApiError(404, 'sns.comment.not.found', '评论不存在或已删除')
// 400, not 403: the client logs in again on every 403 (spec §4 status table).
const commentForbidden = () => new ApiError(400, 'sns.comment.forbidden', '只能删除自己的评论')

/** Comment and reply text: trimmed, then 1 to 500 characters (code points, as PostgreSQL counts). */
function commentText(content: string): string {
  const text = content.trim()
  if (text === '') throw new ApiError(400, 'sns.comment.empty', '评论内容不能为空')
  if ([...text].length > COMMENT_MAX_LENGTH) {
    throw new ApiError(400, 'sns.comment.too.long', `评论内容不能超过${COMMENT_MAX_LENGTH}字`)
  }
  return text
}

const LESSON_TYPES = ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'] as const

/** Whether the social module names a lesson by this type (the lesson's own lesson_type). */
const isLessonType = (type: SnsObjectType): type is (typeof LESSON_TYPES)[number] =>
  (LESSON_TYPES as readonly SnsObjectType[]).includes(type)

/**
 * Likes of an object. A lesson also counts the likes it had before this system (lesson.like_count_base),
 * as the lesson answers of the academy module do, so the two never disagree.
 */
async function likeState(db: AppDb, accountId: number, objectType: SnsObjectType, objectId: number) {
  const liked = sql<boolean>`EXISTS (SELECT 1 FROM ${snsLike} WHERE ${snsLike.accountId} = ${accountId}
    AND ${snsLike.objectType} = ${objectType} AND ${snsLike.objectId} = ${objectId})`
  if (isLessonType(objectType)) {
    // A lesson's likes are counted in lesson.like_count (migration 0024), under the lesson's own type.
    const [row] = await db
      .select({
        likeCount: sql<number>`(${lesson.likeCountBase} + CASE WHEN ${lesson.lessonType} = ${objectType} THEN ${lesson.likeCount} ELSE 0 END)::int`,
        liked,
      })
      .from(lesson)
      .where(eq(lesson.id, objectId))
    if (row) return row
  }
  const [counted] = await db
    .select({ likeCount: count(), liked })
    .from(snsLike)
    .where(and(eq(snsLike.objectType, objectType), eq(snsLike.objectId, objectId)))
  return { liked: counted?.liked ?? false, likeCount: counted?.likeCount ?? 0 }
}

/** The comments (not deleted) on the object `type` `id`. */
const commentsOnObject = and(
  eq(snsComment.objectType, sql.placeholder('type')),
  eq(snsComment.objectId, sql.placeholder('id')),
  isNull(snsComment.deletedAt),
)

/** The comment counter (migration 0024) of the lesson `id` when `type` is its own type. */
const lessonCommentCount = (db: AppDb) =>
  db
    .select({ total: lesson.commentCount })
    .from(lesson)
    .where(and(eq(lesson.id, sql.placeholder('id')), eq(lesson.lessonType, sql.placeholder('type'))))

const commentCount = (db: AppDb) => db.select({ total: count() }).from(snsComment).where(commentsOnObject)

const lessonCommentTotal = prepared('sns_lesson_comment_total', (db, name) =>
  lessonCommentCount(db).prepare(name),
)
const commentTotalCounted = prepared('sns_comment_total', (db, name) => commentCount(db).prepare(name))

/**
 * Comments (not deleted) on an object: a lesson's counter (migration 0024) for a lesson under its own
 * type, else counted. commentPage reads the same in its own statement.
 */
async function commentTotal(db: AppDb, type: SnsObjectType, id: number) {
  if (isLessonType(type)) {
    const [row] = await lessonCommentTotal(db).execute({ id, type })
    if (row) return row.total
  }
  const [counted] = await commentTotalCounted(db).execute({ type, id })
  return counted?.total ?? 0
}

/** A live comment (not deleted); undefined when there is none. */
async function liveComment(db: AppDb, commentId: number) {
  const [comment] = await db
    .select({ id: snsComment.id, accountId: snsComment.accountId })
    .from(snsComment)
    .where(and(eq(snsComment.id, commentId), isNull(snsComment.deletedAt)))
  return comment
}

/** A live reply of a live comment; undefined when either is gone. */
async function liveReply(db: AppDb, commentId: number, replyId: number) {
  const [reply] = await db
    .select({ id: snsCommentReply.id, accountId: snsCommentReply.accountId })
    .from(snsCommentReply)
    .innerJoin(snsComment, eq(snsComment.id, snsCommentReply.commentId))
    .where(
      and(
        eq(snsCommentReply.id, replyId),
        eq(snsCommentReply.commentId, commentId),
        isNull(snsCommentReply.deletedAt),
        isNull(snsComment.deletedAt),
      ),
    )
  return reply
}

/** A comment's likes (its counter, migration 0024) and whether the caller is among them. */
async function commentLikeState(db: AppDb, accountId: number, commentId: number) {
  const [row] = await db
    .select({ likeCount: snsComment.likeCount, liked: likedComment(accountId) })
    .from(snsComment)
    .where(eq(snsComment.id, commentId))
  return { liked: row?.liked ?? false, likeCount: row?.likeCount ?? 0 }
}

async function replyLikeState(db: AppDb, accountId: number, replyId: number) {
  const [row] = await db
    .select({ likeCount: snsCommentReply.likeCount, liked: likedReply(accountId) })
    .from(snsCommentReply)
    .where(eq(snsCommentReply.id, replyId))
  return { liked: row?.liked ?? false, likeCount: row?.likeCount ?? 0 }
}

const likedComment = (accountId: number | Placeholder) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${snsCommentLike} WHERE ${snsCommentLike.commentId} = ${snsComment.id} AND ${snsCommentLike.accountId} = ${accountId})`

const likedReply = (accountId: number) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${snsCommentReplyLike} WHERE ${snsCommentReplyLike.replyId} = ${snsCommentReply.id} AND ${snsCommentReplyLike.accountId} = ${accountId})`

const replyTo = alias(account, 'reply_to')

/** A reply as read: a row of repliesWhere, or an element of a comment's `replies` (commentColumns). */
interface ReplyRow {
  id: number
  commentId: number
  content: string
  createdAt: Date
  authorId: number
  authorName: string
  authorAvatar: string
  replyToId: number | null
  replyToName: string | null
  likeCount: number
  liked: boolean
}

type ReplyJson = Omit<ReplyRow, 'createdAt'> & { createdAt: number }

function toReply(row: ReplyRow, accountId: number): ReplyAnswer {
  return {
    id: row.id,
    commentId: row.commentId,
    content: row.content,
    author: { userId: row.authorId, nickname: row.authorName, avatar: row.authorAvatar },
    replyTo:
      row.replyToId !== null && row.replyToName !== null
        ? { userId: row.replyToId, nickname: row.replyToName }
        : null,
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    liked: row.liked,
    mine: row.authorId === accountId,
  }
}

/** Replies matching `where`, oldest first, as the caller sees them. */
async function repliesWhere(db: AppDb, accountId: number, where: SQL | undefined): Promise<ReplyAnswer[]> {
  const rows = await db
    .select({
      id: snsCommentReply.id,
      commentId: snsCommentReply.commentId,
      content: snsCommentReply.content,
      createdAt: snsCommentReply.createdAt,
      authorId: account.id,
      authorName: account.name,
      authorAvatar: account.avatar,
      replyToId: replyTo.id,
      replyToName: replyTo.name,
      likeCount: snsCommentReply.likeCount,
      liked: likedReply(accountId),
    })
    .from(snsCommentReply)
    .innerJoin(account, eq(account.id, snsCommentReply.accountId))
    .leftJoin(replyTo, eq(replyTo.id, snsCommentReply.replyToAccountId))
    .where(where)
    .orderBy(asc(snsCommentReply.createdAt), asc(snsCommentReply.id))
  return rows.map((row) => toReply(row, accountId))
}

/**
 * A comment as the caller (`accountId`) sees it, with its first replies (oldest first, INLINE_REPLY_COUNT at
 * most) as JSON, read in the comment's own statement through the thread index. A reply's createdAt there is
 * in whole epoch milliseconds: the microseconds dropped, as a timestamp column's Date drops them.
 */
const commentColumns = (accountId: Placeholder) => ({
  id: snsComment.id,
  content: snsComment.content,
  createdAt: snsComment.createdAt,
  authorId: account.id,
  authorName: account.name,
  authorAvatar: account.avatar,
  likeCount: snsComment.likeCount,
  liked: likedComment(accountId),
  replyCount: snsComment.replyCount,
  replies: sql<ReplyJson[]>`(SELECT coalesce(json_agg(json_build_object(
      'id', r.id, 'commentId', r.comment_id, 'content', r.content,
      'createdAt', floor(extract(epoch FROM r.created_at) * 1000), 'authorId', a.id, 'authorName', a.name,
      'authorAvatar', a.avatar, 'replyToId', t.id, 'replyToName', t.name, 'likeCount', r.like_count,
      'liked', EXISTS (SELECT 1 FROM ${snsCommentReplyLike} l WHERE l.reply_id = r.id AND l.account_id = ${accountId})
    ) ORDER BY r.created_at, r.id), '[]'::json)
    FROM (SELECT * FROM ${snsCommentReply} r WHERE r.comment_id = ${snsComment.id} AND r.deleted_at IS NULL
      ORDER BY r.created_at, r.id LIMIT ${sql.raw(String(INLINE_REPLY_COUNT))}) r
    JOIN ${account} a ON a.id = r.account_id LEFT JOIN ${account} t ON t.id = r.reply_to_account_id)`,
})

interface CommentRow {
  id: number
  content: string
  createdAt: Date
  authorId: number
  authorName: string
  authorAvatar: string
  likeCount: number
  liked: boolean
  replyCount: number
  replies: readonly ReplyJson[]
}

function toComment(row: CommentRow, accountId: number): CommentAnswer {
  return {
    id: row.id,
    content: row.content,
    author: { userId: row.authorId, nickname: row.authorName, avatar: row.authorAvatar },
    createdAt: row.createdAt.toISOString(),
    likeCount: row.likeCount,
    liked: row.liked,
    mine: row.authorId === accountId,
    replyCount: row.replyCount,
    replies: row.replies.map((reply) =>
      toReply({ ...reply, createdAt: new Date(reply.createdAt) }, accountId),
    ),
  }
}

/**
 * A page of an object's comments, newest first, in one statement; each row also carries the total as
 * commentTotal reads it (a page past the end has no row to carry it).
 */
const commentPage = prepared('sns_comment_page', (db, name) =>
  db
    .select({
      ...commentColumns(sql.placeholder('accountId')),
      total: sql<number>`coalesce(${lessonCommentCount(db)}, ${commentCount(db)})::int`,
    })
    .from(snsComment)
    .innerJoin(account, eq(account.id, snsComment.accountId))
    .where(commentsOnObject)
    .orderBy(desc(snsComment.createdAt), desc(snsComment.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
)

const commentById = prepared('sns_comment_by_id', (db, name) =>
  db
    .select(commentColumns(sql.placeholder('accountId')))
    .from(snsComment)
    .innerJoin(account, eq(account.id, snsComment.accountId))
    .where(eq(snsComment.id, sql.placeholder('id')))
    .prepare(name),
)

const pageOf = <T>(items: T[], total: number, page: number, size: number) => ({
  items,
  total,
  page,
  size,
  hasMore: page * size < total,
})

export const snsHandlers: Handlers<SnsEndpointName> = {
  'favorite.items': async ({ params, query, session, database }) => {
    const where = and(
      eq(snsFavorite.accountId, Number(session.userId)),
      eq(snsFavorite.objectOwnerModule, params.x),
      query.objectType === undefined ? undefined : eq(snsFavorite.objectType, query.objectType),
    )
    const [counted] = await database.db.select({ total: count() }).from(snsFavorite).where(where)
    const rows = await database.db
      .select({
        objectId: snsFavorite.objectId,
        objectType: snsFavorite.objectType,
        objectTitle: snsFavorite.objectTitle,
        objectPicUrl: snsFavorite.objectPicUrl,
        objectOwnerModule: snsFavorite.objectOwnerModule,
        createdAt: snsFavorite.createdAt,
      })
      .from(snsFavorite)
      .where(where)
      .orderBy(desc(snsFavorite.createdAt), asc(snsFavorite.objectType), desc(snsFavorite.objectId))
      .limit(query.size)
      .offset((query.page - 1) * query.size)
    const items = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }))
    return pageOf(items, counted?.total ?? 0, query.page, query.size)
  },

  'favorite.add': async ({ params, body, session, database }) => {
    const saved = {
      objectTitle: body.objectTitle.trim(),
      objectPicUrl: body.objectPicUrl.trim(),
      objectOwnerModule: body.objectOwnerModule,
    }
    // Adding again keeps the favorite and its date; what it shows follows the latest add.
    await database.db
      .insert(snsFavorite)
      .values({
        accountId: Number(session.userId),
        objectType: params.objectType,
        objectId: params.objectId,
        ...saved,
      })
      .onConflictDoUpdate({
        target: [snsFavorite.accountId, snsFavorite.objectType, snsFavorite.objectId],
        set: saved,
      })
    return { favorite: true }
  },

  'favorite.remove': async ({ params, session, database }) => {
    await database.db
      .delete(snsFavorite)
      .where(
        and(
          eq(snsFavorite.accountId, Number(session.userId)),
          eq(snsFavorite.objectType, params.objectType),
          eq(snsFavorite.objectId, params.objectId),
        ),
      )
    return { favorite: false }
  },

  'favorite.status': async ({ params, session, database }) => {
    const [row] = await database.db
      .select({ objectId: snsFavorite.objectId })
      .from(snsFavorite)
      .where(
        and(
          eq(snsFavorite.accountId, Number(session.userId)),
          eq(snsFavorite.objectType, params.objectType),
          eq(snsFavorite.objectId, params.objectId),
        ),
      )
    return { favorite: row !== undefined }
  },

  'like.add': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    await database.db
      .insert(snsLike)
      .values({ accountId, objectType: params.type, objectId: params.id })
      .onConflictDoNothing()
    return likeState(database.db, accountId, params.type, params.id)
  },

  'like.remove': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    await database.db
      .delete(snsLike)
      .where(
        and(
          eq(snsLike.accountId, accountId),
          eq(snsLike.objectType, params.type),
          eq(snsLike.objectId, params.id),
        ),
      )
    return likeState(database.db, accountId, params.type, params.id)
  },

  'like.status': async ({ params, session, database }) =>
    likeState(database.db, Number(session.userId), params.type, params.id),

  'comment.items': async ({ params, query, session, database }) => {
    const accountId = Number(session.userId)
    const { type, id } = params
    const rows = await commentPage(database.db).execute({
      type,
      id,
      accountId,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    })
    const total = rows[0]?.total ?? (await commentTotal(database.db, type, id))
    const items = rows.map((row) => toComment(row, accountId))
    return pageOf(items, total, query.page, query.size)
  },

  'comment.post': async ({ params, body, session, database }) => {
    const accountId = Number(session.userId)
    const [created] = await database.db
      .insert(snsComment)
      .values({ accountId, objectType: params.type, objectId: params.id, content: commentText(body.content) })
      .returning({ id: snsComment.id })
    const [comment] = created ? await commentById(database.db).execute({ id: created.id, accountId }) : []
    if (!comment) throw new Error('the comment just posted could not be read back')
    return toComment(comment, accountId)
  },

  'comment.reply': async ({ params, body, session, database }) => {
    const accountId = Number(session.userId)
    const comment = await liveComment(database.db, params.id)
    if (!comment) throw commentNotFound()
    const content = commentText(body.content)
    const replyToAccountId = body.replyToUserId ?? null
    if (replyToAccountId !== null && replyToAccountId !== comment.accountId) {
      // Only someone in the thread can be answered.
      const [inThread] = await database.db
        .select({ id: snsCommentReply.id })
        .from(snsCommentReply)
        .where(
          and(
            eq(snsCommentReply.commentId, comment.id),
            eq(snsCommentReply.accountId, replyToAccountId),
            isNull(snsCommentReply.deletedAt),
          ),
        )
        .limit(1)
      if (!inThread) {
        throw new ApiError(400, 'sns.comment.reply.target.invalid', '回复对象不存在')
      }
    }
    const [created] = await database.db
      .insert(snsCommentReply)
      .values({ commentId: comment.id, accountId, replyToAccountId, content })
      .returning({ id: snsCommentReply.id })
    const [reply] = created
      ? await repliesWhere(database.db, accountId, eq(snsCommentReply.id, created.id))
      : []
    if (!reply) throw new Error('the reply just posted could not be read back')
    return reply
  },

  'comment.like': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    if (!(await liveComment(database.db, params.id))) throw commentNotFound()
    await database.db.insert(snsCommentLike).values({ accountId, commentId: params.id }).onConflictDoNothing()
    return commentLikeState(database.db, accountId, params.id)
  },

  'comment.unlike': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    if (!(await liveComment(database.db, params.id))) throw commentNotFound()
    await database.db
      .delete(snsCommentLike)
      .where(and(eq(snsCommentLike.accountId, accountId), eq(snsCommentLike.commentId, params.id)))
    return commentLikeState(database.db, accountId, params.id)
  },

  'comment.replyLike': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    if (!(await liveReply(database.db, params.id, params.replyId))) throw commentNotFound()
    await database.db
      .insert(snsCommentReplyLike)
      .values({ accountId, replyId: params.replyId })
      .onConflictDoNothing()
    return replyLikeState(database.db, accountId, params.replyId)
  },

  'comment.replyUnlike': async ({ params, session, database }) => {
    const accountId = Number(session.userId)
    if (!(await liveReply(database.db, params.id, params.replyId))) throw commentNotFound()
    await database.db
      .delete(snsCommentReplyLike)
      .where(
        and(eq(snsCommentReplyLike.accountId, accountId), eq(snsCommentReplyLike.replyId, params.replyId)),
      )
    return replyLikeState(database.db, accountId, params.replyId)
  },

  'comment.delete': async ({ params, session, database }) => {
    const comment = await liveComment(database.db, params.id)
    if (!comment) throw commentNotFound()
    if (comment.accountId !== Number(session.userId)) throw commentForbidden()
    // Soft delete: the comment and its thread leave every list and count.
    await database.db.update(snsComment).set({ deletedAt: sql`now()` }).where(eq(snsComment.id, comment.id))
    return { deleted: true as const }
  },

  'comment.replyDelete': async ({ params, session, database }) => {
    const reply = await liveReply(database.db, params.id, params.replyId)
    if (!reply) throw commentNotFound()
    if (reply.accountId !== Number(session.userId)) throw commentForbidden()
    await database.db
      .update(snsCommentReply)
      .set({ deletedAt: sql`now()` })
      .where(eq(snsCommentReply.id, reply.id))
    return { deleted: true as const }
  },
}
