import { shanghaiDay } from '../activities/window'
import {
  activity,
  activityAppointment,
  activityCheckIn,
  activityRegistration,
  activityRewardClaim,
  activityStudyLog,
  activityTicket,
  type Database,
  lottery,
  lotteryChance,
  lotteryPrize,
  lotteryRecord,
  type PrizeType,
} from '../db/index'

/**
 * Activities and lotteries (docs/server.md, Activities and lotteries): activities 1–9 in each time window
 * and registration status, lotteries 1–5 in each status with every prize type, and the history of doctor
 * 10001 (registrations, sign tickets, an appointment, study days, lottery wins). Doctor 10011 has none.
 * Times are relative to the seed run, so every window state holds for days after it. The activities'
 * page text is on the CDN: server/cdn/derma-doctor/frontend/h5/activity/{id}/.
 */

const DAY = 86_400_000
const HOUR = 3_600_000
const DEMO_DOCTOR = 10_001

/** Activity ids (contract: 1–9 reserved for this seed). */
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

/** Lottery ids (contract: 1–5). */
export const LOTTERY_IDS = {
  /** PROCESSING, every prize type, 3 chances; 10001 has used 2. */
  processing: 1,
  notStarted: 2,
  /** COMPLETED; 10001 won an e-book. */
  completed: 3,
  /** PROCESSING, 20 chances, one GOODS prize with stock 3 and nothing else: the stock test. */
  limitedStock: 4,
  /** PROCESSING, 1 chance, on the duration activity 6. */
  oneChance: 5,
} as const

export interface ActivitySeedReport {
  readonly activities: number
  readonly registrations: number
  readonly appointments: number
  readonly tickets: number
  readonly studyDays: number
  readonly lotteries: number
  readonly prizes: number
  readonly lotteryRecords: number
}

type ActivityInsert = typeof activity.$inferInsert
type PrizeInsert = typeof lotteryPrize.$inferInsert

