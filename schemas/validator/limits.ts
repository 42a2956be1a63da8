import type { ConfigFiles } from './config-files'
import type { ConfigError } from './messages'

/**
 * What a config may be at most (docs/operators.md "Limits"): far above any real config (the repository's
 * has 60 routes, a nesting depth of 14 and no file over 40 KB), low enough that the largest allowed config
 * validates in a second or two and no reader can run out of stack. Checked before anything else reads the
 * files, so a config over a limit is refused with one clear error instead of hanging or crashing a node.
 */
export const CONFIG_LIMITS = {
  /** Routes in pages.json. */
  routes: 2_000,
  /** Files in a config (pages.json, page schemas, content files). */
  files: 5_000,
  /** Bytes of one file. */
  fileBytes: 2 * 1024 * 1024,
  /** Objects and arrays inside one another, in any file. */
  depth: 64,
} as const

const MB = 1024 * 1024

function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let index = 0; index < offset; index++) {
    if (text.charCodeAt(index) === 10) {
      line++
      lineStart = index + 1
    }
  }
  return { line, column: offset - lineStart + 1 }
}

/**
 * The offset of the first `{` or `[` nested deeper than `limit` (outside strings), or -1. One pass, no
 * recursion: it cannot itself run out of stack on the text it guards against.
 */
export function tooDeepAt(text: string, limit: number = CONFIG_LIMITS.depth): number {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if (inString) {
      if (code === 92 /* \ */) index++
      else if (code === 34 /* " */) inString = false
    } else if (code === 34) inString = true
    else if (code === 123 /* { */ || code === 91 /* [ */) {
      depth++
      if (depth > limit) return index
    } else if (code === 125 /* } */ || code === 93 /* ] */) depth = Math.max(0, depth - 1)
  }
  return -1
}

/**
 * The files over a limit, each with its error; the caller leaves them unread. A config with more files
 * than allowed is refused as a whole (`tooMany`).
 */
export function checkFileLimits(files: ConfigFiles): {
  errors: ConfigError[]
  refused: ReadonlySet<string>
  tooMany: boolean
} {
  const errors: ConfigError[] = []
  const refused = new Set<string>()
  const paths = Object.keys(files)
  if (paths.length > CONFIG_LIMITS.files) {
    errors.push({
      file: 'pages.json',
      line: 1,
      column: 1,
      pointer: '',
      code: 'too-many-files',
      message: `the config has ${paths.length} files; at most ${CONFIG_LIMITS.files} are allowed`,
    })
    return { errors, refused: new Set(paths), tooMany: true }
  }
  for (const path of paths) {
    const text = files[path] ?? ''
    // UTF-8 bytes (the validator also runs in the studio, without Buffer): a text short enough to fit even
    // at 3 bytes a character is not measured.
    const bytes =
      text.length * 3 <= CONFIG_LIMITS.fileBytes ? text.length : new TextEncoder().encode(text).length
    if (bytes > CONFIG_LIMITS.fileBytes) {
      errors.push({
        file: path,
        line: 1,
        column: 1,
        pointer: '',
        code: 'file-too-large',
        message: `the file is ${(bytes / MB).toFixed(1)} MB; a config file may be at most ${CONFIG_LIMITS.fileBytes / MB} MB`,
      })
      refused.add(path)
      continue
    }
    const deep = tooDeepAt(text)
    if (deep >= 0) {
      errors.push({
        file: path,
        ...lineColumnAt(text, deep),
        pointer: '',
        code: 'too-deep',
        message: `objects and arrays are nested more than ${CONFIG_LIMITS.depth} levels deep here; at most ${CONFIG_LIMITS.depth} are allowed`,
      })
      refused.add(path)
    }
  }
  return { errors, refused, tooMany: false }
}

/** The error for a pages.json with more routes than allowed (then nothing else of the config is checked). */
export function tooManyRoutes(count: number): ConfigError | undefined {
  if (count <= CONFIG_LIMITS.routes) return undefined
  return {
    file: 'pages.json',
    line: 1,
    column: 1,
    pointer: '/pages',
    code: 'too-many-routes',
    message: `pages.json has ${count} routes; at most ${CONFIG_LIMITS.routes} are allowed`,
  }
}
