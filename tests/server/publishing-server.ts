import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { buildServer } from '../../server/app'
import { appConfigOf, validateConfigFolder } from '../../server/app-config/load'
import { type ConfigFiles, readConfigFiles } from '../../server/config-versions/files'
import { LiveConfig } from '../../server/config-versions/live'
import { addOperator } from '../../server/config-versions/operators'
import { ConfigVersions } from '../../server/config-versions/versions'
import type { Database } from '../../server/db/index'
import { seedDatabase } from '../../server/seed/index'
import { api, bearer, CERTIFIED_MOBILE, passwordLogin, SEED_PASSWORD, TEST_TOKEN_SECRET } from './api-helpers'
import type { DatabaseLocation, DatabaseTarget } from './test-databases'

/**
 * Shared by the publishing suites (config versions and the content kinds): a seeded database, a server
 * running the repository's config as its 'start' version, an operator to publish with and a doctor to
 * see what doctors see.
 */

const repo = join(import.meta.dirname, '..', '..')

/** The operator API publishes and lists config versions here. */
export const VERSIONS = `${api}/operator/config/versions`

/**
 * A temp copy of the repository's config (pages.json, schemas/pages and content/: the demo content the
 * seed applied, which a version leaving it out would take offline); the caller removes it.
 */
export function copyRepositoryConfig(): string {
  const folder = mkdtempSync(join(tmpdir(), 'dermacampus-publish-'))
  cpSync(join(repo, 'pages.json'), join(folder, 'pages.json'))
  cpSync(join(repo, 'schemas', 'pages'), join(folder, 'schemas', 'pages'), { recursive: true })
  cpSync(join(repo, 'content'), join(folder, 'content'), { recursive: true })
  return folder
}

/** Writes content files into a config folder (content/<kind>/<id>.json) and returns its files. */
export function withContent<Items extends { [Kind in keyof Items]?: readonly { id?: unknown }[] }>(
  folder: string,
  items: Items,
): ConfigFiles {
  for (const [kind, list] of Object.entries<readonly { id?: unknown }[] | undefined>(items)) {
    mkdirSync(join(folder, 'content', kind), { recursive: true })
    for (const item of list ?? []) {
      writeFileSync(join(folder, 'content', kind, `${String(item.id)}.json`), JSON.stringify(item, null, 2))
    }
  }
  return readConfigFiles(folder)
}

export interface PublishingServer {
  readonly app: FastifyInstance
  readonly database: Database
  /** Where the database lives: a test can open a second connection to it (a second server). */
  readonly location: DatabaseLocation
  readonly live: LiveConfig
  readonly versions: ConfigVersions
  /** The operator yunying's token. */
  readonly operatorToken: string
  /** The token of the doctor logged in at start (`doctorMobile`, the certified doctor by default). */
  readonly doctorToken: string
  /** POSTs the files as a new version; `extra` adds message, force or at. */
  publish(files: ConfigFiles, extra?: object, auth?: string): Promise<LightMyRequestResponse>
  /** A new copy of the repository's config, removed by dispose. */
  folder(): string
  /** Stops the live config, closes the server and the database, removes the location and the folders. */
  dispose(): Promise<void>
}

export async function startPublishingServer(
  target: DatabaseTarget,
  {
    doctorMobile = CERTIFIED_MOBILE,
    distDir = '/nonexistent/dist',
  }: { doctorMobile?: string; distDir?: string } = {},
): Promise<PublishingServer> {
  const folders: string[] = []
  const folder = () => {
    const copy = copyRepositoryConfig()
    folders.push(copy)
    return copy
  }
  const location = await target.location()
  const database = await location.open()
  await seedDatabase(database)
  const start = folder()
  const versions = new ConfigVersions(database, 'v3')
  await versions.publish({ files: readConfigFiles(start), operator: 'server start', kind: 'start' })
  // As server/main.ts: a switch drops the public answers (form.definition, activity.detail and the like).
  // The live config comes before the server it serves, so it reaches that server through `app`.
  let app: FastifyInstance | undefined
  const live = new LiveConfig(appConfigOf(validateConfigFolder(start)), {
    versions,
    onSwitch: () => app?.publicCache?.invalidate(),
  })
  await live.refresh()
  const server = await buildServer({
    database,
    distDir,
    rateLimits: false,
    tokenSecret: TEST_TOKEN_SECRET,
    liveConfig: live,
    configVersions: versions,
  })
  app = server
  const operatorToken = (await addOperator(database.sql, 'yunying')).token
  const doctorToken = (await passwordLogin(server, doctorMobile, SEED_PASSWORD)).token
  return {
    app: server,
    database,
    location,
    live,
    versions,
    operatorToken,
    doctorToken,
    publish: (files, extra = {}, auth = operatorToken) =>
      server.inject({ method: 'POST', url: VERSIONS, headers: bearer(auth), payload: { files, ...extra } }),
    folder,
    dispose: async () => {
      live.stop()
      await server.close()
      await database.close()
      await location.remove()
      for (const copy of folders) rmSync(copy, { recursive: true, force: true })
    },
  }
}
