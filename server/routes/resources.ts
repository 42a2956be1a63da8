import { randomInt } from 'node:crypto'
import { and, asc, countDistinct, desc, eq, lt, sql } from 'drizzle-orm'
import { MAX_UNPAGED_LIST } from '../../schemas/api/paging'
import { INVITE_REWARD_BEANS, type resourceEndpoints } from '../../schemas/api/resources'
import { courseSummariesById, isFavorite } from '../academy/catalogue'
import type { Session } from '../auth/tokens'
import {
  type AppDb,
  account,
  aiMessage,
  ebook,
  ebookReceipt,
  exam,
  gcpFile,
  gcpLesson,
  gcpLessonProgress,
  gcpTraining,
  guideline,
  invitation,
  inviteCode,
  lessonProgress,
} from '../db/index'
import { ApiError } from '../errors'
import type { Handlers } from './handler'

type ResourceEndpointName = (typeof resourceEndpoints)[number]['name']

const trainingNotFound = () => new ApiError(404, 'gcp.training.not.found', '培训不存在')
const ebookNotFound = () => new ApiError(404, 'ebook.not.found', '电子书不存在')

const accountIdOf = (session: Session | undefined): number | undefined =>
  session ? Number(session.userId) : undefined

async function trainingOrThrow(db: AppDb, activityId: number) {
  const [row] = await db.select().from(gcpTraining).where(eq(gcpTraining.activityId, activityId))
  if (!row) throw trainingNotFound()
  return row
}

type LearnStatus = 'NOT_STARTED' | 'LEARNING' | 'FINISHED'

/**
 * The training's lessons with the caller's state: FINISHED when the GCP row says so or the academy
 * lesson it plays was watched to the end (lesson_progress.finished), LEARNING once either was opened.
 */
async function lessonsWithState(db: AppDb, activityId: number, accountId: number | undefined) {
  const viewer = accountId ?? 0
  const rows = await db
    .select({
      lesson: gcpLesson,
      state: gcpLessonProgress.state,
      openedAt: gcpLessonProgress.updatedAt,
      watchedFinished: lessonProgress.finished,
    })
    .from(gcpLesson)
    .leftJoin(
      gcpLessonProgress,
      and(eq(gcpLessonProgress.gcpLessonId, gcpLesson.id), eq(gcpLessonProgress.accountId, viewer)),
    )
    .leftJoin(
      lessonProgress,
      and(eq(lessonProgress.lessonId, gcpLesson.lessonId), eq(lessonProgress.accountId, viewer)),
    )
    .where(eq(gcpLesson.activityId, activityId))
    .orderBy(asc(gcpLesson.sortOrder), asc(gcpLesson.id))
    .limit(MAX_UNPAGED_LIST)
  return rows.map((row) => {
    const learnStatus: LearnStatus =
      row.state === 'FINISHED' || row.watchedFinished === true
        ? 'FINISHED'
        : row.state !== null || row.watchedFinished !== null
          ? 'LEARNING'
          : 'NOT_STARTED'
    return { ...row.lesson, learnStatus, openedAt: row.openedAt }
  })
}

type LessonState = Awaited<ReturnType<typeof lessonsWithState>>[number]

function progressOf(activityId: number, lessons: readonly LessonState[]) {
  // spec: taken-down lessons neither count nor block the exam.
  const active = lessons.filter((row) => row.status === 'ACTIVE')
  const finishedCount = active.filter((row) => row.learnStatus === 'FINISHED').length
  const totalCount = active.length
  const last = lessons
    .filter((row) => row.openedAt !== null)
    .sort((a, b) => (b.openedAt?.getTime() ?? 0) - (a.openedAt?.getTime() ?? 0))[0]
  return {
    activityId,
    finishedCount,
    totalCount,
    percent: totalCount === 0 ? 0 : Math.round((finishedCount / totalCount) * 100),
    examUnlocked: totalCount > 0 && finishedCount === totalCount,
    lastLessonId: last?.id ?? null,
  }
}

// ------------------------------------------------------------------------------------------- e-books

type EbookRow = typeof ebook.$inferSelect

function ebookStatus(row: EbookRow, now: Date) {
  if (now < row.startTime) return 'NOT_STARTED' as const
  if (now >= row.endTime) return 'ENDED' as const
  if (row.receivedCount >= row.stock) return 'OUT_OF_STOCK' as const
  return 'AVAILABLE' as const
}

