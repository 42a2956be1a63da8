import { fileURLToPath } from 'node:url'
import { type ContentItems, type ContentKind, emptyContent } from '../../schemas/content/index'
import type { PagesFile } from '../../schemas/meta/types'
import {
  type ConfigError,
  type ConfigFiles,
  locate,
  parseConfigText,
  readConfigFiles,
  validateContent,
} from '../../schemas/validator/index'
import { AppConfigError } from '../app-config/load'
import { product } from '../config'
import { routeHrefOf } from '../config-versions/versions'
import { applyContent, knownContentIds } from '../content/apply'
import type { Database } from '../db/index'
import { ENTERPRISE_IDS } from './zones'

/**
 * The demo campaigns are content like any operator's: `content/<kind>/<id>.json` of the repository's
 * config folder (votes, banners, forms, lotteries, activities, exams, utasks, utask pages, zones). The
 * seed applies the files whose id the database does not know yet, with the content appliers a publish
 * uses, before it seeds the history that names them (votes, registrations, draws, records). What the
 * database already has is left as it is: an operator's later publish wins, as for every seeded row.
 */

/** The repository's own config folder (pages.json, schemas/, content/). */
export const REPOSITORY_CONFIG_DIR = fileURLToPath(new URL('../../', import.meta.url))

/** The demo banners' ids, by file (content/banners/<id>.json). */
const BANNER_IDS: Readonly<Record<string, number>> = {
  'atopic-course': 1,
  'psoriasis-live-week': 2,
  'dermoscopy-topic': 3,
  'offline-camp': 4,
  'live-week': 5,
  'dermoscopy-live': 6,
  'study-tasks': 7,
  'laser-course-offline': 8,
}

interface RepositoryContent {
  readonly files: ConfigFiles
  readonly content: ContentItems
}

let repositoryConfig: RepositoryContent | undefined

/**
 * The repository's content files and route table, validated once per process: the content against its
 * contracts and pages.json (what the appliers need). The page schemas are not validated here: `npm run
 * validate`, the build and the server's start do that, and it would cost every server test a second.
 */
function repositoryContent(): RepositoryContent {
  if (repositoryConfig) return repositoryConfig
  const all = readConfigFiles(REPOSITORY_CONFIG_DIR)
  const errors: ConfigError[] = []
  const parse = (path: string, text: string) => {
    const parsed = parseConfigText(path, text)
    errors.push(...parsed.errors)
    return parsed.file
  }
  const pages = parse('pages.json', all['pages.json'] ?? '')
  const contentFiles = new Map(
    Object.entries(all)
      .filter(([path]) => path.startsWith('content/'))
      .map(([path, text]) => [path, parse(path, text)] as const),
  )
  const checked = validateContent({
    files: contentFiles,
    pages: pages.unparsable ? undefined : (pages.json as PagesFile),
    pageFiles: new Map(),
  })
  errors.push(...locate(checked.errors, [pages, ...contentFiles.values()]))
  if (errors.length > 0) throw new AppConfigError(REPOSITORY_CONFIG_DIR, errors)
  repositoryConfig = { files: { 'pages.json': all['pages.json'] ?? '' }, content: checked.content }
  return repositoryConfig
}

/**
 * Row ids of the demo content's rows that a file does not pin by `number`, by content_key kind and key:
 * the ids the seeded history and the docs name (vote item 2501 is campaign 25's first entry).
 */
const DEMO_ROW_IDS: Readonly<Record<string, (key: string) => number | undefined>> = {
  // content/lotteries: a demo lottery's prize is its number × 100 + its place from 1 (lottery 1's first
  // → 101), which the seeded lottery records name (./activities.ts).
  'lottery-prize': (key) => {
    const [lotteryId, prizeId] = key.split('/')
    const lottery = repositoryContent().content.lotteries.find((item) => item.id === lotteryId)
    const index = lottery?.prizes.findIndex((prize) => prize.id === prizeId) ?? -1
    return lottery?.number === undefined || index < 0 || index > 98
      ? undefined
      : lottery.number * 100 + index + 1
  },
  // content/votes: a demo campaign's entry is its number × 100 + the entry's number (campaign 25's first
  // → 2501), its region its number × 10 + the region's place from 1 (251): itemIdOf and regionIdOf of
  // ./votes.ts, which the seeded votes name.
  'vote-entry': (key) => {
    const [campaignId, entryId] = key.split('/')
    const campaign = repositoryContent().content.votes.find((item) => item.id === campaignId)
    const index = campaign?.entries.findIndex((entry) => entry.id === entryId) ?? -1
    const number = campaign?.entries[index]?.number ?? index + 1
    return campaign?.number === undefined || index < 0 || number > 99
      ? undefined
      : campaign.number * 100 + number
  },
  'vote-region': (key) => {
    const [campaignId, regionId] = key.split('/')
    const campaign = repositoryContent().content.votes.find((item) => item.id === campaignId)
    const index = campaign?.regions?.findIndex((region) => region.id === regionId) ?? -1
    return campaign?.number === undefined || index < 0 || index > 8
      ? undefined
      : campaign.number * 10 + index + 1
  },
  // content/banners: the academy's banners 1–8 (docs/server.md, Academy).
  banners: (key) => BANNER_IDS[key],
  // content/exams: question q<n> of a demo exam is its number × 100 + n (exam 4's q1 → 401).
  'exam-question': (key) => {
    const [exam, question] = key.split('/')
    const number = repositoryContent().content.exams.find((item) => item.id === exam)?.number
    const position = /^q(\d{1,2})$/.exec(question ?? '')?.[1]
    return number === undefined || position === undefined ? undefined : number * 100 + Number(position)
  },
  // content/zones: the demo zones' enterprises 1–4 (ENTERPRISE_IDS of ./zones.ts) and items 1–11, the
  // `number` each item names (ZONE_ITEM_IDS: a new item is not numbered by a file, only taken over).
  'zone-enterprise': (key) => ENTERPRISE_IDS[key],
  'zone-item': (key) => {
    const [zoneId, itemId] = key.split('/')
    const zone = repositoryContent().content.zones.find((item) => item.id === zoneId)
    return zone?.items.find((item) => item.id === itemId)?.number
  },
}

const rowId = (kind: string, key: string) => DEMO_ROW_IDS[kind]?.(key)

/** Applies the demo content the database does not know yet; returns how many files that was. */
export async function seedContent(database: Database, now: Date = new Date()): Promise<number> {
  const config = repositoryContent()
  const known = await knownContentIds(database.sql)
  const fresh = emptyContent()
  let count = 0
  for (const kind of Object.keys(fresh) as ContentKind[]) {
    const items = config.content[kind] as ContentItems[ContentKind][number][]
    const unknown = items.filter((item) => known[kind]?.[item.id] === undefined)
    ;(fresh[kind] as ContentItems[ContentKind][number][]) = unknown
    count += unknown.length
  }
  if (count === 0) return 0
  await database.sql.transaction((tx) =>
    applyContent(tx, fresh, {
      // A fresh database refuses nothing. One seeded before the demo was content has the rows already
      // (taken over by number) with history relative to that older run: the demo's own files win there.
      force: true,
      now,
      routeHref: routeHrefOf(config, product.routeVersion),
      rowId,
      // Only the files the database lacks: what it has already is not "left out of the version".
      onlyAdding: true,
    }),
  )
  return count
}
