import { createHash } from 'node:crypto'
import type { ConfigFiles } from '../../schemas/validator/config-files'

export {
  type ConfigFiles,
  isConfigPath,
  MAX_CONFIG_BYTES,
  readConfigFiles,
} from '../../schemas/validator/config-files'

/** One hash of the whole version: paths and texts in path order. */
export function hashConfigFiles(files: ConfigFiles): string {
  const hash = createHash('sha256')
  for (const path of Object.keys(files).sort()) hash.update(`${path}\0${files[path]}\0`)
  return hash.digest('base64url').slice(0, 16)
}

/** What a new version changes against the one before: a line per file added, removed or changed. */
export function describeChanges(before: ConfigFiles | undefined, after: ConfigFiles): string[] {
  if (!before) return [`${Object.keys(after).length} files`]
  const lines: string[] = []
  for (const path of Object.keys(after).sort()) {
    if (!(path in before)) lines.push(`added ${path}`)
    else if (before[path] !== after[path]) lines.push(`changed ${path}`)
  }
  for (const path of Object.keys(before).sort()) if (!(path in after)) lines.push(`removed ${path}`)
  return lines
}
