import { type Database, zoneFollow } from '../db/index'

/**
 * Enterprise zones (docs/server.md, Enterprise zones). The zones, their enterprises and items are content:
 * `content/zones/<id>.json`, applied by seedContent (./content.ts) before this module runs — zones 1 and 2
 * open in the app (zone jump, id below 300), zone 301 does not (spec §7), zone 9 is offline; items of
 * every type (articles, a video, forms of content/forms, a utask of content/utasks). What is left here is
 * history: doctor 10001 follows zone 1 (doctor 10011 follows none).
 */

const DAY = 86_400_000
const DEMO_DOCTOR = 10_001

/** Zone ids (contract: 1, 2 and 301), pinned by `number` in content/zones/. */
export const ZONE_IDS = {
  /** 和睿皮肤科学院 (herui): 10001 follows it; articles, a video, forms, a utask: every detail tab has some. */
  herui: 1,
  /** 安肤皮肤屏障专区 (anfu): an article and a form. */
  anfu: 2,
  /** 博恩医学教育 (boen): id ≥ 300, so the app does not jump to it (appJump false). */
  boen: 301,
  /** Taken offline (offline, INACTIVE): zone.detail answers 404. */
  offline: 9,
} as const

/** Item ids of the demo zones: `items[].number` of content/zones/<zone>.json ([zone/item id]). */
export const ZONE_ITEM_IDS = {
  /** ARTICLE in zone 1 (特应性皮炎) [herui/ad-management]. */
  article: 1,
  /** VIDEO in zone 1 [herui/acne-topicals-video]. */
  video: 2,
  /** FORM in zone 1 (form key derma-survey) [herui/derma-survey]. */
  form: 3,
  /** UTASK in zone 1 (utask 3, SAMPLETRIAL) [herui/sample-trial]. */
  utask: 4,
  /** ARTICLE in zone 2 (敏感肌) [anfu/sensitive-skin-barrier]. */
  anfuArticle: 5,
  /** FORM in zone 2 (form key sample-trial) [anfu/sample-trial-form]. */
  anfuForm: 6,
  /** ARTICLE in zone 301 (银屑病) [boen/psoriasis-biologics]. */
  boenArticle: 7,
  /** INACTIVE article in zone 1: zone.item answers 404 [herui/offline-article]. */
  inactive: 8,
  /** ARTICLE in the offline zone 9: zone.item answers 404 [offline/article]. */
  offlineZone: 9,
  /** ARTICLE in zone 1 under 产品介绍 (section PRODUCT) [herui/repair-cream-intro]. */
  productIntro: 10,
  /** FORM in zone 1 under 产品兑换 (section EXCHANGE; form key sample-trial) [herui/repair-cream-exchange]. */
  exchange: 11,
} as const

/**
 * The enterprise ids of the demo zones, by zone file (content_key kind `zone-enterprise`): a zone file
 * cannot pin its enterprise's id, so DEMO_ROW_IDS (./content.ts) gives these. Each zone file holds its
 * own enterprise: the offline zone's is 4. (Items name their ids as `items[].number`, ZONE_ITEM_IDS.)
 */
export const ENTERPRISE_IDS: Readonly<Record<string, number>> = { herui: 1, anfu: 2, boen: 3, offline: 4 }

/** Seeds the zone history that is missing (the follow of doctor 10001); the rows inserted. */
export async function seedZones(database: Database, now: Date = new Date()): Promise<number> {
  const follows = await database.db
    .insert(zoneFollow)
    .values([
      { zoneId: ZONE_IDS.herui, accountId: DEMO_DOCTOR, followedAt: new Date(now.getTime() - 7 * DAY) },
    ])
    .onConflictDoNothing()
    .returning({ id: zoneFollow.zoneId })
  return follows.length
}
