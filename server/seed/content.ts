import { fileURLToPath } from 'node:url'
import { type ContentItems, type ContentKind, emptyContent } from '../../schemas/content/index'
import { type ValidConfig, validateConfigFolder } from '../app-config/load'
import { product } from '../config'
import { routeHrefOf } from '../config-versions/versions'
import { applyContent, knownContentIds } from '../content/apply'
import type { Database } from '../db/index'

/**
 * The demo campaigns are content like any operator's: `content/<kind>/<id>.json` of the repository's
 * config folder (votes, banners, forms, lotteries, activities, exams, utasks, utask pages, zones). The
 * seed applies the files whose id the database does not know yet, with the content appliers a publish
 * uses, before it seeds the history that names them (votes, registrations, draws, records). What the
 * database already has is left as it is: an operator's later publish wins, as for every seeded row.
 */

/** The repository's own config folder (pages.json, schemas/, content/). */
export const REPOSITORY_CONFIG_DIR = fileURLToPath(new URL('../../', import.meta.url))

let repositoryConfig: ValidConfig | undefined

/** The repository's config, validated once per process. */
function repositoryContent(): ValidConfig {
  repositoryConfig ??= validateConfigFolder(REPOSITORY_CONFIG_DIR)
  return repositoryConfig
}

/**
 * Row ids of the demo content's rows that a file does not pin by `number`, by content_key kind and key:
 * the ids the seeded history and the docs name (vote item 2501 is campaign 25's first entry).
 */
const DEMO_ROW_IDS: Readonly<Record<string, (key: string) => number | undefined>> = {}

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
      force: false,
      now,
      routeHref: routeHrefOf(config, product.routeVersion),
      rowId,
    }),
  )
  return count
}
