import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { inArray } from 'drizzle-orm'
import { ORDER_COUPONS } from '../academy/pricing'
import {
  academyCourse,
  account,
  accountRole,
  coupon,
  coursePurchase,
  type Database,
  lesson,
  type OrderStatus,
  type OwnerModule,
  orderClaim,
  type PaymentOutcome,
  payment,
  type SnsObjectType,
  shopOrder,
  shopOrderItem,
  snsComment,
  snsCommentLike,
  snsCommentReply,
  snsCommentReplyLike,
  snsFavorite,
  snsLike,
} from '../db/index'
import { seedAccounts } from './accounts'

/**
 * Social and order demo data (docs/server.md, Seed): doctors who comment, their comments, replies and
 * likes on lessons 1001, 1002, 1003 and a few more, favorites of doctor 10001, and one order of doctor
 * 10001 in each payment status. Runs after the academy seed: titles, covers and prices are read from its
 * rows when they are there, else the ones written here are used, so this seed never fails without it.
 * Times are relative to the seed run (hours ago), so a fresh demo reads "3小时前" rather than a date.
 */

const DEMO_DOCTOR = 10_001
const OTHER_DOCTOR = 10_002

const avatarsDir = fileURLToPath(new URL('../media/avatars/', import.meta.url))

/** The avatar's URL when its file is there (server/media/avatars, served at /media/avatars/), else ''. */
function avatar(file: string): string {
  return existsSync(`${avatarsDir}${file}`) ? `/media/avatars/${file}` : ''
}

interface Commenter {
  readonly id: number
  readonly doctorId: string
  readonly name: string
  readonly title: string
  readonly hospital: string
  readonly avatarFile: string
}

/** Certified doctors without a password or mobile: they only appear as authors. */
export const commenters: readonly Commenter[] = [
  {
    id: 10_003,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d50',
    name: '张医生',
    title: '主治医师',
    hospital: '江城市第一人民医院',
    avatarFile: 'commenter-1.svg',
  },
  {
    id: 10_004,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d51',
    name: '陈主任',
    title: '主任医师',
    hospital: '华东医科大学附属第一医院',
    avatarFile: 'commenter-2.svg',
  },
  {
    id: 10_005,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d52',
    name: '马医生',
    title: '住院医师',
    hospital: '西岭县人民医院',
    avatarFile: 'commenter-3.svg',
  },
  {
    id: 10_006,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d53',
    name: '罗医生',
    title: '主治医师',
    hospital: '南湖皮肤病医院',
    avatarFile: 'commenter-4.svg',
  },
  {
    id: 10_007,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d54',
    name: '高主任',
    title: '主任医师',
    hospital: '北川儿童医院',
    avatarFile: 'commenter-5.svg',
  },
  {
    id: 10_008,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d55',
    name: '梁医生',
    title: '副主任医师',
    hospital: '滨海大学附属医院',
    avatarFile: 'commenter-6.svg',
  },
  {
    id: 10_009,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d56',
    name: '宋医生',
    title: '住院医师',
    hospital: '江城市第二人民医院',
    avatarFile: 'commenter-7.svg',
  },
  {
    id: 10_010,
    doctorId: 'c31a0e5b7d2f4a6c8e1b3d57',
    name: '郑医生',
    title: '主治医师',
    hospital: '东岳医学院附属医院',
    avatarFile: 'commenter-8.svg',
  },
]

const [ZHANG, CHEN, MA, LUO, GAO, LIANG, SONG, ZHENG] = commenters.map((doctor) => doctor.id) as [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
]

/** The lessons commented on, with the type to use when the academy seed has not run. */
const commentedLessons: Readonly<Record<number, SnsObjectType>> = {
  1001: 'ARTICLE',
  1002: 'VIDEO',
  1003: 'VIDEO',
  1008: 'VIDEO',
  1013: 'ARTICLE',
  1018: 'VIDEO',
  1088: 'LIVE',
}

interface SeedReply {
  readonly id: number
  readonly by: number
  readonly to?: number
  readonly hoursAgo: number
  readonly content: string
  readonly likedBy?: readonly number[]
}

