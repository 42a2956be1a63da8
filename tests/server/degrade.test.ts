import { type ChildProcess, spawn } from 'node:child_process'
import { chmodSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/server-process'
import { buildServer } from '../../server/app'
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../../server/db/embedded-postgres'
import { openDatabase } from '../../server/db/index'
import { connectSharedState, type SharedState } from '../../server/http/shared-state'
import { RATE_LIMITS } from '../../server/routes/rate-limits'
import { seedDatabase } from '../../server/seed/index'
import { api, bearer, CERTIFIED_MOBILE, passwordLogin, SEED_PASSWORD, TEST_TOKEN_SECRET } from './api-helpers'
import { expectNoWaitOnRedis } from './cluster/scenarios'
import { databaseTargets, firstRunOnly, openFreshDatabase } from './test-databases'

/**
 * A failing part degrades cleanly (issue 28), on the real parts: a redis-server process stopped under the
 * server, and the embedded PostgreSQL server stopped and started again.
 */

async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const deadline = Date.now() + 10_000
  while (!output.includes('Ready to accept connections')) {
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error(`redis-server did not start:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return child
}

const wrongLogin = (app: FastifyInstance) =>
  app.inject({
    method: 'POST',
    url: `${api}/user/v1/auth/login`,
    payload: { loginName: CERTIFIED_MOBILE, password: 'not-the-password' },
    remoteAddress: '203.0.113.7',
  })

describe.skipIf(firstRunOnly)('Redis stops under a node', () => {
  let redis: ChildProcess | undefined
  let shared: SharedState | undefined
  let app: FastifyInstance | undefined
  let dispose: (() => Promise<void>) | undefined
  const logged: string[] = []

  beforeAll(async () => {
    const target = databaseTargets[0]
    if (!target) throw new Error('no database target')
    const port = await freePort()
    redis = await startRedis(port)
    shared = await connectSharedState(`redis://127.0.0.1:${port}/0`)
    const fresh = await openFreshDatabase(target)
    await seedDatabase(fresh.database)
    app = await buildServer({
      database: fresh.database,
      distDir: '/nonexistent/dist',
      rateLimits: RATE_LIMITS,
      tokenSecret: TEST_TOKEN_SECRET,
      shared,
    })
    shared.log = (line) => logged.push(line)
    dispose = async () => {
      await app?.close()
      await shared?.close()
      await fresh.dispose()
    }
  }, 60_000)
  afterAll(async () => {
    redis?.kill('SIGKILL')
    await dispose?.()
  })

  it('wrong logins are still limited by the node’s own counter, none waiting on Redis', async () => {
    if (!app || !redis) throw new Error('not started')
    // With Redis: counted there.
    expect((await wrongLogin(app)).statusCode).toBe(400)
    redis.kill('SIGKILL')
    await new Promise((resolve) => redis?.once('exit', resolve))

    const statuses: number[] = []
    const durations: number[] = []
    for (let call = 0; call < RATE_LIMITS.login.max + 5; call++) {
      const started = performance.now()
      statuses.push((await wrongLogin(app)).statusCode)
      durations.push(performance.now() - started)
    }
    // Redis's count (1) is not known locally: the node's own budget starts afresh, and is never open.
    expect(statuses.slice(0, RATE_LIMITS.login.max).every((status) => status === 400)).toBe(true)
    expect(statuses.slice(RATE_LIMITS.login.max)).toEqual(Array(5).fill(429))
    expectNoWaitOnRedis(durations)
    expect(logged.some((line) => line.startsWith('Redis unreachable'))).toBe(true)
  })
})

describe.skipIf(firstRunOnly)('PostgreSQL stops under a node', () => {
  let dataDir = ''
  let postgres: EmbeddedPostgres | undefined
  let app: FastifyInstance | undefined
  let close: (() => Promise<void>) | undefined

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'dermacampus-degrade-'))
    chmodSync(dataDir, 0o755)
    postgres = await startEmbeddedPostgres(join(dataDir, 'db'), {
      role: 'degrade test',
      log: () => undefined,
    })
    const database = await openDatabase({ kind: 'postgres', url: postgres.url })
    await seedDatabase(database)
    app = await buildServer({
      database,
      distDir: '/nonexistent/dist',
      rateLimits: false,
      tokenSecret: TEST_TOKEN_SECRET,
    })
    close = async () => {
      await app?.close()
      await database.close()
    }
  }, 120_000)
  afterAll(async () => {
    await close?.()
    await postgres?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 server.unavailable with Retry-After while it is down, then serves again; nothing acknowledged is lost', async () => {
    if (!app) throw new Error('not started')
    const { token } = await passwordLogin(app, CERTIFIED_MOBILE, SEED_PASSWORD)
    const note = (content: string) =>
      app?.inject({
        method: 'POST',
        url: `${api}/academy/v1/user/note`,
        headers: bearer(token),
        payload: { lessonId: 1001, content },
      })
    const written = await note('停库之前写下的笔记')
    expect(written?.statusCode).toBe(200)
    const id = written?.json<{ id: number }>().id

    await postgres?.stop()
    const down = await note('停库期间的笔记')
    expect(down?.statusCode).toBe(503)
    expect(down?.headers['retry-after']).toBe('5')
    expect(down?.json()).toEqual({ code: 'server.unavailable', message: '服务暂时不可用，请稍后再试' })
    const read = await app.inject({
      method: 'GET',
      url: `${api}/academy/v1/user/note/items`,
      headers: bearer(token),
    })
    expect(read.statusCode).toBe(503)
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503)

    postgres = await startEmbeddedPostgres(join(dataDir, 'db'), {
      role: 'degrade test',
      log: () => undefined,
    })
    const back = await app.inject({
      method: 'GET',
      url: `${api}/academy/v1/user/note/${id}`,
      headers: bearer(token),
    })
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ id, content: '停库之前写下的笔记' })
    expect((await note('恢复之后的笔记'))?.statusCode).toBe(200)
  }, 120_000)
})