function activities(now: number): ActivityInsert[] {
  const at = (days: number, hours = 0) => new Date(now + days * DAY + hours * HOUR)
  return [
    {
      id: 1,
      title: '2026 皮肤镜读片挑战赛',
      subtitle: '每周 5 例真实病例，专家直播点评',
      type: 'GENERAL',
      bannerUrl: '/media/covers/dermoscopy.svg',
      startTime: at(-3),
      endTime: at(27),
      registrationStartTime: at(-10),
      registrationEndTime: at(20),
      quota: 0,
      registeredCountBase: 1268,
      venue: '',
      lotteryId: 1,
      votePromotionId: 26,
      hasCertificate: true,
      shareTitle: '一起来读片：2026 皮肤镜读片挑战赛',
      shareDesc: '每周 5 例真实病例，完成全部病例可领取学习证书',
      tags: ['读片', '证书', '抽奖'],
    },
    {
      id: 2,
      title: '2026 春季银屑病规范化诊疗线上峰会',
      subtitle: '生物制剂时代的银屑病全程管理',
      type: 'GENERAL',
      bannerUrl: '/media/covers/psoriasis.svg',
      startTime: at(5),
      endTime: at(5, 8),
      registrationStartTime: at(1),
      registrationEndTime: at(5),
      registeredCountBase: 0,
      appointmentEnabled: true,
      shareTitle: '银屑病规范化诊疗线上峰会，预约提醒不错过',
      tags: ['直播', '银屑病'],
    },
    {
      id: 3,
      title: '2025 皮肤外科手术技能工作坊',
      subtitle: '切除缝合、皮瓣设计与术后管理实操',
      type: 'OFFLINE',
      bannerUrl: '/media/covers/offline.svg',
      startTime: at(-21),
      endTime: at(-20),
      registrationStartTime: at(-45),
      registrationEndTime: at(-25),
      quota: 60,
      registeredCountBase: 58,
      venue: '上海市徐汇区华东医科大学附属第一医院 教学楼 3 楼',
      hasCertificate: true,
      tags: ['线下', '手术'],
    },
    {
      id: 4,
      title: '2026 华东皮肤科青年医师病例研讨会',
      subtitle: '疑难病例汇报与专家点评',
      type: 'OFFLINE',
      bannerUrl: '/media/covers/skin-tumor.svg',
      startTime: at(10),
      endTime: at(11, 6),
      registrationStartTime: at(-5),
      registrationEndTime: at(8),
      quota: 200,
      registeredCountBase: 136,
      appointmentEnabled: true,
      venue: '杭州市西湖区国际会议中心 2 号厅',
      tags: ['线下', '病例'],
    },
    {
      id: 5,
      title: 'GCP 培训',
      subtitle: '药物临床试验质量管理规范（GCP）线上培训与结业考试',
      type: 'TRAINING',
      bannerUrl: '/media/covers/guideline.svg',
      startTime: at(-10),
      endTime: at(50),
      registrationStartTime: at(-10),
      registrationEndTime: at(40),
      registeredCountBase: 312,
      hasCertificate: true,
      shareTitle: 'GCP 培训：课程学习 + 结业考试 + 证书',
      tags: ['GCP', '证书'],
    },
    {
      id: 6,
      title: '学习时长打卡',
      subtitle: '30 天累计学习 600 分钟、打卡 15 天，赢 200 麦豆',
      type: 'DURATION',
      bannerUrl: '/media/covers/banner-task.svg',
      startTime: at(-10),
      endTime: at(20),
      lotteryId: 5,
      targetMinutes: 600,
      targetDays: 15,
      rewardType: 'MAIDOU',
      rewardAmount: 200,
      rewardTitle: '200 麦豆',
      tags: ['打卡', '麦豆'],
    },
    {
      id: 7,
      title: '特应性皮炎患者教育公益行动',
      subtitle: '该活动已下线',
      type: 'GENERAL',
      status: 'INACTIVE',
      bannerUrl: '/media/covers/atopic-dermatitis.svg',
      startTime: at(-5),
      endTime: at(25),
      registrationStartTime: at(-5),
      registrationEndTime: at(25),
      tags: ['公益'],
    },
    {
      id: 8,
      title: '2026 冬季学习时长挑战',
      subtitle: '寒冬充电：21 天累计学习 300 分钟',
      type: 'DURATION',
      bannerUrl: '/media/covers/banner-live.svg',
      startTime: at(9),
      endTime: at(30),
      targetMinutes: 300,
      targetDays: 10,
      rewardType: 'INTEGRAL',
      rewardAmount: 500,
      rewardTitle: '500 积分',
      tags: ['打卡'],
    },
    {
      id: 9,
      title: '2025 秋季学习时长打卡',
      subtitle: '累计学习 300 分钟、打卡 7 天',
      type: 'DURATION',
      bannerUrl: '/media/covers/photoaging.svg',
      startTime: at(-40),
      endTime: at(-5),
      targetMinutes: 300,
      targetDays: 7,
      rewardType: 'MAIDOU',
      rewardAmount: 100,
      rewardTitle: '100 麦豆',
      tags: ['打卡'],
    },
  ]
}

const RULES_HTML =
  '<h3>抽奖规则</h3><ol><li>活动期间每位认证医生共有 3 次抽奖机会。</li>' +
  '<li>麦豆、积分奖品将在 24 小时内发放至账户。</li>' +
  '<li>实物奖品请在中奖后 7 天内填写收货地址，逾期视为放弃。</li>' +
  '<li>电子书奖品可在「领取电子书」页面领取。</li></ol><p>本活动最终解释权归 DermaCampus 所有。</p>'

function prize(
  id: number,
  lotteryId: number,
  name: string,
  type: PrizeType,
  weight: number,
  stock: number | null,
  extra: Partial<PrizeInsert> = {},
): PrizeInsert {
  return { id, lotteryId, name, type, weight, stock, sortOrder: id % 100, ...extra }
}