async function ebookAnswer(db: AppDb, id: number, accountId: number | undefined) {
  const [row] = await db.select().from(ebook).where(eq(ebook.id, id))
  if (!row) throw ebookNotFound()
  const [receipt] =
    accountId === undefined
      ? []
      : await db
          .select({ receivedAt: ebookReceipt.receivedAt })
          .from(ebookReceipt)
          .where(and(eq(ebookReceipt.ebookId, id), eq(ebookReceipt.accountId, accountId)))
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    publisher: row.publisher,
    coverUrl: row.coverUrl,
    introduction: row.introduction,
    pageCount: row.pageCount,
    stock: row.stock,
    remaining: Math.max(0, row.stock - row.receivedCount),
    startTime: row.startTime.toISOString(),
    endTime: row.endTime.toISOString(),
    status: ebookStatus(row, new Date()),
    received: receipt !== undefined,
    receivedAt: receipt ? receipt.receivedAt.toISOString() : null,
    // The reading link is the prize: only a doctor who received the book gets it.
    readUrl: receipt ? row.readUrl : '',
  }
}

// -------------------------------------------------------------------------------------------- invites

const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function newInviteCode(): string {
  return Array.from({ length: 8 }, () => CODE_LETTERS[randomInt(0, CODE_LETTERS.length)]).join('')
}

/** The account's code, made on first use; a clash with another account's code draws again. */
async function inviteCodeOf(db: AppDb, accountId: number): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [existing] = await db
      .select({ code: inviteCode.code })
      .from(inviteCode)
      .where(eq(inviteCode.accountId, accountId))
    if (existing) return existing.code
    await db.insert(inviteCode).values({ accountId, code: newInviteCode() }).onConflictDoNothing()
  }
  throw new Error(`could not make an invite code for account ${accountId}`)
}

/** 李* / 欧阳* : the surname stays, the rest is hidden (friends are listed to someone else). */
function maskName(name: string): string {
  const chars = [...name]
  if (chars.length <= 1) return name
  return `${chars[0]}${'*'.repeat(Math.min(2, chars.length - 1))}`
}

const INVITE_RULES = [
  '分享您的专属邀请码或邀请链接给医生好友，好友通过链接注册即为邀请成功。',
  `好友完成医师认证后，您可获得 ${INVITE_REWARD_BEANS} 麦豆奖励，邀请人数不设上限。`,
  '麦豆将在好友认证通过后 24 小时内发放至您的账户。',
  '如发现刷号等违规行为，平台有权取消奖励。',
]

