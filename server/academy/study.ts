import { and, eq, gte, lte, sql } from 'drizzle-orm'
import { shanghaiDay } from '../activities/window'
import { type AppDb, studyDay } from '../db/index'

/**
 * The ledger of study time (study_day; docs/server.md, Study time; docs/decisions/0023): written by every
 * lesson progress save, read by 我的成长学院 (academy.userSummary), the study sprint month and the
 * DURATION activity, so the three show one doctor's study alike. A day is the Asia/Shanghai calendar day.
 */

/** One progress save counts at most this much study time (saves come every 15 s while playing). */
export const MAX_STUDY_SECONDS_PER_SAVE = 120

/** A day holds at most 24 hours, however many saves arrive. */
const MAX_SECONDS_PER_DAY = 86_400

/** A day counts as a study day from one whole minute on. */
export const STUDY_DAY_MIN_SECONDS = 60

/** The doctor's last save of the lesson: the position reached and when. */
export interface LastSave {
  readonly seconds: number
  readonly updatedAt: Date
}

/**
 * The study time a progress save adds: how far playback moved on since the doctor's last save of the
 * lesson (all of the position on a first save). A position behind the last one is a replay or a seek
 * back: what was watched since is at most the new position and at most the time since the last save, so
 * an immediate seek back counts nothing and a replay from the start counts what it played. Capped at
 * MAX_STUDY_SECONDS_PER_SAVE, so a seek forward counts no more than two minutes.
 */
export function secondsWatched(before: LastSave | undefined, position: number, now: Date): number {
  const moved = before === undefined ? position : position - before.seconds
  const watched =
    before === undefined || moved >= 0
      ? moved
      : Math.min(position, (now.getTime() - before.updatedAt.getTime()) / 1000)
  return Math.max(0, Math.min(MAX_STUDY_SECONDS_PER_SAVE, Math.floor(watched)))
}

/** Adds study time and a lesson finished for the first time to the doctor's day (`now`'s). */
export async function recordStudy(
  db: AppDb,
  accountId: number,
  study: { seconds: number; finishedLesson: boolean },
  now = new Date(),
): Promise<void> {
  const seconds = Math.max(0, Math.min(MAX_STUDY_SECONDS_PER_SAVE, Math.floor(study.seconds)))
  const lessons = study.finishedLesson ? 1 : 0
  if (seconds === 0 && lessons === 0) return
  await db
    .insert(studyDay)
    .values({ accountId, day: shanghaiDay(now), seconds, lessons })
    .onConflictDoUpdate({
      target: [studyDay.accountId, studyDay.day],
      set: {
        seconds: sql`least(${MAX_SECONDS_PER_DAY}, ${studyDay.seconds} + ${seconds})`,
        lessons: sql`${studyDay.lessons} + ${lessons}`,
      },
    })
}

/** Whole minutes of a number of seconds: every screen shows study time this way. */
export function minutesOf(seconds: number): number {
  return Math.floor(Math.max(0, seconds) / 60)
}

/** The first and last Asia/Shanghai day of a window that ends at `end` (exclusive). */
export function daysOfWindow(start: Date, end: Date): { first: string; last: string } {
  return { first: shanghaiDay(start), last: shanghaiDay(new Date(end.getTime() - 1)) }
}

/** A doctor's study between two days (inclusive; either left out: unbounded). */
export interface StudyTotals {
  readonly seconds: number
  readonly lessons: number
  /** Days with at least STUDY_DAY_MIN_SECONDS. */
  readonly days: number
}

export async function studyTotals(
  db: AppDb,
  accountId: number,
  range: { first?: string; last?: string } = {},
): Promise<StudyTotals> {
  const [row] = await db
    .select({
      seconds: sql<number>`coalesce(sum(${studyDay.seconds}), 0)::int`,
      lessons: sql<number>`coalesce(sum(${studyDay.lessons}), 0)::int`,
      days: sql<number>`(count(*) filter (where ${studyDay.seconds} >= ${STUDY_DAY_MIN_SECONDS}))::int`,
    })
    .from(studyDay)
    .where(
      and(
        eq(studyDay.accountId, accountId),
        range.first === undefined ? undefined : gte(studyDay.day, range.first),
        range.last === undefined ? undefined : lte(studyDay.day, range.last),
      ),
    )
  return {
    seconds: Number(row?.seconds ?? 0),
    lessons: Number(row?.lessons ?? 0),
    days: Number(row?.days ?? 0),
  }
}

/** A doctor's days between two days (inclusive), with the seconds and lessons of each. */
export async function studyDays(
  db: AppDb,
  accountId: number,
  range: { first: string; last: string },
): Promise<{ day: string; seconds: number; lessons: number }[]> {
  return db
    .select({ day: studyDay.day, seconds: studyDay.seconds, lessons: studyDay.lessons })
    .from(studyDay)
    .where(
      and(eq(studyDay.accountId, accountId), gte(studyDay.day, range.first), lte(studyDay.day, range.last)),
    )
}
