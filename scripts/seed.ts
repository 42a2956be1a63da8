/**
 * `npm run seed -- --large [--scale 0.05]`: fills the configured database (DATABASE_URL's PostgreSQL, else
 * the embedded PostgreSQL at DATA_DIR) with a large customer's data on top of the demo
 * (server/seed/large.ts; docs/server.md "A large customer's data"). First it does what a server start does
 * to the database: the demo seed and the config folder (CONFIG_DIR) as a config version when it is new.
 * A set already there is reported and left alone (exit 0). PostgreSQL only: PGlite is refused.
 */
import { parseArgs } from 'node:util'
import { loadConfig, product } from '../server/config'
import { readConfigFiles } from '../server/config-versions/files'
import { ConfigVersions } from '../server/config-versions/versions'
import { openConfiguredDatabase } from '../server/configured-database'
import { seedDatabase } from '../server/seed/index'
import { seedLarge } from '../server/seed/large'

const USAGE = 'usage: npm run seed -- --large [--scale <factor, 1 = full size, 0.05 = the CI set>]'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function scaleOf(argv: string[]): number {
  let values: { large?: boolean; scale?: string }
  try {
    values = parseArgs({
      args: argv,
      options: { large: { type: 'boolean' }, scale: { type: 'string' } },
    }).values
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  if (!values.large)
    fail(`only the large set is seeded by hand (the demo is seeded by every start)\n${USAGE}`)
  const scale = values.scale === undefined ? 1 : Number(values.scale)
  if (!(Number.isFinite(scale) && scale > 0 && scale <= 10))
    fail(`--scale ${values.scale}: above 0, at most 10`)
  return scale
}

const scale = scaleOf(process.argv.slice(2))
const config = loadConfig()
if (!config.databaseUrl && config.embeddedEngine === 'pglite') {
  fail(
    'the large data set is for PostgreSQL only: set DATABASE_URL, or use the embedded PostgreSQL (leave DATABASE_ENGINE unset)',
  )
}
const database = await openConfiguredDatabase(config, 'seed', (line) =>
  process.stderr.write(`${line}\n`),
).catch((error: Error) => fail(error.message))
try {
  // What a server start does (server/main.ts): the demo seed, then the config folder as a version when new.
  await seedDatabase(database)
  const started = await new ConfigVersions(database, product.routeVersion).publish({
    files: readConfigFiles(config.configDir),
    operator: 'npm run seed',
    kind: 'start',
    message: `CONFIG_DIR ${config.configDir}`,
  })
  console.log(
    `demo seeded; config folder ${started.unchanged ? 'known' : `published as version ${started.number}`}`,
  )
  const report = await seedLarge(database, { scale, log: (line) => console.log(line) })
  console.log(
    `hot ids: lesson ${report.hot.lessonId}, vote campaign ${report.hot.voteCampaignId}, doctor ${report.hot.doctorAccountId}`,
  )
} catch (error) {
  await database.close()
  fail(error instanceof Error ? error.message : String(error))
}
await database.close()