export const resourceHandlers: Handlers<ResourceEndpointName> = {
  'gcp.detail': async ({ params, session, database }) => {
    const { db } = database
    const training = await trainingOrThrow(db, params.activityId)
    const accountId = accountIdOf(session)
    const [lessons, [files], [learners], [finalExam]] = await Promise.all([
      lessonsWithState(db, params.activityId, accountId),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(gcpFile)
        .where(eq(gcpFile.activityId, params.activityId)),
      db
        .select({ total: countDistinct(gcpLessonProgress.accountId) })
        .from(gcpLessonProgress)
        .innerJoin(gcpLesson, eq(gcpLesson.id, gcpLessonProgress.gcpLessonId))
        .where(eq(gcpLesson.activityId, params.activityId)),
      training.examId === null
        ? []
        : db
            .select({
              id: exam.id,
              title: exam.title,
              passScore: exam.passScore,
              questionCount: exam.questionCount,
            })
            .from(exam)
            .where(eq(exam.id, training.examId)),
    ])
    return {
      activityId: training.activityId,
      title: training.title,
      subtitle: training.subtitle,
      coverUrl: training.coverUrl,
      organizer: training.organizer,
      introduction: training.introduction,
      creditText: training.creditText,
      lessonCount: lessons.filter((row) => row.status === 'ACTIVE').length,
      fileCount: files?.total ?? 0,
      learnerCount: training.learnerCountBase + (learners?.total ?? 0),
      exam: finalExam
        ? {
            id: finalExam.id,
            title: finalExam.title,
            routeType: 'ACTIVITY' as const,
            passScore: finalExam.passScore,
            questionCount: finalExam.questionCount,
          }
        : null,
      progress: accountId === undefined ? null : progressOf(params.activityId, lessons),
    }
  },

  'gcp.lessons': async ({ params, session, database }) => {
    await trainingOrThrow(database.db, params.activityId)
    const lessons = await lessonsWithState(database.db, params.activityId, accountIdOf(session))
    return {
      items: lessons.map((row) => ({
        id: row.id,
        lessonId: row.lessonId,
        title: row.title,
        lessonType: row.lessonType,
        lecturer: row.lecturer,
        duration: row.duration,
        coverUrl: row.coverUrl,
        status: row.status,
        learnStatus: row.learnStatus,
      })),
    }
  },

  'gcp.lessonAccess': async ({ params, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const [row] = await db
      .select()
      .from(gcpLesson)
      .where(and(eq(gcpLesson.id, params.id), eq(gcpLesson.activityId, params.activityId)))
    if (!row) throw new ApiError(404, 'gcp.lesson.not.found', '课程不存在')
    if (row.status === 'INACTIVE') throw new ApiError(400, 'academy.lesson.inactive', '该课程已下线')
    // Opening marks the lesson 学习中 (a finished one stays finished) and makes it the 继续学习 one.
    await db
      .insert(gcpLessonProgress)
      .values({ accountId, gcpLessonId: row.id, state: 'LEARNING' })
      .onConflictDoUpdate({
        target: [gcpLessonProgress.accountId, gcpLessonProgress.gcpLessonId],
        set: { updatedAt: sql`now()` },
      })
    const [state] = (await lessonsWithState(db, params.activityId, accountId)).filter(
      (lesson) => lesson.id === row.id,
    )
    return {
      id: row.id,
      lessonId: row.lessonId,
      lessonType: row.lessonType,
      learnStatus: state?.learnStatus ?? 'LEARNING',
    }
  },

  'gcp.files': async ({ params, database }) => {
    await trainingOrThrow(database.db, params.activityId)
    const rows = await database.db
      .select()
      .from(gcpFile)
      .where(eq(gcpFile.activityId, params.activityId))
      .orderBy(asc(gcpFile.sortOrder), asc(gcpFile.id))
      .limit(MAX_UNPAGED_LIST)
    return {
      items: rows.map((row) => ({
        id: row.id,
        name: row.name,
        fileType: row.fileType,
        url: row.url,
        size: row.size,
        description: row.description,
        updatedAt: row.updatedAt.toISOString(),
      })),
    }
  },

  'gcp.progress': async ({ params, session, database }) => {
    await trainingOrThrow(database.db, params.activityId)
    const lessons = await lessonsWithState(database.db, params.activityId, Number(session.userId))
    return progressOf(params.activityId, lessons)
  },

  'guideline.detail': async ({ params, session, database, services }) => {
    const { db } = database
    const [found] = await db.select().from(guideline).where(eq(guideline.id, params.id))
    if (!found) throw new ApiError(404, 'guideline.not.found', '指南不存在')
    const row = { ...found, viewCount: found.viewCount + services.views.count('guideline', found.id) }
    const [courses, favorite] = await Promise.all([
      courseSummariesById(db, row.relatedCourseIds),
      isFavorite(db, accountIdOf(session), 'GUIDELINE', row.id),
    ])
    return {
      id: row.id,
      title: row.title,
      society: row.society,
      year: row.year,
      version: row.version,
      tags: row.tags,
      summary: row.summary,
      content: row.content,
      bigPicUrl: row.bigPicUrl,
      attachments: row.attachments,
      relatedCourses: row.relatedCourseIds.flatMap((id) => {
        const course = courses.get(id)
        if (course?.status !== 'ACTIVE') return []
        return [
          {
            id: course.id,
            title: course.title,
            bigPicUrl: course.bigPicUrl,
            lecturerName: course.lecturer.name,
            lessonCount: course.lessonCount,
            // What the order charges (the card and the course's detail agree): the one price function.
            price: course.payPrice,
          },
        ]
      }),
      viewCount: row.viewCount,
      publishedAt: row.publishedAt.toISOString(),
      favorite,
    }
  },

  'ebook.detail': async ({ params, session, database }) =>
    ebookAnswer(database.db, params.id, accountIdOf(session)),

  'ebook.receive': async ({ params, session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    // A visitor's captcha token is no doctor: e-books go to doctors' accounts.
    if (session.roles.includes('ROLE_GUEST')) {
      throw new ApiError(400, 'ebook.guest.forbidden', '请先登录医生账号')
    }
    const current = await ebookAnswer(db, params.id, accountId)
    if (current.received) return current
    if (current.status === 'NOT_STARTED') throw new ApiError(400, 'ebook.not.started', '活动还未开始')
    if (current.status === 'ENDED') throw new ApiError(400, 'ebook.ended', '活动已经结束')
    const outOfStock = () => new ApiError(400, 'ebook.out.of.stock', '电子书已领完')
    if (current.status === 'OUT_OF_STOCK') throw outOfStock()
    await db.transaction(async (tx) => {
      const [receipt] = await tx
        .insert(ebookReceipt)
        .values({ ebookId: params.id, accountId })
        .onConflictDoNothing()
        .returning({ id: ebookReceipt.ebookId })
      // Received meanwhile (a double tap): the first call took the copy.
      if (!receipt) return
      // One conditional update takes the copy, so parallel receipts never pass the stock.
      const [taken] = await tx
        .update(ebook)
        .set({ receivedCount: sql`${ebook.receivedCount} + 1` })
        .where(
          and(
            eq(ebook.id, params.id),
            lt(ebook.receivedCount, ebook.stock),
            sql`now() >= ${ebook.startTime}`,
            sql`now() < ${ebook.endTime}`,
          ),
        )
        .returning({ id: ebook.id })
      if (!taken) throw outOfStock()
    })
    return ebookAnswer(db, params.id, accountId)
  },

  'aiShare.message': async ({ params, query, database }) => {
    const { db } = database
    const [message] = await db.select().from(aiMessage).where(eq(aiMessage.id, params.messageId))
    if (!message) throw new ApiError(404, 'ai.message.not.found', '内容不存在或已删除')
    const raw = query.shareDoctorId?.trim() ?? ''
    const [sharer] =
      raw === ''
        ? []
        : await db
            .select({
              id: account.id,
              name: account.name,
              avatar: account.avatar,
              hospital: account.hospital,
              department: account.department,
              title: account.title,
            })
            .from(account)
            .where(/^\d{1,15}$/.test(raw) ? eq(account.id, Number(raw)) : eq(account.doctorId, raw))
    return {
      id: message.id,
      agentName: message.agentName,
      question: message.question,
      answer: message.answer,
      references: message.references,
      createdAt: message.createdAt.toISOString(),
      sharer: sharer ?? null,
    }
  },

  'invite.mine': async ({ session, database }) => {
    const { db } = database
    const accountId = Number(session.userId)
    const code = await inviteCodeOf(db, accountId)
    const friends = await db
      .select({
        id: account.id,
        name: account.name,
        avatar: account.avatar,
        hospital: account.hospital,
        accurateAuth: account.accurateAuth,
        invitedAt: invitation.invitedAt,
      })
      .from(invitation)
      .innerJoin(account, eq(account.id, invitation.inviteeId))
      .where(eq(invitation.inviterId, accountId))
      .orderBy(desc(invitation.invitedAt), asc(account.id))
    const invitees = friends.map((friend) => {
      // spec §2: accurateAuth 2 is a certified doctor.
      const certified = friend.accurateAuth === 2
      return {
        id: friend.id,
        name: maskName(friend.name),
        avatar: friend.avatar,
        hospital: friend.hospital,
        status: certified ? ('CERTIFIED' as const) : ('REGISTERED' as const),
        invitedAt: friend.invitedAt.toISOString(),
        rewardBeans: certified ? INVITE_REWARD_BEANS : 0,
      }
    })
    const certifiedCount = invitees.filter((friend) => friend.status === 'CERTIFIED').length
    return {
      code,
      sharePath: `/invite?code=${code}`,
      inviteCount: invitees.length,
      certifiedCount,
      rewardBeans: certifiedCount * INVITE_REWARD_BEANS,
      beansPerInvitee: INVITE_REWARD_BEANS,
      rules: INVITE_RULES,
      invitees,
    }
  },

  'invite.inviter': async ({ params, database }) => {
    const { db } = database
    const code = params.code.toUpperCase()
    const [inviter] = await db
      .select({
        id: account.id,
        name: account.name,
        avatar: account.avatar,
        hospital: account.hospital,
        department: account.department,
        title: account.title,
      })
      .from(inviteCode)
      .innerJoin(account, eq(account.id, inviteCode.accountId))
      .where(eq(inviteCode.code, code))
    if (!inviter) throw new ApiError(404, 'invite.code.not.found', '邀请码无效')
    const [invited] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitation)
      .where(eq(invitation.inviterId, inviter.id))
    return {
      code,
      name: inviter.name,
      avatar: inviter.avatar,
      hospital: inviter.hospital,
      department: inviter.department,
      title: inviter.title,
      inviteCount: invited?.total ?? 0,
    }
  },
}
