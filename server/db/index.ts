export type { AppDb, Database, DatabaseKind, DatabaseOptions } from './database'
export { MEMORY_DATA_DIR, migratedPgliteDump, openDatabase } from './database'
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
  studyDay,
  topic,
  topicCard,
  videoExchangeCode,
  videoExchangeRedemption,
} from './schema-academy'
export type { ActivityKind, ActivityStatus, AppointmentRowStatus, PrizeType } from './schema-activity'
export {
  activity,
  activityAppointment,
  activityCheckIn,
  activityPage,
  activityRegistration,
  activityRewardClaim,
  activityTicket,
  lottery,
  lotteryChance,
  lotteryPrize,
  lotteryRecord,
} from './schema-activity'
export { configActivation, configVersion, contentKey, operator } from './schema-config'
export type { QuestionOption, QuestionType } from './schema-exam'
export { examAnswer, examQuestion, utaskCertificate } from './schema-exam'
export type { FormField, FormFieldRule, FormFieldType, FormRecordAnswer } from './schema-form'
export { formDefinition, formRecord, formUpload } from './schema-form'
export type {
  AiReference,
  GcpLearnState,
  GcpLessonType,
  ResourceAttachment,
  ResourceStatus,
} from './schema-resources'
export {
  aiMessage,
  ebook,
  ebookReceipt,
  gcpFile,
  gcpLesson,
  gcpLessonProgress,
  gcpTraining,
  guideline,
  invitation,
  inviteCode,
} from './schema-resources'
export type {
  ScholarshipGoodsType,
  ScholarshipRecordType,
  ScholarshipSource,
  ScholarshipTaskType,
} from './schema-rewards'
export {
  scholarshipClaim,
  scholarshipGoods,
  scholarshipOverLimit,
  scholarshipRecord,
  scholarshipTask,
  scholarshipWallet,
  shareReward,
  sprint,
  sprintParticipant,
} from './schema-rewards'
export type {
  CouponStatus,
  OrderItemType,
  OrderStatus,
  OwnerModule,
  PaymentOutcome,
  SnsObjectType,
} from './schema-social'
export {
  coupon,
  orderClaim,
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
export type { UtaskType } from './schema-utask'
export { skinCareArticle, utask, utaskPage } from './schema-utask'
export type { VoteContentType, VoteRule } from './schema-vote'
export {
  voteItem,
  votePromotion,
  voteRecord,
  voteRegion,
  voteVideoAdvert,
  voteVoter,
} from './schema-vote'
export type { ZoneItemSection, ZoneItemType, ZoneStatus } from './schema-zone'
export { enterprise, zone, zoneFollow, zoneItem } from './schema-zone'
export type { SqlClient, SqlExecutor } from './sql-client'