interface SeedComment {
  readonly id: number
  readonly lessonId: number
  readonly by: number
  readonly hoursAgo: number
  readonly content: string
  readonly likedBy?: readonly number[]
  readonly replies?: readonly SeedReply[]
}

/** Ids are fixed (the seed inserts only missing ones); new comments and replies start at 1001. */
export const seedComments: readonly SeedComment[] = [
  {
    id: 1,
    lessonId: 1001,
    by: ZHANG,
    hoursAgo: 30,
    content: '导读把特应性皮炎的疾病负担讲得很透，尤其是睡眠障碍和焦虑抑郁的数据，门诊跟家长沟通时很有用。',
    likedBy: [CHEN, MA, GAO, DEMO_DOCTOR],
    replies: [
      {
        id: 1,
        by: CHEN,
        hoursAgo: 28,
        content: '是的，瘙痒导致的睡眠问题经常被低估，建议随访时常规记录 NRS 瘙痒评分和睡眠情况。',
        likedBy: [ZHANG, SONG],
      },
      { id: 2, by: ZHANG, to: CHEN, hoursAgo: 27, content: '收到，下周开始在随访表里加上这两项。' },
    ],
  },
  {
    id: 2,
    lessonId: 1001,
    by: MA,
    hoursAgo: 20,
    content: '请问文中提到的成人特应性皮炎患病率，有国内多中心研究的来源吗？写综述想引用一下。',
    likedBy: [LUO],
    replies: [
      {
        id: 3,
        by: GAO,
        hoursAgo: 18,
        content: '可以看课后讲义里参考文献第 3 篇，是国内十余家医院联合做的流行病学调查。',
        likedBy: [MA],
      },
      { id: 4, by: MA, to: GAO, hoursAgo: 17, content: '找到了，谢谢高主任！' },
    ],
  },
  {
    id: 3,
    lessonId: 1001,
    by: DEMO_DOCTOR,
    hoursAgo: 5,
    content: '第二遍学习，做了思维导图，准备科室业务学习时分享。',
    likedBy: [ZHENG],
  },
  {
    id: 4,
    lessonId: 1002,
    by: LUO,
    hoursAgo: 50,
    content: 'IL-4/IL-13 通路的示意图非常清楚，终于把 2 型炎症和皮肤屏障破坏的关系理顺了。',
    likedBy: [LIANG, ZHANG, CHEN],
    replies: [
      { id: 5, by: LIANG, hoursAgo: 46, content: '同感，建议结合下一讲的药物机制一起看，印象更深。' },
    ],
  },
  {
    id: 5,
    lessonId: 1002,
    by: SONG,
    hoursAgo: 26,
    content: '视频 18 分钟左右讲到 IL-31 与瘙痒的关系，能否再推荐一些延伸阅读？',
    likedBy: [ZHENG],
    replies: [
      {
        id: 6,
        by: CHEN,
        hoursAgo: 24,
        content: '可以关注近两年 IL-31 受体抗体的 III 期临床研究，国内期刊也有中文综述。',
        likedBy: [SONG, ZHENG, DEMO_DOCTOR],
      },
      { id: 7, by: SONG, to: CHEN, hoursAgo: 23, content: '谢谢陈主任，已经找到了。' },
      { id: 8, by: ZHENG, hoursAgo: 22, content: '同问，mark 一下。' },
    ],
  },
  { id: 6, lessonId: 1002, by: ZHENG, hoursAgo: 8, content: '讲得深入浅出，很适合规培同学入门。' },
  {
    id: 7,
    lessonId: 1003,
    by: GAO,
    hoursAgo: 70,
    content: '度普利尤单抗在儿童患者中的经验很实用。我们科最小用到 6 个月龄，整体耐受性不错。',
    likedBy: [ZHANG, CHEN, LUO, LIANG, DEMO_DOCTOR],
    replies: [
      { id: 9, by: ZHANG, hoursAgo: 66, content: '请问结膜炎的发生率高吗？我们这边遇到过几例。' },
      {
        id: 10,
        by: GAO,
        to: ZHANG,
        hoursAgo: 64,
        content: '成人多见一些，儿童相对少。出现后一般不需要停药，请眼科会诊对症处理即可。',
        likedBy: [ZHANG, MA],
      },
      { id: 11, by: MA, hoursAgo: 40, content: '学习了，我们也准备在儿童门诊开展。' },
      { id: 12, by: DEMO_DOCTOR, to: GAO, hoursAgo: 6, content: '高主任，6 个月龄的剂量是按体重调整的吗？' },
    ],
  },
  {
    id: 8,
    lessonId: 1003,
    by: LIANG,
    hoursAgo: 36,
    content: 'JAK 抑制剂用药前的筛查清单能不能整理成表格放进讲义？门诊用起来更方便。',
    likedBy: [GAO, SONG],
  },
  { id: 9, lessonId: 1003, by: ZHANG, hoursAgo: 3, content: '期待后续更新上市后真实世界研究的数据。' },
  {
    id: 10,
    lessonId: 1008,
    by: CHEN,
    hoursAgo: 90,
    content: 'IL-23/Th17 轴讲解很系统，适合作为科室业务学习材料。',
    likedBy: [LUO, MA],
    replies: [{ id: 13, by: LUO, hoursAgo: 88, content: '已经转给科里的住院医师了。' }],
  },
  {
    id: 11,
    lessonId: 1008,
    by: MA,
    hoursAgo: 44,
    content: '请问合并乙肝病毒携带的患者，用 IL-17 抑制剂前需要预防性抗病毒吗？',
    replies: [
      {
        id: 14,
        by: CHEN,
        to: MA,
        hoursAgo: 43,
        content: '先查 HBV DNA，并请感染科评估；课程第四讲有专门讨论，可以先看看。',
        likedBy: [MA, LIANG],
      },
    ],
  },
  {
    id: 12,
    lessonId: 1013,
    by: LIANG,
    hoursAgo: 15,
    content: '共识要点整理得很精炼，打印出来贴在诊室了。',
    likedBy: [CHEN],
  },
  {
    id: 13,
    lessonId: 1018,
    by: LUO,
    hoursAgo: 12,
    content: '颜色与深度的对应关系讲得很清楚，读图时心里有底了。',
    likedBy: [SONG],
  },
  {
    id: 14,
    lessonId: 1088,
    by: SONG,
    hoursAgo: 10,
    content: '直播回放什么时候上线？错过了前半场。',
    replies: [{ id: 15, by: ZHENG, hoursAgo: 9, content: '一般直播结束后两天内会上线回放。' }],
  },
  {
    id: 15,
    lessonId: 1088,
    by: LIANG,
    hoursAgo: 9,
    content: '代谢综合征筛查那部分讲得很好，和内分泌科联合随访的模式值得推广。',
    likedBy: [CHEN, ZHENG, DEMO_DOCTOR],
  },
]

