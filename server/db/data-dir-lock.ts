import { linkSync, lstatSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'

/**
 * One process owns an embedded database's data directory: a lock file names it (`<dataDir>/dermacampus.lock`
 * for the embedded PostgreSQL, `<dataDir>.lock` beside a PGlite directory, which must hold PGlite's files only) (pid, what it is, when it started). A second process finds the file, sees its owner alive and
 * fails at once naming it; a lock left by a process that died (kill -9, a power cut) is taken over.
 *
 * Taking the lock is atomic: the file is written under a name of our own and hard-linked to the lock's
 * name, which fails when the lock exists; a stale lock is renamed away first (one rename wins a race).
 */

export interface LockHolder {
  readonly pid: number
  readonly host: string
  /** What holds it: `server`, `npm run operator`, … */
  readonly role: string
  readonly startedAt: string
  /** The process's start time in clock ticks since boot (Linux), so a reused pid is not taken for it. */
  readonly processStart?: string
}

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError'
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `the data directory ${dataDir} is in use by process ${holder.pid} (${holder.role}, started ${holder.startedAt}` +
        `${holder.host === hostname() ? '' : ` on ${holder.host}`}); stop it first, or set DATA_DIR to another directory`,
    )
  }
}

export const LOCK_FILE = 'dermacampus.lock'

/** Field 22 of /proc/<pid>/stat: when the process started. Undefined off Linux or when it is gone. */
function processStartOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) is in parentheses and may hold spaces: count fields after its end.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/** Whether the process that wrote `holder` still runs (same host, pid alive, same start time). */
export function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true // Another machine's process: we cannot tell, so it holds.
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: alive, owned by another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false
  }
  const start = processStartOf(holder.pid)
  return holder.processStart === undefined || start === undefined || start === holder.processStart
}

/** Where the lock of an embedded database's directory is. */
export function lockFileOf(dataDir: string, engine: 'postgres' | 'pglite'): string {
  return engine === 'postgres' ? join(dataDir, LOCK_FILE) : `${dataDir.replace(/[\\/]+$/, '')}.lock`
}

/** The lock's holder as written, or undefined when there is no lock (or it cannot be read). */
export function readLock(path: string): LockHolder | undefined {
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as LockHolder
  } catch {
    return undefined
  }
}

export interface DataDirLock {
  readonly holder: LockHolder
  /** Removes the lock if it is still ours. Safe to call more than once. */
  release(): void
}

/**
 * Takes the lock `path` of `dataDir` for this process (its folder must exist), or throws
 * DataDirInUseError naming the live holder. `onStale` hears of a dead holder's lock being taken over.
 */
export function lockDataDir(
  dataDir: string,
  path: string,
  role: string,
  onStale?: (holder: LockHolder) => void,
): DataDirLock {
  const processStart = processStartOf(process.pid)
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    role,
    startedAt: new Date().toISOString(),
    ...(processStart ? { processStart } : {}),
  }
  const mine = `${path}.${process.pid}`
  writeFileSync(mine, `${JSON.stringify(holder)}\n`, { mode: 0o600 })
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        linkSync(mine, path)
        let released = false
        return {
          holder,
          release: () => {
            if (released) return
            released = true
            if (readLock(path)?.pid === process.pid) rmSync(path, { force: true })
          },
        }
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      }
      const current = readLock(path)
      if (current && isAlive(current)) throw new DataDirInUseError(dataDir, current)
      // Only a lock file is ever taken over: anything else at its path is not ours to move. (A lock file
      // left empty by a power cut is taken over like any dead holder's.)
      if (!lstatSync(path).isFile()) {
        throw new Error(
          `${path} exists and is not a lock file: move it away, or set DATA_DIR to another directory`,
        )
      }
      if (current) onStale?.(current)
      try {
        renameSync(path, `${path}.stale`)
        rmSync(`${path}.stale`, { force: true })
      } catch {
        // Another process took it over first: the next attempt sees its lock.
      }
    }
    throw new Error(`could not take the lock ${path}`)
  } finally {
    rmSync(mine, { force: true })
  }
}
