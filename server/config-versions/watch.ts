import { existsSync, type FSWatcher, watch } from 'node:fs'
import { join } from 'node:path'
import { formatError } from '../../schemas/validator/index'
import { AppConfigError } from '../app-config/load'
import { ContentRefused } from '../content/apply'
import { readConfigFiles } from './files'
import type { LiveConfig } from './live'
import type { ConfigVersions } from './versions'

/**
 * CONFIG_WATCH=on (`npm run dev`): every save in the config folder is validated and, when valid,
 * published as the active version (content applied), so the preview is what a publish would give. An
 * invalid save logs every error (file:line:column pointer message) and the last valid version stays.
 */
export function watchConfigFolder(
  dir: string,
  options: { versions: ConfigVersions; live: LiveConfig; log: (line: string) => void },
): { close(): void } {
  let timer: NodeJS.Timeout | undefined
  const publish = async () => {
    try {
      const result = await options.versions.publish({
        files: readConfigFiles(dir),
        operator: 'npm run dev',
        kind: 'start',
        message: `saved in ${dir}`,
      })
      if (result.unchanged) return
      await options.live.refresh()
      options.log(`config version ${result.number} active: ${result.changes.join('; ')}`)
    } catch (error) {
      if (error instanceof AppConfigError) {
        options.log(
          `config not published, ${error.errors.length} error(s):\n${error.errors.map(formatError).join('\n')}`,
        )
      } else if (error instanceof ContentRefused) options.log(error.message)
      else options.log(`config not published: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  const schedule = () => {
    clearTimeout(timer)
    timer = setTimeout(() => void publish(), 300)
  }
  // Only the config's own folders: a recursive watch of a repository root would walk node_modules.
  const watchers = new Map<string, FSWatcher>()
  const follow = (path: string, recursive: boolean) => {
    if (watchers.has(path) || !existsSync(path)) return
    const watcher = watch(path, { recursive }, (_event, name) => {
      if (path === dir) {
        if (name === 'content') follow(join(dir, 'content'), true)
        if (name === 'schemas') follow(join(dir, 'schemas', 'pages'), false)
        if (name !== 'pages.json' && name !== 'content') return
      }
      schedule()
    })
    watcher.unref()
    watchers.set(path, watcher)
  }
  follow(dir, false)
  follow(join(dir, 'schemas', 'pages'), false)
  follow(join(dir, 'content'), true)
  return {
    close() {
      for (const watcher of watchers.values()) watcher.close()
    },
  }
}