function prizes(): PrizeInsert[] {
  return [
    // Lottery 1: every prize type (won counts include the seeded records below).
    prize(101, 1, '100 麦豆', 'MAIDOU', 30, 500, {
      amount: 100,
      picUrl: '/media/covers/package.svg',
      won: 1,
    }),
    prize(102, 1, '50 积分', 'INTEGRAL', 30, 1000, { amount: 50, picUrl: '/media/covers/topic.svg' }),
    prize(103, 1, '便携式皮肤镜', 'GOODS', 2, 5, { picUrl: '/media/covers/dermoscopy.svg', won: 1 }),
    prize(104, 1, '《皮肤镜诊断图谱》电子书', 'EBOOK', 10, 100, {
      ebookId: 1,
      picUrl: '/media/covers/guideline.svg',
    }),
    prize(105, 1, '线下训练营报名券', 'OTHER', 5, 20, {
      instruction: '请在 7 天内添加客服微信 dermacampus01，发送中奖截图领取训练营报名券',
      picUrl: '/media/covers/offline.svg',
    }),
    prize(106, 1, '谢谢参与', 'NONE', 40, null),
    // Lottery 2: not started.
    prize(201, 2, '200 麦豆', 'MAIDOU', 20, 100, { amount: 200 }),
    prize(202, 2, '医学英语词典', 'GOODS', 1, 10),
    prize(203, 2, '谢谢参与', 'NONE', 50, null),
    // Lottery 3: completed.
    prize(301, 3, '《银屑病诊疗指南解读》电子书', 'EBOOK', 10, 50, { ebookId: 2, won: 1 }),
    prize(302, 3, '30 积分', 'INTEGRAL', 30, 300, { amount: 30 }),
    prize(303, 3, '谢谢参与', 'NONE', 50, null),
    // Lottery 4: a single prize with stock 3.
    prize(401, 4, '限量款皮肤镜', 'GOODS', 1, 3, { picUrl: '/media/covers/dermoscopy.svg' }),
    // Lottery 5: one chance.
    prize(501, 5, '20 麦豆', 'MAIDOU', 50, 1000, { amount: 20 }),
    prize(502, 5, '谢谢参与', 'NONE', 50, null),
  ]
}

/** The seed's study minutes of doctor 10001, per day back from today (1 = yesterday). */
const STUDY_MINUTES_ACTIVITY_6 = [45, 62, 30, 0, 55, 48, 70, 25, 40, 35]