/** Likes of lessons (the 想学 / like buttons): who liked which lesson. */
const lessonLikes: Readonly<Record<number, readonly number[]>> = {
  1001: [ZHANG, CHEN, MA, GAO],
  1002: [LUO, LIANG, SONG, ZHENG, DEMO_DOCTOR],
  1003: [GAO, ZHANG, CHEN, LIANG, MA, LUO],
  1008: [CHEN, MA],
  1088: [SONG, LIANG, ZHENG],
}

interface SeedFavorite {
  readonly objectType: SnsObjectType
  readonly objectId: number
  readonly module: OwnerModule
  readonly hoursAgo: number
  /** Used when the academy seed has not run. */
  readonly title: string
  readonly cover: string
}

/** Doctor 10001's favorites: the want-to-learn list (ACADEMY) and a few others. */
const favorites: readonly SeedFavorite[] = [
  {
    objectType: 'COURSE',
    objectId: 2,
    module: 'ACADEMY',
    hoursAgo: 72,
    title: '银屑病生物制剂治疗',
    cover: 'psoriasis',
  },
  {
    objectType: 'COURSE',
    objectId: 8,
    module: 'ACADEMY',
    hoursAgo: 48,
    title: '雄激素性脱发与斑秃',
    cover: 'alopecia',
  },
  {
    objectType: 'COURSE',
    objectId: 16,
    module: 'ACADEMY',
    hoursAgo: 20,
    title: '皮肤外科基础操作',
    cover: 'skin-tumor',
  },
  {
    objectType: 'COURSE',
    objectId: 30,
    module: 'ACADEMY',
    hoursAgo: 4,
    title: '皮肤病理读片精要',
    cover: 'dermatopathology',
  },
  {
    objectType: 'ARTICLE',
    objectId: 1013,
    module: 'OTHER',
    hoursAgo: 30,
    title: '银屑病生物制剂应用专家共识要点',
    cover: 'psoriasis',
  },
  {
    objectType: 'LIVE',
    objectId: 1088,
    module: 'OTHER',
    hoursAgo: 10,
    title: '银屑病共病管理',
    cover: 'live',
  },
]

