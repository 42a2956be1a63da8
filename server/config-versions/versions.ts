import type { ContentIds } from '../../schemas/content/index'
import {
  type AppConfig,
  AppConfigError,
  appConfigOf,
  storedConfig,
  type ValidConfig,
} from '../app-config/load'
import { applyContent, ContentRefused, knownContentIds } from '../content/apply'
import { checkDatabaseReferences } from '../content/references'
import type { Database, SqlExecutor } from '../db/index'
import { type ConfigFiles, describeChanges, hashConfigFiles } from './files'
import { validateOffThread } from './off-thread'

/**
 * Config versions in the database (migration 0013): publish, schedule, roll back, list. A version is
 * validated before it is stored; its content is applied (server/content/apply.ts) in the transaction
 * that activates it, so a refused change leaves the running version and the tables as they were.
 */

/** Two servers starting at once must not both record the same folder. */
const PUBLISH_LOCK_KEY = 4_172_027

export interface VersionSummary {
  readonly number: number
  readonly createdAt: string
  readonly operator: string
  readonly hash: string
  readonly message: string
  readonly changes: readonly string[]
  readonly overridden: readonly string[]
  /** active: served now; scheduled: an activation in the future; failed: its scheduled content was refused. */
  readonly state: 'active' | 'scheduled' | 'failed' | 'inactive'
  /** When it became (or becomes) active, newest first. */
  readonly activations: readonly { at: string; kind: string; operator: string; failure?: string }[]
}

export interface PublishRequest {
  readonly files: ConfigFiles
  readonly operator: string
  readonly message?: string
  /** Apply although it would hide voted entries or lower a running campaign's limits. */
  readonly force?: boolean
  /** Takes effect then (ISO time); now when left out or past. */
  readonly at?: Date
  readonly kind?: 'start' | 'publish'
}

export interface PublishResult {
  readonly number: number
  readonly hash: string
  readonly at: string
  readonly scheduled: boolean
  readonly changes: readonly string[]
  readonly overridden: readonly string[]
  /** Nothing to publish: this exact config is already the active version. */
  readonly unchanged?: boolean
}

export type RouteHref = (
  route: string,
  query: Readonly<Record<string, string | number>>,
) => string | undefined

interface VersionRow extends Record<string, unknown> {
  number: number
  files: ConfigFiles
  hash: string
}

/** The href of a screen of a config's route table, `/v3<path>?query`, for banners that open one. */
export function routeHrefOf(config: Pick<ValidConfig, 'files'>, routeVersion: string): RouteHref {
  const pages = JSON.parse(config.files['pages.json'] ?? '{"pages":[]}') as {
    pages: { name: string; path: string }[]
  }
  return (route, query) => {
    const entry = pages.pages.find((page) => page.name === route)
    if (!entry) return undefined
    const search = new URLSearchParams(
      Object.entries(query).map(([key, value]) => [key, String(value)]),
    ).toString()
    return `/${routeVersion}${entry.path}${search ? `?${search}` : ''}`
  }
}

export class ConfigVersions {
  constructor(
    private readonly database: Database,
    private readonly routeVersion: string,
  ) {}

  private get sql() {
    return this.database.sql
  }

  /** The activation in force now: the newest due one whose content is applied. */
  async current(
    executor: SqlExecutor = this.sql,
  ): Promise<{ activation: number; version: number } | undefined> {
    const [row] = await executor.query<{ id: string; version: number }>(
      `SELECT id, version FROM config_activation
       WHERE at <= now() AND applied_at IS NOT NULL
       ORDER BY at DESC, id DESC LIMIT 1`,
    )
    return row ? { activation: Number(row.id), version: Number(row.version) } : undefined
  }

  async files(version: number, executor: SqlExecutor = this.sql): Promise<VersionRow | undefined> {
    const [row] = await executor.query<VersionRow>(
      'SELECT number, files, hash FROM config_version WHERE number = $1',
      [version],
    )
    return row
  }

  /** The content ids the database knows, for validating a version's references. */
  knownIds(): Promise<ContentIds> {
    return knownContentIds(this.sql)
  }

  /** A version ready to serve: its config with content references resolved. */
  async served(version: number): Promise<{ number: number; config: AppConfig } | undefined> {
    const row = await this.files(version)
    if (!row) return undefined
    const valid = storedConfig(`config version ${row.number}`, row.files)
    return { number: row.number, config: appConfigOf(valid, await knownContentIds(this.sql)) }
  }

