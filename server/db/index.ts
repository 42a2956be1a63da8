export type { AppDb, Database, DatabaseKind, DatabaseOptions } from './database'
export { MEMORY_DATA_DIR, openDatabase } from './database'
export type { Migration } from './migrate'
export { MigrationError, migrate, migrationsDir, readMigrations } from './migrate'
export type { ActivityType, ConsentContentType, ConsentLevel, LessonType, TrackingKind } from './schema'
export {
  account,
  accountRole,
  appRelease,
  captcha,
  consentActivity,
  consentAnswer,
  consentCompany,
  consentContent,
  lessonConsent,
  loginCode,
  marketingChannel,
  serverSecret,
  smsCode,
  trackingRecord,
  wechatIdentity,
} from './schema'
export type {
  AcademyStatus,
  BannerLocation,
  BannerSourceType,
  CertificateType,
  ContentCardSourceType,
  Copyright,
  CourseKind,
  CourseType,
  LessonAttachment,
  PosterType,
} from './schema-academy'
export {
  academyCourse,
  banner,
  certificate,
  coursePackage,
  coursePurchase,
  exam,
  examAttempt,
  groupPurchase,
  groupPurchaseMember,
  lecturer,
  lesson,
  lessonProgress,
  lillyLiveRecord,
  note,
  offlineClass,
  offlineClassApplication,
  offlineClassLecturer,
  packageCourse,
  topic,
  topicCard,
  videoExchangeCode,
  videoExchangeRedemption,
} from './schema-academy'
export type {
  OrderItemType,
  OrderStatus,
  OwnerModule,
  PaymentOutcome,
  SnsObjectType,
} from './schema-social'
export {
  payment,
  shopOrder,
  shopOrderItem,
  snsComment,
  snsCommentLike,
  snsCommentReply,
  snsCommentReplyLike,
  snsFavorite,
  snsLike,
} from './schema-social'
export type { SqlClient, SqlExecutor } from './sql-client'
