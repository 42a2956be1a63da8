import { inArray } from 'drizzle-orm'
import { hashPassword } from '../auth/passwords'
import { product } from '../config'
import {
  account,
  accountRole,
  appRelease,
  consentActivity,
  consentCompany,
  consentContent,
  type Database,
  marketingChannel,
} from '../db/index'
import { seedAcademy } from './academy'
import { seedAccounts } from './accounts'
import { seedActivities } from './activities'
import { appReleases } from './app-releases'
import { marketingChannels } from './channels'
import { consentActivities, consentCompanies, consentContents } from './consent'
import { seedContent } from './content'
import { seedExams } from './exams'
import { seedForms } from './forms'
import { seedResources } from './resources'
import { seedRewards } from './rewards'
import { seedSocial } from './social'
import { seedUtasks } from './utasks'
import { seedVotes } from './votes'
import { seedZones } from './zones'

export interface SeedReport {
  /** Rows inserted per table on this run; all zero when the seed was already there. */
  readonly appReleases: number
  readonly accounts: number
  readonly consentActivities: number
  readonly consentContents: number
  readonly consentCompanies: number
  readonly marketingChannels: number
  /** Rows of every academy table together (courses, lessons, packages, ...: server/seed/academy.ts). */
  readonly academy: number
  /**
   * Rows of the social and order tables together (commenter accounts, comments, replies, likes,
   * favorites, orders: server/seed/social.ts).
   */
  readonly social: number
  /** Exam attempts, their answers and utask certificates together (server/seed/exams.ts). */
  readonly exams: number
  /** GCP training, guides, e-books, AI answers and invitations together (server/seed/resources.ts). */
  readonly resources: number
  /**
   * Voters and vote records together, plus the demo campaigns given their first view and share counts
   * (server/seed/votes.ts; the campaigns are content/votes).
   */
  readonly votes: number
  /**
   * Registrations, appointments, tickets, study days and lottery records together
   * (server/seed/activities.ts; the activities and lotteries are content/activities and content/lotteries).
   */
  readonly activities: number
  /**
   * Scholarship tasks, goods, records and wallet, sprints, participants and study days together
   * (server/seed/rewards.ts).
   */
  readonly rewards: number
  /** Skin-care articles (server/seed/utasks.ts); the utasks and utask pages are content. */
  readonly utasks: number
  /** The demo doctor's form records (server/seed/forms.ts). */
  readonly forms: number
  /** Content files of the repository's content/ applied on this run (server/seed/content.ts). */
  readonly content: number
  /** Zone follows (server/seed/zones.ts); the enterprises, zones and items are content. */
  readonly zones: number
}

/** Seeds the demo accounts that are missing, hashing only their passwords (scrypt is slow on purpose). */
async function seedDemoAccounts(database: Database): Promise<number> {
  const ids = seedAccounts.map((seed) => Number(seed.row.id))
  const present = new Set(
    (await database.db.select({ id: account.id }).from(account).where(inArray(account.id, ids))).map(
      (row) => row.id,
    ),
  )
  let inserted = 0
  for (const seed of seedAccounts) {
    if (present.has(Number(seed.row.id))) continue
    const rows = await database.db
      .insert(account)
      .values({ ...seed.row, passwordHash: await hashPassword(seed.password) })
      .onConflictDoNothing()
      .returning({ id: account.id })
    const [created] = rows
    if (!created) continue
    inserted += 1
    await database.db
      .insert(accountRole)
      .values(seed.roles.map((roleName) => ({ accountId: created.id, roleName })))
      .onConflictDoNothing()
  }
  return inserted
}

/**
 * Fills a fresh database with the demo data, after the migrations. Safe to run on every start: it
 * inserts only rows whose key is missing, and never overwrites what an operator changed.
 */
