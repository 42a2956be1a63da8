import { shanghaiDay } from '../activities/window'
import { type Database, studyDay } from '../db/index'

/**
 * The demo doctor's study days in the ledger of study time (study_day; server/academy/study.ts), one
 * definition for the seeds that write them: the activities seed (the DURATION activities 6 and 9) and
 * the rewards seed (the study sprint months). Either may run first and write a day; both write the same
 * numbers, so 我的成长学院, the sprint and the DURATION activity show 李医生 (10001) alike.
 */

export const DEMO_DOCTOR = 10_001
const DAY = 86_400_000

/** 李医生's minutes per day back from today (1 = yesterday), 0 a rest day: activity 6's last ten days. */
const RECENT_MINUTES = [45, 62, 30, 0, 55, 48, 70, 25, 40, 35]

/** 李医生's minutes so far today: under the sprint's daily goal, so its goal bar shows progress. */
const TODAY_MINUTES = 18

/** Activity 9 (2025-09-20 – 2025-10-25): 8 days of 45 minutes, every third day, the goal reached. */
export const AUTUMN_DURATION_DAYS = [
  '2025-09-22',
  '2025-09-25',
  '2025-09-28',
  '2025-10-01',
  '2025-10-04',
  '2025-10-07',
  '2025-10-10',
  '2025-10-13',
]
const AUTUMN_DURATION_MINUTES = 45

/**
 * 李医生's minutes on the days the seed fixes (today, the last ten days, activity 9's days); other days
 * of a sprint month follow the sprint seed's pattern.
 */
export function demoMinutesByDay(now: Date): Map<string, number> {
  const days = new Map<string, number>(AUTUMN_DURATION_DAYS.map((day) => [day, AUTUMN_DURATION_MINUTES]))
  RECENT_MINUTES.forEach((minutes, index) => {
    days.set(shanghaiDay(new Date(now.getTime() - (index + 1) * DAY)), minutes)
  })
  days.set(shanghaiDay(now), TODAY_MINUTES)
  return days
}

/** A seeded day: whole minutes, and a lesson finished for about every 25 minutes. */
export function seededStudyDay(accountId: number, day: string, minutes: number) {
  return { accountId, day, seconds: minutes * 60, lessons: Math.max(1, Math.round(minutes / 25)) }
}

/** Writes the days the ledger does not have yet; returns how many were written. */
export async function seedStudyDays(
  database: Database,
  days: readonly ReturnType<typeof seededStudyDay>[],
): Promise<number> {
  if (days.length === 0) return 0
  const written = await database.db
    .insert(studyDay)
    .values([...days])
    .onConflictDoNothing()
    .returning({ day: studyDay.day })
  return written.length
}