export async function seedActivities(
  database: Database,
  now: Date = new Date(),
): Promise<ActivitySeedReport> {
  const { db } = database
  const time = now.getTime()
  const at = (days: number, hours = 0) => new Date(time + days * DAY + hours * HOUR)
  const insertedActivities = await db
    .insert(activity)
    .values(activities(time))
    .onConflictDoNothing()
    .returning({ id: activity.id })
  const insertedLotteries = await db
    .insert(lottery)
    .values([
      {
        id: 1,
        title: '读片挑战赛幸运大抽奖',
        subtitle: '完成读片即可参与，100% 有机会赢取皮肤镜',
        activityId: 1,
        bannerUrl: '/media/covers/banner-home.svg',
        startTime: at(-3),
        endTime: at(27),
        chances: 3,
        rulesHtml: RULES_HTML,
      },
      {
        id: 2,
        title: '2026 新春开年抽奖',
        subtitle: '新年新气象，好礼等你拿',
        bannerUrl: '/media/covers/banner-live.svg',
        startTime: at(3),
        endTime: at(33),
        chances: 2,
        rulesHtml: '<p>活动开始后，每位认证医生可抽奖 2 次。</p>',
      },
      {
        id: 3,
        title: '2025 秋季学习节抽奖',
        subtitle: '感谢参与，奖品已陆续发放',
        bannerUrl: '/media/covers/photoaging.svg',
        startTime: at(-40),
        endTime: at(-7),
        chances: 2,
        rulesHtml: '<p>活动已结束，中奖记录可在下方查看。</p>',
      },
      {
        id: 4,
        title: '会员日限量抽奖',
        subtitle: '限量 3 台皮肤镜，抽完即止',
        bannerUrl: '/media/covers/dermoscopy.svg',
        startTime: at(-1),
        endTime: at(29),
        chances: 20,
        rulesHtml: '<p>奖品抽完即止。</p>',
      },
      {
        id: 5,
        title: '打卡达人抽奖',
        subtitle: '学习时长打卡活动专属，每人 1 次机会',
        activityId: 6,
        bannerUrl: '/media/covers/banner-task.svg',
        startTime: at(-10),
        endTime: at(20),
        chances: 1,
        rulesHtml: '<p>每位医生 1 次抽奖机会。</p>',
      },
    ])
    .onConflictDoNothing()
    .returning({ id: lottery.id })
  const insertedPrizes = await db
    .insert(lotteryPrize)
    .values(prizes())
    .onConflictDoNothing()
    .returning({ id: lotteryPrize.id })

  const registrations = await db
    .insert(activityRegistration)
    .values(
      [1, 3, 4, 5].map((activityId) => ({
        activityId,
        accountId: DEMO_DOCTOR,
        registeredAt: activityId === 3 ? at(-30) : at(-2),
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
      {
        id: 1,
        activityId: 3,
        accountId: DEMO_DOCTOR,
        code: '25110301',
        sessionTitle: '第一天 · 理论授课与手术演示',
        venue: '华东医科大学附属第一医院 教学楼 3 楼报告厅',
        seat: 'A区 3排 12座',
        startTime: at(-21),
        endTime: at(-21, 8),
        signedAt: at(-21, -1),
      },
      {
        id: 2,
        activityId: 3,
        accountId: DEMO_DOCTOR,
        code: '25110302',
        sessionTitle: '第二天 · 模拟皮肤缝合实操',
        venue: '华东医科大学附属第一医院 临床技能中心',
        seat: '实操台 07',
        startTime: at(-20, -16),
        endTime: at(-20, -8),
        signedAt: at(-20, -17),
      },
      {
        id: 3,
        activityId: 4,
        accountId: DEMO_DOCTOR,
        code: '26041001',
        sessionTitle: '主会场 · 开幕式与主旨报告',
        venue: '杭州国际会议中心 2 号厅',
        seat: 'B区 5排 8座',
        startTime: at(10),
        endTime: at(10, 4),
      },
      {
        id: 4,
        activityId: 4,
        accountId: DEMO_DOCTOR,
        code: '26041002',
        sessionTitle: '分会场 · 疑难病例讨论',
        venue: '杭州国际会议中心 5 号会议室',
        seat: '',
        startTime: at(11),
        endTime: at(11, 6),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: activityTicket.id })

  const today = new Date(time)
  const dayBack = (days: number) => shanghaiDay(new Date(today.getTime() - days * DAY))
  const logs = [
    ...STUDY_MINUTES_ACTIVITY_6.map((minutes, index) => ({
      activityId: 6,
      accountId: DEMO_DOCTOR,
      day: dayBack(index + 1),
      minutes,
    })),
    // Activity 9 (ended 5 days ago): 8 days of 45 minutes, the goal reached.
    ...Array.from({ length: 8 }, (_, index) => ({
      activityId: 9,
      accountId: DEMO_DOCTOR,
      day: dayBack(6 + index * 3),
      minutes: 45,
    })),
  ]
  const studyDays = await db
    .insert(activityStudyLog)
    .values(logs)
    .onConflictDoNothing()
    .returning({ id: activityStudyLog.activityId })
  await db
    .insert(activityCheckIn)
    .values(
      logs
        .filter((log) => log.minutes > 0)
        .map((log) => ({ activityId: log.activityId, accountId: DEMO_DOCTOR, day: log.day })),
    )
    .onConflictDoNothing()
  await db
    .insert(activityRewardClaim)
    .values({ activityId: 9, accountId: DEMO_DOCTOR, claimedAt: at(-5, 2) })
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
      {
        id: 3,
        lotteryId: 3,
        accountId: DEMO_DOCTOR,
        prizeId: 301,
        prizeName: '《银屑病诊疗指南解读》电子书',
        prizeType: 'EBOOK',
        ebookId: 2,
        createdAt: at(-20),
      },
    ])
    .onConflictDoNothing()
    .returning({ id: lotteryRecord.id })

  return {
    activities: insertedActivities.length,
    registrations: registrations.length,
    appointments: appointments.length,
    tickets: tickets.length,
    studyDays: studyDays.length,
    lotteries: insertedLotteries.length,
    prizes: insertedPrizes.length,
    lotteryRecords: records.length,
  }
}