export async function seedDatabase(database: Database): Promise<SeedReport> {
  const { db } = database
  const insertedReleases = await db
    .insert(appRelease)
    .values([...appReleases])
    .onConflictDoNothing({ target: appRelease.version })
    .returning({ version: appRelease.version })
  const insertedActivities = await db
    .insert(consentActivity)
    .values(
      consentActivities.map(({ cdnDocument, ...activity }) => ({
        ...activity,
        url: cdnDocument === '' ? '' : `${product.cdnPrefix}${cdnDocument}`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: consentActivity.id })
  const insertedContents = await db
    .insert(consentContent)
    .values([...consentContents])
    .onConflictDoNothing()
    .returning({ id: consentContent.id })
  const insertedCompanies = await db
    .insert(consentCompany)
    .values([...consentCompanies])
    .onConflictDoNothing()
    .returning({ id: consentCompany.id })
  const insertedChannels = await db
    .insert(marketingChannel)
    .values([...marketingChannels])
    .onConflictDoNothing({ target: marketingChannel.channel })
    .returning({ channel: marketingChannel.channel })
  // Academy rows for the demo doctors (exam attempts, certificates) need the accounts first.
  const insertedAccounts = await seedDemoAccounts(database)
  const insertedAcademy = await seedAcademy(database)
  // After the academy seed: comments name its lessons, orders and favorites its courses.
  const social = await seedSocial(database)
  // After the academy: campaigns' entries name its lessons, exams its courses, banners its content. The
  // history below names the content's rows.
  const content = await seedContent(database)
  // After the content: attempts at its exams 2 and 8; after the academy: its certificates' holder details.
  const exams = await seedExams(database)
  // After the academy and social seeds: GCP lessons name academy lessons, invitations the commenters.
  // After the content: the GCP training is activity 5 (content/activities/gcp-training.json).
  const resources = await seedResources(database)
  // After the content (the campaigns and their items) and the social seed: votes come from the commenters.
  const votes = await seedVotes(database)
  // After the accounts and the content: doctor 10001's registrations, tickets and draws in its activities
  // and lotteries.
  const activities = await seedActivities(database)
  // After the academy and social seeds: goods open academy courses, the commenters are sprint peers.
  const rewards = await seedRewards(database)
  // Standalone: skin-care articles (the utasks and pages are content, applied above).
  const utasks = await seedUtasks(database)
  // After the accounts: form records belong to doctor 10001.
  const forms = await seedForms(database)
  // After the accounts and the content: doctor 10001 follows zone 1.
  const zones = await seedZones(database)
  return {
    appReleases: insertedReleases.length,
    accounts: insertedAccounts,
    consentActivities: insertedActivities.length,
    consentContents: insertedContents.length,
    consentCompanies: insertedCompanies.length,
    marketingChannels: insertedChannels.length,
    academy: insertedAcademy,
    social: Object.values(social).reduce((sum, rows) => sum + rows, 0),
    exams: Object.values(exams).reduce((sum, rows) => sum + rows, 0),
    resources,
    votes,
    activities: Object.values(activities).reduce((sum, rows) => sum + rows, 0),
    rewards,
    utasks: Object.values(utasks).reduce((sum, rows) => sum + rows, 0),
    forms,
    content,
    zones,
  }
}

export { academySeed, seedAcademy } from './academy'
export { SEED_PASSWORD, seedAccounts } from './accounts'
export {
  ACTIVITY_IDS,
  type ActivitySeedReport,
  LOTTERY_IDS,
  seedActivities,
} from './activities'
export { appReleases } from './app-releases'
export { marketingChannels } from './channels'
export { consentActivities, consentCompanies, consentContents } from './consent'
export { REPOSITORY_CONFIG_DIR, seedContent } from './content'
export { EXAM_4_CORRECT, type ExamSeedReport, examSeed, seedExams } from './exams'
export { FORM_KEYS, FORM_RECORD_IDS, seedForms } from './forms'
export { DEMO_INVITE_CODE, GCP_ACTIVITY_ID, GCP_INACTIVE_LESSON_ID, seedResources } from './resources'
export { scholarshipGoodsSeed, scholarshipTasks, seedRewards } from './rewards'
export { commenters, type SocialSeedReport, seedComments, seedOrders, seedSocial } from './social'
export { SKIN_CARE_IDS, seedUtasks, UTASK_IDS, UTASK_PAGE_NAMES, type UtaskSeedReport } from './utasks'
export { itemIdOf as voteItemIdOf, seedVotes, TED_LESSONS, VOTE_IDS, voteHistory } from './votes'
export { seedZones, ZONE_IDS, ZONE_ITEM_IDS } from './zones'
