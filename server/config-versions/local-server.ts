import { readFileSync, rmSync, writeFileSync } from 'node:fs'

/**
 * The embedded database (PGlite) belongs to one process: while a server runs on a data directory, a
 * tool must not open it too. The server writes `<DATA_DIR>.server.json` (its pid, URL and a secret,
 * readable by this user only) while it runs; `npm run operator` finds it and asks the server instead.
 */

export interface LocalServer {
  readonly pid: number
  readonly url: string
  readonly secret: string
}

export function localServerFile(dataDir: string): string {
  return `${dataDir.replace(/[\\/]+$/, '')}.server.json`
}

export function writeLocalServerFile(dataDir: string, server: LocalServer): void {
  writeFileSync(localServerFile(dataDir), JSON.stringify(server), { mode: 0o600 })
}

export function removeLocalServerFile(dataDir: string): void {
  rmSync(localServerFile(dataDir), { force: true })
}

/** The server running on this data directory, if its file is there and its process is alive. */
export function runningLocalServer(dataDir: string): LocalServer | undefined {
  let server: LocalServer
  try {
    server = JSON.parse(readFileSync(localServerFile(dataDir), 'utf8')) as LocalServer
  } catch {
    return undefined
  }
  try {
    process.kill(server.pid, 0)
    return server
  } catch {
    return undefined
  }
}
