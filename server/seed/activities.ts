import { eq, sql } from 'drizzle-orm'
import { shanghaiDay } from '../activities/window'
import {
  activityAppointment,
  activityCheckIn,
  activityRegistration,
  activityRewardClaim,
  activityTicket,
  type Database,
  lotteryChance,
  lotteryPrize,
  lotteryRecord,
} from '../db/index'
import { AUTUMN_DURATION_DAYS, DEMO_DOCTOR, demoMinutesByDay, seededStudyDay, seedStudyDays } from './study'

/**
 * The history of doctor 10001 in the demo activities and lotteries (docs/server.md, Activities and
 * lotteries): registrations, sign tickets, an appointment, study days and check-ins, a claimed reward,
 * chances used and lottery wins. Doctor 10011 has none. The activities 1–9 (each time window and
 * registration status) and lotteries 1–5 (each status, every prize type) are content:
 * `content/activities/<id>.json` and `content/lotteries/<id>.json`, applied by ./content.ts before this
 * runs, with prize ids lottery × 100 + place (101–106, 201–203, 301–303, 401, 501–502). History in what
 * runs now is relative to the seed run (registrations, study days, draws of lottery 1); in what has ended
 * or not started yet it is at fixed times inside their windows. The activities' page text is on the CDN:
 * server/cdn/derma-doctor/frontend/h5/activity/{id}/.
 */

const DAY = 86_400_000
const HOUR = 3_600_000

/**
 * Activity ids (contract: 1–9 reserved for the demo): the `number` of content/activities/<key in
 * kebab case>.json (dermoscopyChallenge → dermoscopy-challenge.json).
 */
export const ACTIVITY_IDS = {
  /** 2026 皮肤镜读片挑战赛: PROCESSING, registration START, lottery 1, vote 26, certificate. */
  dermoscopyChallenge: 1,
  /** Online summit: NO_STARTED, registration NOT_START, appointment offered (10001 SUBSCRIBED). */
  psoriasisSummit: 2,
  /** Offline workshop: COMPLETED, registration END; 10001 has two SIGNED tickets. */
  surgeryWorkshop: 3,
  /** Offline seminar: NO_STARTED, registration START (quota 200); 10001 has two UNSIGNED tickets. */
  youngDoctorSeminar: 4,
  /** GCP 培训 (contract: used by the GCP screens): TRAINING, PROCESSING, registration START. */
  gcpTraining: 5,
  /** 学习时长打卡: DURATION, PROCESSING; 10001 part-way, lottery 5. */
  studyDuration: 6,
  /** INACTIVE (taken offline) though its window is open. */
  inactiveCampaign: 7,
  /** A DURATION activity not started yet. */
  winterDuration: 8,
  /** A DURATION activity that has ended; 10001 reached the goal and claimed the reward. */
  autumnDuration: 9,
} as const

/** Lottery ids (contract: 1–5): the `number` of a content/lotteries file. */
export const LOTTERY_IDS = {
  /** dermoscopy-draw: PROCESSING, every prize type, 3 chances; 10001 has used 2. */
  processing: 1,
  /** new-year-draw: NO_STARTED. */
  notStarted: 2,
  /** autumn-festival-draw: COMPLETED; 10001 won an e-book. */
  completed: 3,
  /** member-day-draw: PROCESSING, 20 chances, one GOODS prize with stock 3 and nothing else: the stock test. */
  limitedStock: 4,
  /** check-in-draw: PROCESSING, 1 chance, on the duration activity 6. */
  oneChance: 5,
} as const

/** Rows inserted on this run (all 0 on a second run). */
export interface ActivitySeedReport {
  readonly registrations: number
  readonly appointments: number
  readonly tickets: number
  readonly studyDays: number
  readonly lotteryRecords: number
}

