import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import { account } from './schema'

/**
 * Courses and lessons (migration 0003_academy.sql), described for drizzle's query builder. As with
 * ./schema.ts, tests/server/database.test.ts checks these against the migration column by column.
 */

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' })
/** Yuan with two decimals, read as a number (prices stay far below 2^53 cents). */
const money = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' })
const id = (name: string) => bigint(name, { mode: 'number' })

export type CourseType = 'ARTICLE' | 'VIDEO' | 'LIVE'
export type CourseKind = 'REGULAR' | 'SHORT_VIDEO'
export type AcademyStatus = 'ACTIVE' | 'INACTIVE'
export type Copyright = 'PERSONAL' | 'PLATFORM' | 'ALL'
export type BannerLocation = 'HOME' | 'LIVE_HEADER' | 'U_TASK_HEADER'
export type BannerSourceType =
  | 'LINK'
  | 'ARTICLE'
  | 'VIDEO'
  | 'LIVE'
  | 'SHORT_VIDEO'
  | 'COURSE'
  | 'COURSE_PACKAGE'
  | 'OFFLINE_CLASS'
  | 'TOPIC'
export type ContentCardSourceType =
  | 'ARTICLE'
  | 'VIDEO'
  | 'LIVE'
  | 'SHORT_VIDEO'
  | 'GUIDELINE'
  | 'ACADEMY_COURSE'
  | 'COURSE'
  | 'COURSE_PACKAGE'
  | 'TOPIC'
  | 'YIMEI'
  | 'ZONE'
export type CertificateType = 'COURSE' | 'ACTIVITY'
export type PosterType = 'GRADUATION_CERTIFICATE' | 'EXAMINATION_CERTIFICATE' | 'POSTER'

/** An attachment of an article lesson. */
export interface LessonAttachment {
  readonly name: string
  readonly url: string
  /** The file's extension: pdf, docx, xlsx, pptx, png, jpg, zip... */
  readonly fileType: string
  /** Bytes. */
  readonly size: number
}

export const lecturer = pgTable('lecturer', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  name: text('name').notNull(),
  title: text('title').notNull(),
  hospital: text('hospital').notNull(),
  avatarUrl: text('avatar_url').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
})

export const academyCourse = pgTable('academy_course', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  courseType: text('course_type').$type<CourseType>().notNull(),
  kind: text('kind').$type<CourseKind>().notNull().default('REGULAR'),
  category: text('category').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  lecturerId: id('lecturer_id')
    .notNull()
    .references(() => lecturer.id),
  price: money('price').notNull().default(0),
  originalPrice: money('original_price').notNull().default(0),
  discountPrice: money('discount_price'),
  discountLabel: text('discount_label').notNull().default(''),
  salesStartTime: timestamptz('sales_start_time'),
  salesEndTime: timestamptz('sales_end_time'),
  status: text('status').$type<AcademyStatus>().notNull().default('ACTIVE'),
  advanced: boolean('advanced').notNull().default(false),
  introduction: text('introduction').notNull().default(''),
  viewCount: integer('view_count').notNull().default(0),
  soldCountBase: integer('sold_count_base').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  /** A counter kept by triggers in the same transaction as the rows it counts (migration 0024). */
  lessonCount: integer('lesson_count').notNull().default(0),
  /** Doctors who hold the course now (purchases not revoked); a trigger-kept counter (migration 0024). */
  soldCount: integer('sold_count').notNull().default(0),
})

export const lesson = pgTable('lesson', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 10_001 }),
  courseId: id('course_id').references(() => academyCourse.id),
  title: text('title').notNull(),
  lessonType: text('lesson_type').$type<'ARTICLE' | 'VIDEO' | 'LIVE' | 'SHORT_VIDEO'>().notNull(),
  lecturerId: id('lecturer_id')
    .notNull()
    .references(() => lecturer.id),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  duration: integer('duration'),
  freePreview: boolean('free_preview').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  viewCount: integer('view_count').notNull().default(0),
  likeCountBase: integer('like_count_base').notNull().default(0),
  commentCountBase: integer('comment_count_base').notNull().default(0),
  content: text('content').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  videoUrl: text('video_url').notNull().default(''),
  posterUrl: text('poster_url').notNull().default(''),
  attachments: jsonb('attachments').$type<LessonAttachment[]>().notNull().default([]),
  copyright: text('copyright').$type<Copyright>().notNull().default('PLATFORM'),
  liveStartTime: timestamptz('live_start_time'),
  liveEndTime: timestamptz('live_end_time'),
  streamUrl: text('stream_url').notNull().default(''),
  replayUrl: text('replay_url').notNull().default(''),
  onlineCountBase: integer('online_count_base').notNull().default(0),
  partner: text('partner').$type<'' | 'LILLY'>().notNull().default(''),
  partnerData: text('partner_data').notNull().default(''),
  publishedAt: timestamptz('published_at').notNull().defaultNow(),
  /** Likes and comments (not deleted) under the lesson's type: trigger-kept counters (migration 0024). */
  likeCount: integer('like_count').notNull().default(0),
  commentCount: integer('comment_count').notNull().default(0),
})