interface SeedOrder {
  readonly id: number
  readonly status: OrderStatus
  readonly courseId: number
  readonly hoursAgo: number
  /** Used when the academy seed has not run. */
  readonly title: string
  readonly cover: string
  readonly price: number
}

/**
 * One order of doctor 10001 in each status (spec §9 payment labels), each for a paid course. The SUCCESS
 * order opens course 4 for 10001; the AFTER one opened course 12 and was refunded. The CREATE order
 * expires 30 minutes after the seed run, like any order.
 */
export const seedOrders: readonly SeedOrder[] = [
  { id: 1, status: 'CREATE', courseId: 3, hoursAgo: 0, title: '痤疮分级治疗', cover: 'acne', price: 99 },
  {
    id: 2,
    status: 'PAID',
    courseId: 7,
    hoursAgo: 26,
    title: '玫瑰痤疮的识别与管理',
    cover: 'rosacea',
    price: 99,
  },
  {
    id: 3,
    status: 'SUCCESS',
    courseId: 4,
    hoursAgo: 120,
    title: '皮肤镜下黑色素瘤识别',
    cover: 'melanoma',
    price: 199,
  },
  {
    id: 4,
    status: 'CLOSE',
    courseId: 8,
    hoursAgo: 200,
    title: '雄激素性脱发与斑秃',
    cover: 'alopecia',
    price: 149,
  },
  {
    id: 5,
    status: 'AFTER',
    courseId: 12,
    hoursAgo: 340,
    title: '浅部真菌病实验室诊断',
    cover: 'fungal',
    price: 69,
  },
  {
    id: 6,
    status: 'REJECT',
    courseId: 10,
    hoursAgo: 60,
    title: '皮肤病理入门',
    cover: 'dermatopathology',
    price: 49,
  },
]

/** What each status's payment trail looks like (payment rows, oldest first). */
const paymentTrail: Readonly<Record<OrderStatus, readonly PaymentOutcome[]>> = {
  CREATE: [],
  CLOSE: [],
  PAID: ['PAID'],
  SUCCESS: ['PAID', 'SUCCESS'],
  AFTER: ['PAID', 'SUCCESS', 'REFUND'],
  REJECT: ['REJECT'],
}