/** The history; the activities and lotteries it names must be there (./content.ts). */
export async function seedActivities(
  database: Database,
  now: Date = new Date(),
): Promise<ActivitySeedReport> {
  const { db } = database
  const time = now.getTime()
  const at = (days: number, hours = 0) => new Date(time + days * DAY + hours * HOUR)

  const registrations = await db
    .insert(activityRegistration)
    .values(
      [1, 3, 4, 5].map((activityId) => ({
        activityId,
        accountId: DEMO_DOCTOR,
        // Activity 3's registration closed on 2025-10-26; the others take sign-ups now.
        registeredAt: activityId === 3 ? new Date('2025-10-10T10:00:00+08:00') : at(-2),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: activityRegistration.activityId })
  const appointments = await db
    .insert(activityAppointment)
    .values({ activityId: 2, accountId: DEMO_DOCTOR, status: 'SUBSCRIBED', updatedAt: at(-1) })
    .onConflictDoNothing()
    .returning({ id: activityAppointment.activityId })
  const tickets = await db
    .insert(activityTicket)
    .values([
      // Activity 3: 2025-11-03 – 04, both days signed.
      {
        id: 1,
        activityId: 3,
        accountId: DEMO_DOCTOR,
        code: '25110301',
        sessionTitle: '第一天 · 理论授课与手术演示',
        venue: '华东医科大学附属第一医院 教学楼 3 楼报告厅',
        seat: 'A区 3排 12座',
        startTime: new Date('2025-11-03T08:30:00+08:00'),
        endTime: new Date('2025-11-03T16:30:00+08:00'),
        signedAt: new Date('2025-11-03T08:05:00+08:00'),
      },
      {
        id: 2,
        activityId: 3,
        accountId: DEMO_DOCTOR,
        code: '25110302',
        sessionTitle: '第二天 · 模拟皮肤缝合实操',
        venue: '华东医科大学附属第一医院 临床技能中心',
        seat: '实操台 07',
        startTime: new Date('2025-11-04T08:30:00+08:00'),
        endTime: new Date('2025-11-04T16:30:00+08:00'),
        signedAt: new Date('2025-11-04T08:10:00+08:00'),
      },
      // Activity 4: 2035-04-10 – 11, not started.
      {
        id: 3,
        activityId: 4,
        accountId: DEMO_DOCTOR,
        code: '26041001',
        sessionTitle: '主会场 · 开幕式与主旨报告',
        venue: '杭州国际会议中心 2 号厅',
        seat: 'B区 5排 8座',
        startTime: new Date('2035-04-10T09:00:00+08:00'),
        endTime: new Date('2035-04-10T13:00:00+08:00'),
      },
      {
        id: 4,
        activityId: 4,
        accountId: DEMO_DOCTOR,
        code: '26041002',
        sessionTitle: '分会场 · 疑难病例讨论',
        venue: '杭州国际会议中心 5 号会议室',
        seat: '',
        startTime: new Date('2035-04-11T09:00:00+08:00'),
        endTime: new Date('2035-04-11T15:00:00+08:00'),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: activityTicket.id })

  // Study days go to the ledger of study time (./study.ts); check-ins are the activities' own.
  const minutesByDay = demoMinutesByDay(now)
  const first6 = shanghaiDay(at(-10))
  const recent = [...minutesByDay].filter(
    ([day, minutes]) => day >= first6 && day < shanghaiDay(now) && minutes > 0,
  )
  const studyDays = await seedStudyDays(database, [
    ...recent.map(([day, minutes]) => seededStudyDay(DEMO_DOCTOR, day, minutes)),
    ...AUTUMN_DURATION_DAYS.map((day) => seededStudyDay(DEMO_DOCTOR, day, minutesByDay.get(day) ?? 0)),
  ])
  await db
    .insert(activityCheckIn)
    .values([
      ...recent.map(([day]) => ({ activityId: 6, accountId: DEMO_DOCTOR, day })),
      ...AUTUMN_DURATION_DAYS.map((day) => ({ activityId: 9, accountId: DEMO_DOCTOR, day })),
    ])
    .onConflictDoNothing()
  await db
    .insert(activityRewardClaim)
    .values({ activityId: 9, accountId: DEMO_DOCTOR, claimedAt: new Date('2025-10-13T21:30:00+08:00') })
    .onConflictDoNothing()

  await db
    .insert(lotteryChance)
    .values([
      { lotteryId: 1, accountId: DEMO_DOCTOR, used: 2 },
      { lotteryId: 3, accountId: DEMO_DOCTOR, used: 1 },
    ])
    .onConflictDoNothing()
  const records = await db
    .insert(lotteryRecord)
    .values([
      {
        id: 1,
        lotteryId: 1,
        accountId: DEMO_DOCTOR,
        prizeId: 101,
        prizeName: '100 麦豆',
        prizeType: 'MAIDOU',
        amount: 100,
        picUrl: '/media/covers/package.svg',
        createdAt: at(-2, 3),
      },
      {
        id: 2,
        lotteryId: 1,
        accountId: DEMO_DOCTOR,
        prizeId: 103,
        prizeName: '便携式皮肤镜',
        prizeType: 'GOODS',
        picUrl: '/media/covers/dermoscopy.svg',
        createdAt: at(-1, 5),
      },
      // Lottery 3 ran 2025-09-20 – 10-23.
      {
        id: 3,
        lotteryId: 3,
        accountId: DEMO_DOCTOR,
        prizeId: 301,
        prizeName: '《银屑病诊疗指南解读》电子书',
        prizeType: 'EBOOK',
        ebookId: 2,
        createdAt: new Date('2025-10-08T15:20:00+08:00'),
      },
    ])
    .onConflictDoNothing()
    .returning({ prizeId: lotteryRecord.prizeId })
  // A prize's won count includes these wins (a draw counts its own; a publish never changes it).
  for (const { prizeId } of records) {
    await db
      .update(lotteryPrize)
      .set({ won: sql`${lotteryPrize.won} + 1` })
      .where(eq(lotteryPrize.id, prizeId))
  }

  return {
    registrations: registrations.length,
    appointments: appointments.length,
    tickets: tickets.length,
    studyDays,
    lotteryRecords: records.length,
  }
}