export const coursePackage = pgTable('course_package', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  price: money('price').notNull(),
  originalPrice: money('original_price').notNull(),
  soldCountBase: integer('sold_count_base').notNull().default(0),
  introduction: text('introduction').notNull().default(''),
  status: text('status').$type<AcademyStatus>().notNull().default('ACTIVE'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const packageCourse = pgTable(
  'package_course',
  {
    packageId: id('package_id')
      .notNull()
      .references(() => coursePackage.id, { onDelete: 'cascade' }),
    courseId: id('course_id')
      .notNull()
      .references(() => academyCourse.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.packageId, table.courseId] })],
)

/**
 * A course a doctor may watch. The orders module inserts one row per course when an order succeeds
 * (a package's order: one per course of the package) and sets revokedAt on refund.
 */
export const coursePurchase = pgTable('course_purchase', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  courseId: id('course_id')
    .notNull()
    .references(() => academyCourse.id),
  orderId: id('order_id'),
  grantedAt: timestamptz('granted_at').notNull().defaultNow(),
  revokedAt: timestamptz('revoked_at'),
})

export const groupPurchase = pgTable('group_purchase', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  courseId: id('course_id')
    .notNull()
    .references(() => academyCourse.id),
  price: money('price').notNull(),
  groupSize: integer('group_size').notNull(),
  endTime: timestamptz('end_time').notNull(),
})

export const groupPurchaseMember = pgTable('group_purchase_member', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  groupPurchaseId: id('group_purchase_id')
    .notNull()
    .references(() => groupPurchase.id, { onDelete: 'cascade' }),
  accountId: id('account_id').references(() => account.id, { onDelete: 'set null' }),
  nickname: text('nickname').notNull(),
  avatar: text('avatar').notNull().default(''),
  joinedAt: timestamptz('joined_at').notNull().defaultNow(),
})

export const offlineClass = pgTable('offline_class', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  activityId: id('activity_id').notNull().unique(),
  title: text('title').notNull(),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  city: text('city').notNull(),
  address: text('address').notNull(),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  registrationStartTime: timestamptz('registration_start_time').notNull(),
  registrationEndTime: timestamptz('registration_end_time').notNull(),
  quota: integer('quota').notNull(),
  enrolledCountBase: integer('enrolled_count_base').notNull().default(0),
  price: money('price').notNull().default(0),
  introduction: text('introduction').notNull().default(''),
})

export const offlineClassLecturer = pgTable(
  'offline_class_lecturer',
  {
    offlineClassId: id('offline_class_id')
      .notNull()
      .references(() => offlineClass.id, { onDelete: 'cascade' }),
    lecturerId: id('lecturer_id')
      .notNull()
      .references(() => lecturer.id),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.offlineClassId, table.lecturerId] })],
)

export const offlineClassApplication = pgTable(
  'offline_class_application',
  {
    offlineClassId: id('offline_class_id')
      .notNull()
      .references(() => offlineClass.id, { onDelete: 'cascade' }),
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    appliedAt: timestamptz('applied_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.offlineClassId, table.accountId] })],
)

export const topic = pgTable('topic', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  title: text('title').notNull(),
  bigPicUrl: text('big_pic_url').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
})

export const topicCard = pgTable(
  'topic_card',
  {
    topicId: id('topic_id')
      .notNull()
      .references(() => topic.id, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull(),
    sourceType: text('source_type').$type<ContentCardSourceType>().notNull(),
    sourceId: id('source_id').notNull(),
    title: text('title').notNull(),
    picUrl: text('pic_url').notNull().default(''),
    summary: text('summary').notNull().default(''),
    extra: jsonb('extra').$type<Record<string, string | number>>().notNull().default({}),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.sortOrder] })],
)

export const banner = pgTable('banner', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  location: text('location').$type<BannerLocation>().notNull(),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  sourceType: text('source_type').$type<BannerSourceType>().notNull(),
  target: text('target').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
})

export const note = pgTable('note', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  lessonId: id('lesson_id')
    .notNull()
    .references(() => lesson.id),
  courseId: id('course_id').references(() => academyCourse.id),
  content: text('content').notNull(),
  seconds: integer('seconds'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const lessonProgress = pgTable(
  'lesson_progress',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    lessonId: id('lesson_id')
      .notNull()
      .references(() => lesson.id),
    courseId: id('course_id').references(() => academyCourse.id),
    seconds: integer('seconds').notNull(),
    duration: integer('duration').notNull(),
    finished: boolean('finished').notNull().default(false),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    /** The completion, 0–100: the furthest share reached, never falling (migration 0022). */
    percent: integer('percent').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.lessonId] })],
)