export interface SocialSeedReport {
  readonly commenters: number
  readonly comments: number
  readonly commentReplies: number
  readonly likes: number
  readonly favorites: number
  readonly orders: number
  readonly coupons: number
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** 20 digits: the Beijing time to the second, then the order id. */
function orderNo(at: Date, id: number): string {
  const beijing = new Date(at.getTime() + 8 * HOUR).toISOString().slice(0, 19).replace(/\D/g, '')
  return `${beijing}${String(id).padStart(6, '0')}`
}

async function seedCommenters(database: Database): Promise<number> {
  const rows = await database.db
    .insert(account)
    .values(
      commenters.map((doctor) => ({
        id: doctor.id,
        doctorId: doctor.doctorId,
        name: doctor.name,
        avatar: avatar(doctor.avatarFile),
        accurateAuth: 2,
        identity: 'DOCTOR' as const,
        identityStatus: 'APPROVED' as const,
        hospital: doctor.hospital,
        department: '皮肤科',
        title: doctor.title,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: account.id })
  if (rows.length > 0) {
    await database.db
      .insert(accountRole)
      .values(rows.map((row) => ({ accountId: row.id, roleName: 'ROLE_DOCTOR' })))
      .onConflictDoNothing()
  }
  return rows.length
}

/** Authors that exist: a deployment may have removed a demo account. */
async function existingAccounts(database: Database): Promise<Set<number>> {
  const ids = [DEMO_DOCTOR, OTHER_DOCTOR, ...commenters.map((doctor) => doctor.id)]
  const rows = await database.db.select({ id: account.id }).from(account).where(inArray(account.id, ids))
  return new Set(rows.map((row) => row.id))
}

async function insertComments(database: Database, authors: Set<number>, now: number) {
  const { db } = database
  const lessonIds = Object.keys(commentedLessons).map(Number)
  const lessons = await db
    .select({ id: lesson.id, type: lesson.lessonType })
    .from(lesson)
    .where(inArray(lesson.id, lessonIds))
  const typeOf = (lessonId: number): SnsObjectType =>
    lessons.find((row) => row.id === lessonId)?.type ?? commentedLessons[lessonId] ?? 'ARTICLE'
  const ago = (hours: number) => new Date(now - hours * HOUR)

  const comments = seedComments.filter((comment) => authors.has(comment.by))
  const insertedComments = comments.length
    ? await db
        .insert(snsComment)
        .values(
          comments.map((comment) => ({
            id: comment.id,
            accountId: comment.by,
            objectType: typeOf(comment.lessonId),
            objectId: comment.lessonId,
            content: comment.content,
            createdAt: ago(comment.hoursAgo),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: snsComment.id })
    : []
  // Replies and likes only of comments this run inserted: what an operator deleted stays deleted.
  const fresh = new Set(insertedComments.map((row) => row.id))
  const freshComments = comments.filter((comment) => fresh.has(comment.id))
  const replies = freshComments.flatMap((comment) =>
    (comment.replies ?? [])
      .filter((reply) => authors.has(reply.by))
      .map((reply) => ({ ...reply, commentId: comment.id })),
  )
  const insertedReplies = replies.length
    ? await db
        .insert(snsCommentReply)
        .values(
          replies.map((reply) => ({
            id: reply.id,
            commentId: reply.commentId,
            accountId: reply.by,
            replyToAccountId: reply.to !== undefined && authors.has(reply.to) ? reply.to : null,
            content: reply.content,
            createdAt: ago(reply.hoursAgo),
          })),
        )
        .onConflictDoNothing()
        .returning({ id: snsCommentReply.id })
    : []
  const commentLikes = freshComments.flatMap((comment) =>
    (comment.likedBy ?? [])
      .filter((by) => authors.has(by))
      .map((by, index) => ({
        accountId: by,
        commentId: comment.id,
        createdAt: ago(Math.max(comment.hoursAgo - 0.5 - index, 0.1)),
      })),
  )
  if (commentLikes.length > 0) await db.insert(snsCommentLike).values(commentLikes).onConflictDoNothing()
  const freshReplies = new Set(insertedReplies.map((row) => row.id))
  const replyLikes = replies
    .filter((reply) => freshReplies.has(reply.id))
    .flatMap((reply) =>
      (reply.likedBy ?? [])
        .filter((by) => authors.has(by))
        .map((by) => ({ accountId: by, replyId: reply.id, createdAt: ago(reply.hoursAgo - 0.5) })),
    )
  if (replyLikes.length > 0) await db.insert(snsCommentReplyLike).values(replyLikes).onConflictDoNothing()

  const likes = Object.entries(lessonLikes).flatMap(([lessonId, by]) =>
    by
      .filter((accountId) => authors.has(accountId))
      .map((accountId, index) => ({
        accountId,
        objectType: typeOf(Number(lessonId)),
        objectId: Number(lessonId),
        createdAt: ago(48 - index * 5),
      })),
  )
  const insertedLikes = await db
    .insert(snsLike)
    .values(likes)
    .onConflictDoNothing()
    .returning({ id: snsLike.objectId })
  return {
    comments: insertedComments.length,
    commentReplies: insertedReplies.length,
    likes: insertedLikes.length,
  }
}

/** Title and cover of courses and lessons from the academy rows, when they are there. */
async function catalogueFacts(database: Database) {
  const courseIds = [
    ...favorites.filter((favorite) => favorite.objectType === 'COURSE').map((favorite) => favorite.objectId),
    ...seedOrders.map((order) => order.courseId),
  ]
  const lessonIds = favorites
    .filter((favorite) => favorite.objectType !== 'COURSE')
    .map((favorite) => favorite.objectId)
  const courses = await database.db
    .select({
      id: academyCourse.id,
      title: academyCourse.title,
      bigPicUrl: academyCourse.bigPicUrl,
      price: academyCourse.price,
      discountPrice: academyCourse.discountPrice,
    })
    .from(academyCourse)
    .where(inArray(academyCourse.id, courseIds))
  const lessons = await database.db
    .select({ id: lesson.id, title: lesson.title, bigPicUrl: lesson.bigPicUrl })
    .from(lesson)
    .where(inArray(lesson.id, lessonIds))
  return {
    course: (id: number) => courses.find((row) => row.id === id),
    lesson: (id: number) => lessons.find((row) => row.id === id),
  }
}

async function seedFavorites(
  database: Database,
  authors: Set<number>,
  facts: Awaited<ReturnType<typeof catalogueFacts>>,
  now: number,
) {
  if (!authors.has(DEMO_DOCTOR)) return 0
  const rows = favorites.map((favorite) => {
    const found =
      favorite.objectType === 'COURSE' ? facts.course(favorite.objectId) : facts.lesson(favorite.objectId)
    return {
      accountId: DEMO_DOCTOR,
      objectType: favorite.objectType,
      objectId: favorite.objectId,
      objectTitle: found?.title ?? favorite.title,
      objectPicUrl: found?.bigPicUrl || `/media/covers/${favorite.cover}.svg`,
      objectOwnerModule: favorite.module,
      createdAt: new Date(now - favorite.hoursAgo * HOUR),
    }
  })
  const inserted = await database.db
    .insert(snsFavorite)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: snsFavorite.objectId })
  return inserted.length
}

async function seedOrderRows(
  database: Database,
  authors: Set<number>,
  facts: Awaited<ReturnType<typeof catalogueFacts>>,
  now: number,
) {
  if (!authors.has(DEMO_DOCTOR)) return 0
  const { db } = database
  const priced = seedOrders.map((order) => {
    const course = facts.course(order.courseId)
    // As order.create prices: the limited-time price wins while the course has one.
    const price = course ? (course.discountPrice ?? course.price) : order.price
    const createdAt = new Date(now - order.hoursAgo * HOUR)
    const minutesLater = (minutes: number) => new Date(createdAt.getTime() + minutes * MINUTE)
    return { order, course, price, createdAt, minutesLater }
  })
  const inserted = await db
    .insert(shopOrder)
    .values(
      priced.map(({ order, price, createdAt, minutesLater }) => {
        const paid = ['PAID', 'SUCCESS', 'AFTER'].includes(order.status)
        return {
          id: order.id,
          orderNo: orderNo(createdAt, order.id),
          accountId: DEMO_DOCTOR,
          status: order.status,
          totalAmount: price,
          discountAmount: 0,
          payAmount: price,
          createdAt,
          paidAt: paid ? minutesLater(2) : null,
          closedAt: order.status === 'CLOSE' ? minutesLater(12) : null,
          refundedAt: order.status === 'AFTER' ? minutesLater(3 * 24 * 60) : null,
          expireAt: minutesLater(30),
        }
      }),
    )
    .onConflictDoNothing()
    .returning({ id: shopOrder.id })
  const fresh = new Set(inserted.map((row) => row.id))
  const created = priced.filter(({ order }) => fresh.has(order.id))
  if (created.length === 0) return 0
  await db.insert(shopOrderItem).values(
    created.map(({ order, course, price }) => ({
      orderId: order.id,
      objectType: 'COURSE' as const,
      objectId: order.courseId,
      skuId: order.courseId,
      title: course?.title ?? order.title,
      picUrl: course?.bigPicUrl || `/media/covers/${order.cover}.svg`,
      price,
      count: 1,
    })),
  )
  const trail = created.flatMap(({ order, price, minutesLater }) =>
    paymentTrail[order.status].map((outcome, index) => ({
      orderId: order.id,
      provider: 'dev' as const,
      outcome,
      amount: price,
      createdAt: outcome === 'REFUND' ? minutesLater(3 * 24 * 60) : minutesLater(2 + index),
    })),
  )
  if (trail.length > 0) await db.insert(payment).values(trail)
  // The fulfilled orders opened their course (the refunded one's grant is revoked); only for courses the
  // academy seed created.
  const grants = created
    .filter(({ order, course }) => course && (order.status === 'SUCCESS' || order.status === 'AFTER'))
    .map(({ order, minutesLater }) => ({
      accountId: DEMO_DOCTOR,
      courseId: order.courseId,
      orderId: order.id,
      grantedAt: minutesLater(3),
      revokedAt: order.status === 'AFTER' ? minutesLater(3 * 24 * 60) : null,
    }))
  if (grants.length > 0) await db.insert(coursePurchase).values(grants).onConflictDoNothing()
  // The unpaid order claims its course, as order.create would: 立即购买 of course 3 resumes it (decision 0038).
  const open = created.filter(({ order }) => order.status === 'CREATE')
  if (open.length > 0) {
    await db
      .insert(orderClaim)
      .values(
        open.map(({ order }) => ({
          accountId: DEMO_DOCTOR,
          objectType: 'COURSE' as const,
          objectId: order.courseId,
          orderId: order.id,
        })),
      )
      .onConflictDoNothing()
  }
  return created.length
}

/**
 * Every seeded doctor who can log in holds one coupon of each kind (ORDER_COUPONS), unused, with ids the
 * docs can name: the n-th seeded account's are 2n − 1 and 2n (李医生 10001: 1 新人立减 20 元, 2 满 199 减 50).
 * An account that has a coupon of a kind (a database migrated before the seed ran) keeps its own.
 */
async function seedCoupons(database: Database): Promise<number> {
  const ids = seedAccounts.flatMap((seeded) => (seeded.row.id === undefined ? [] : [seeded.row.id]))
  const [found, held] = await Promise.all([
    database.db.select({ id: account.id }).from(account).where(inArray(account.id, ids)),
    database.db
      .select({ accountId: coupon.accountId, kind: coupon.kind })
      .from(coupon)
      .where(inArray(coupon.accountId, ids)),
  ])
  const present = new Set(found.map((row) => row.id))
  const has = new Set(held.map((row) => `${row.accountId} ${row.kind}`))
  const missing = ids.flatMap((accountId, index) =>
    present.has(accountId)
      ? ORDER_COUPONS.flatMap((kind, kindIndex) =>
          has.has(`${accountId} ${kind.kind}`)
            ? []
            : [
                {
                  id: index * ORDER_COUPONS.length + kindIndex + 1,
                  accountId,
                  kind: kind.kind,
                  title: kind.title,
                  amount: kind.amount,
                  threshold: kind.threshold,
                },
              ],
        )
      : [],
  )
  if (missing.length === 0) return 0
  const inserted = await database.db
    .insert(coupon)
    .values(missing)
    .onConflictDoNothing()
    .returning({ id: coupon.id })
  return inserted.length
}

/** Inserts what is missing; a second run inserts nothing and never overwrites. */
export async function seedSocial(database: Database): Promise<SocialSeedReport> {
  const now = Date.now()
  const insertedCommenters = await seedCommenters(database)
  const authors = await existingAccounts(database)
  const social = await insertComments(database, authors, now)
  const facts = await catalogueFacts(database)
  return {
    commenters: insertedCommenters,
    ...social,
    favorites: await seedFavorites(database, authors, facts, now),
    orders: await seedOrderRows(database, authors, facts, now),
    coupons: await seedCoupons(database),
  }
}