  /**
   * What a publish checks before it stores anything: the validator (`npm run validate`'s) with the content
   * ids the database knows, then the rows the files name by number. Throws AppConfigError (422).
   */
  private async validated(source: string, files: ConfigFiles): Promise<ValidConfig> {
    const config = await validateOffThread(source, files, await knownContentIds(this.sql))
    const missing = await checkDatabaseReferences(this.sql, config)
    if (missing.length > 0) throw new AppConfigError(source, missing)
    return config
  }

  /**
   * Validates and stores a version, then activates it now (content applied in the same transaction) or
   * records it for `at`. Throws AppConfigError (invalid) or ContentRefused (would break doctors' data).
   */
  async publish(request: PublishRequest): Promise<PublishResult> {
    if (request.kind === 'start') {
      const hash = hashConfigFiles(request.files)
      const [known] = await this.sql.query<{ number: number }>(
        'SELECT number FROM config_version WHERE hash = $1 ORDER BY number DESC LIMIT 1',
        [hash],
      )
      if (known) {
        const at = new Date().toISOString()
        return {
          number: Number(known.number),
          hash,
          at,
          scheduled: false,
          changes: [],
          overridden: [],
          unchanged: true,
        }
      }
    }
    const config = await this.validated('the published config', request.files)
    const now = new Date()
    const at = request.at && request.at > now ? request.at : now
    const scheduled = at > now
    const routeHref = routeHrefOf(config, this.routeVersion)
    return this.sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_KEY])
      if (request.kind === 'start') {
        // A folder a server started with before (this one or another of the cluster) is not a new
        // version: the active one stays, whatever operators published since.
        const [known] = await tx.query<{ number: number }>(
          'SELECT number FROM config_version WHERE hash = $1 ORDER BY number DESC LIMIT 1',
          [config.hash],
        )
        if (known) {
          const number = Number(known.number)
          return {
            number,
            hash: config.hash,
            at: at.toISOString(),
            scheduled,
            changes: [],
            overridden: [],
            unchanged: true,
          }
        }
      }
      const active = await this.current(tx)
      const activeRow = active ? await this.files(active.version, tx) : undefined
      // Content is applied now for an immediate publish; a scheduled one is tried and rolled back, so a
      // refusal is said at once, and applied when it falls due.
      let applied: { changes: string[]; refusals: string[] }
      if (scheduled) applied = await dryRun(tx, config, { force: request.force === true, now: at, routeHref })
      else applied = await applyContent(tx, config.content, { force: request.force === true, now, routeHref })
      const changes = [...describeChanges(activeRow?.files, config.files), ...applied.changes]
      const [version] = await tx.query<{ number: number }>(
        `INSERT INTO config_version (operator, hash, files, changes, message, overridden)
         VALUES ($1, $2, $3, $4, $5, $6) RETURNING number`,
        [
          request.operator,
          config.hash,
          JSON.stringify(config.files),
          JSON.stringify(changes),
          request.message ?? '',
          JSON.stringify(applied.refusals),
        ],
      )
      const number = Number(version?.number)
      await tx.query(
        `INSERT INTO config_activation (version, at, kind, operator, force, applied_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          number,
          at,
          request.kind ?? 'publish',
          request.operator,
          request.force === true,
          scheduled ? null : now,
        ],
      )
      return {
        number,
        hash: config.hash,
        at: at.toISOString(),
        scheduled,
        changes,
        overridden: applied.refusals,
      }
    })
  }

  /** Re-activates version `number` now, applying its content again (refusals as for a publish). */
  async rollback(number: number, operator: string, force = false): Promise<PublishResult> {
    const row = await this.files(number)
    if (!row) throw new VersionNotFound(number)
    // Validated again: it passed when it was published, but the code may have changed since.
    const config = await validateOffThread(
      `config version ${number}`,
      row.files,
      await knownContentIds(this.sql),
    )
    const now = new Date()
    const routeHref = routeHrefOf(config, this.routeVersion)
    return this.sql.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_KEY])
      const applied = await applyContent(tx, config.content, { force, now, routeHref })
      await tx.query(
        `INSERT INTO config_activation (version, at, kind, operator, force, applied_at)
         VALUES ($1, $2, 'rollback', $3, $4, $2)`,
        [number, now, operator, force],
      )
      return {
        number,
        hash: row.hash,
        at: now.toISOString(),
        scheduled: false,
        changes: applied.changes,
        overridden: applied.refusals,
      }
    })
  }

  /**
   * Applies the content of scheduled activations that fell due (the first server to see one does it;
   * the others skip the locked row). A refusal found only now marks the activation failed.
   */
  async applyDue(onFailure: (message: string) => void): Promise<void> {
    const due = await this.sql.query<{ id: string }>(
      `SELECT id FROM config_activation WHERE at <= now() AND applied_at IS NULL AND failure IS NULL ORDER BY at, id`,
    )
    for (const { id } of due) {
      try {
        await this.sql.transaction(async (tx) => {
          const [activation] = await tx.query<{ version: number; force: boolean; at: Date }>(
            `SELECT version, force, at FROM config_activation
             WHERE id = $1 AND applied_at IS NULL AND failure IS NULL FOR UPDATE SKIP LOCKED`,
            [id],
          )
          if (!activation) return
          const row = await this.files(activation.version, tx)
          if (!row) return
          const config = storedConfig(`config version ${row.number}`, row.files)
          await tx.query('SELECT pg_advisory_xact_lock($1)', [PUBLISH_LOCK_KEY])
          await applyContent(tx, config.content, {
            force: activation.force,
            now: new Date(),
            routeHref: routeHrefOf(config, this.routeVersion),
          })
          await tx.query('UPDATE config_activation SET applied_at = now() WHERE id = $1', [id])
        })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        await this.sql.query('UPDATE config_activation SET failure = $2 WHERE id = $1', [id, message])
        onFailure(`scheduled config activation ${id} failed: ${message}`)
      }
    }
  }

  async list(limit = 50): Promise<VersionSummary[]> {
    const active = await this.current()
    const versions = await this.sql.query<{
      number: number
      created_at: Date
      operator: string
      hash: string
      message: string
      changes: string[]
      overridden: string[]
    }>(
      `SELECT number, created_at, operator, hash, message, changes, overridden
       FROM config_version ORDER BY number DESC LIMIT $1`,
      [limit],
    )
    const activations = await this.sql.query<{
      version: number
      at: Date
      kind: string
      operator: string
      applied_at: Date | null
      failure: string | null
    }>(
      `SELECT version, at, kind, operator, applied_at, failure FROM config_activation
       WHERE version = ANY($1::int[]) ORDER BY at DESC, id DESC`,
      [versions.map((row) => row.number)],
    )
    return versions.map((row) => {
      const own = activations.filter((activation) => Number(activation.version) === Number(row.number))
      const state: VersionSummary['state'] =
        active?.version === Number(row.number)
          ? 'active'
          : own.some((activation) => !activation.applied_at && !activation.failure)
            ? 'scheduled'
            : own.length > 0 && own.every((activation) => activation.failure)
              ? 'failed'
              : 'inactive'
      return {
        number: Number(row.number),
        createdAt: new Date(row.created_at).toISOString(),
        operator: row.operator,
        hash: row.hash,
        message: row.message,
        changes: row.changes,
        overridden: row.overridden,
        state,
        activations: own.map((activation) => ({
          at: new Date(activation.at).toISOString(),
          kind: activation.kind,
          operator: activation.operator,
          ...(activation.failure ? { failure: activation.failure } : {}),
        })),
      }
    })
  }
}

export class VersionNotFound extends Error {
  override readonly name = 'VersionNotFound'
  constructor(readonly number: number) {
    super(`there is no config version ${number}`)
  }
}

/** Applies content in a savepoint and undoes it: what a scheduled publish would change or refuse. */
async function dryRun(
  tx: SqlExecutor,
  config: ValidConfig,
  options: Parameters<typeof applyContent>[2],
): Promise<{ changes: string[]; refusals: string[] }> {
  await tx.exec('SAVEPOINT config_dry_run')
  try {
    const result = await applyContent(tx, config.content, options)
    return { changes: result.changes, refusals: result.refusals }
  } finally {
    await tx.exec('ROLLBACK TO SAVEPOINT config_dry_run')
  }
}

export { ContentRefused }
