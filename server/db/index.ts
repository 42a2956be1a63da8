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
export type { SqlClient, SqlExecutor } from './sql-client'