/**
 * The ledger of study time (migration 0018_study_day.sql): seconds studied and lessons finished per
 * doctor and Asia/Shanghai day, written by every lesson progress save and read by every screen that
 * shows study time (server/academy/study.ts).
 */
export const studyDay = pgTable(
  'study_day',
  {
    accountId: id('account_id')
      .notNull()
      .references(() => account.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    seconds: integer('seconds').notNull().default(0),
    lessons: integer('lessons').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.day] })],
)

/** An exam of a course (courseId) or, since 0007_exams_certificates.sql, of an activity (activityId). */
export const exam = pgTable('exam', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  courseId: id('course_id').references(() => academyCourse.id),
  title: text('title').notNull(),
  passScore: integer('pass_score').notNull(),
  totalScore: integer('total_score').notNull(),
  questionCount: integer('question_count').notNull(),
  startTime: timestamptz('start_time').notNull(),
  endTime: timestamptz('end_time').notNull(),
  activityId: id('activity_id'),
  /** The related activity's title (activities are another area's tables); '' for a course exam. */
  relatedTitle: text('related_title').notNull().default(''),
  description: text('description').notNull().default(''),
  /** The certificate template a pass issues. */
  certificatePosterType: text('certificate_poster_type')
    .$type<PosterType>()
    .notNull()
    .default('EXAMINATION_CERTIFICATE'),
  /** Minutes an attempt may last from its start (0017_exam_content.sql); null: no limit. */
  timeLimitMinutes: integer('time_limit_minutes'),
  /** Attempts a doctor may start; null: no limit. */
  maxAttempts: integer('max_attempts'),
  /** Printed on the certificates a pass issues; '' reads as "<related title> · <template name>". */
  certificateTitle: text('certificate_title').notNull().default(''),
  /** '' reads as the product's name. */
  certificateIssuer: text('certificate_issuer').notNull().default(''),
})

export const examAttempt = pgTable('exam_attempt', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  examId: id('exam_id')
    .notNull()
    .references(() => exam.id, { onDelete: 'cascade' }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  /** null while the attempt is open (started, not submitted). */
  score: integer('score'),
  submittedAt: timestamptz('submitted_at'),
  startedAt: timestamptz('started_at').notNull().defaultNow(),
})

export const certificate = pgTable('certificate', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  type: text('type').$type<CertificateType>().notNull(),
  posterType: text('poster_type').$type<PosterType>().notNull(),
  relatedId: id('related_id').notNull(),
  imageUrl: text('image_url').notNull().default(''),
  issuedAt: timestamptz('issued_at').notNull().defaultNow(),
  /** Drawn from certificate_number_seq by the database when not given. */
  certificateNo: text('certificate_no')
    .notNull()
    .default(
      sql`('DC' || to_char(now() AT TIME ZONE 'Asia/Shanghai', 'YYYY') || lpad(nextval('certificate_number_seq')::text, 6, '0'))`,
    ),
  /** '' reads as the holder's account name. */
  holderName: text('holder_name').notNull().default(''),
  /** '' reads as the course's title (COURSE) or the certificate's title. */
  relatedTitle: text('related_title').notNull().default(''),
  /** '' reads as the product's name. */
  issuer: text('issuer').notNull().default(''),
  /** The exam whose pass issued it (one per exam and doctor); null for certificates issued otherwise. */
  examId: id('exam_id').references(() => exam.id, { onDelete: 'set null' }),
  score: integer('score'),
})

export const videoExchangeCode = pgTable('video_exchange_code', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  code: text('code').notNull().unique(),
  lessonId: id('lesson_id')
    .notNull()
    .references(() => lesson.id),
  maxUses: integer('max_uses'),
  expiresAt: timestamptz('expires_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
})

export const videoExchangeRedemption = pgTable('video_exchange_redemption', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 1001 }),
  codeId: id('code_id')
    .notNull()
    .references(() => videoExchangeCode.id, { onDelete: 'cascade' }),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  lessonId: id('lesson_id')
    .notNull()
    .references(() => lesson.id),
  redeemedAt: timestamptz('redeemed_at').notNull().defaultNow(),
})

export const lillyLiveRecord = pgTable('lilly_live_record', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  accountId: id('account_id')
    .notNull()
    .references(() => account.id, { onDelete: 'cascade' }),
  lessonId: id('lesson_id').notNull(),
  data: text('data').notNull().default(''),
  recordedAt: timestamptz('recorded_at').notNull().defaultNow(),
})
