import type { AppConfig, ServedPage } from '../app-config/load'
import type { ConfigVersions } from './versions'

/**
 * The config this server serves now, switched to the active version within a second of a publish,
 * scheduled time or rollback on any server sharing the database: each process asks the database every
 * `intervalMs` which activation is in force (one indexed query) and loads a new one's files.
 */

/** How often each server asks which version is active: a publish shows everywhere within 2 s. */
export const CONFIG_POLL_MS = 1000

export interface LiveConfigOptions {
  readonly versions: ConfigVersions
  readonly intervalMs?: number
  /** Told after each switch (the public read cache must forget answers made under the old content). */
  readonly onSwitch?: (config: AppConfig, version: number) => void
  readonly onError?: (message: string) => void
}

export class LiveConfig {
  private config: AppConfig
  private versionNumber: number | undefined
  private activation: number | undefined
  /** Page schemas of every version served since start, by URL: a browser still on an older route table
   * can fetch the schema it names. */
  private readonly pagesByUrl = new Map<string, ServedPage>()
  private timer: NodeJS.Timeout | undefined
  private refreshing: Promise<void> | undefined

  constructor(
    initial: AppConfig,
    private readonly options?: LiveConfigOptions,
  ) {
    this.config = initial
    this.remember(initial)
  }

  /** A holder that never changes (tests, a server without config versions). */
  static fixed(config: AppConfig): LiveConfig {
    return new LiveConfig(config)
  }

  get current(): AppConfig {
    return this.config
  }

  /** The active version's number; undefined while serving the start folder outside any version. */
  get version(): number | undefined {
    return this.versionNumber
  }

  pageAt(path: string): ServedPage | undefined {
    return this.pagesByUrl.get(path) ?? this.config.pageAt(path)
  }

  private remember(config: AppConfig): void {
    for (const page of config.pages.values()) this.pagesByUrl.set(page.url, page)
  }

  /** Loads the active version now (after a publish on this server, and at each tick). */
  refresh(): Promise<void> {
    const versions = this.options?.versions
    if (!versions) return Promise.resolve()
    this.refreshing ??= (async () => {
      try {
        await versions.applyDue((message) => this.options?.onError?.(message))
        const active = await versions.current()
        if (!active || active.activation === this.activation) return
        const served = await versions.served(active.version)
        if (!served) return
        this.config = served.config
        this.versionNumber = served.number
        this.activation = active.activation
        this.remember(served.config)
        this.options?.onSwitch?.(served.config, served.number)
      } catch (error) {
        this.options?.onError?.(
          `config refresh failed: ${error instanceof Error ? error.message : String(error)}`,
        )
      } finally {
        this.refreshing = undefined
      }
    })()
    return this.refreshing
  }

  /** Starts asking every interval; `stop` ends it (server close). */
  start(): void {
    if (this.timer || !this.options) return
    this.timer = setInterval(() => void this.refresh(), this.options.intervalMs ?? CONFIG_POLL_MS)
    this.timer.unref()
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer)
    this.timer = undefined
  }
}
