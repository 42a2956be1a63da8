import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_CONFIG_BYTES } from '../../schemas/validator/index'
import { CONFIG_LIMITS } from '../../schemas/validator/limits'
import { largestAllowedConfig } from '../../scripts/bench/largest-config'
import { type ServerProcess, startServer } from '../../scripts/server-process'
import { runningLocalServer } from '../../server/config-versions/local-server'
import { LOCAL_OPERATORS_API, LOCAL_SECRET_HEADER } from '../../server/config-versions/operator-api'
import { api, bearer } from './api-helpers'
import { firstRunOnly } from './test-databases'

/**
 * A publish's validation runs on a worker thread (server/config-versions/off-thread.ts): while the
 * largest config the limits allow validates, the node goes on answering. How fast it answers is measured
 * by `npm run bench` (/healthz p99 ≤ 50 ms), not by a timed test; this checks that it works.
 */

describe.skipIf(firstRunOnly)('validation off the event loop', () => {
  // The server in a process of its own (as deployed), so the probe measures it and not this test's own
  // sending of the config.
  let server: ServerProcess | undefined
  let url = ''
  let operatorToken = ''

  beforeAll(async () => {
    server = await startServer({
      distDir: '/nonexistent/dist',
      label: 'off-thread',
      env: { RATE_LIMIT: 'off' },
    })
    url = server.url
    const local = runningLocalServer(server.dataDir)
    if (!local) throw new Error('the server wrote no local operator file')
    const made = await fetch(`${url}${api}${LOCAL_OPERATORS_API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: local.secret },
      body: JSON.stringify({ action: 'add', name: 'probe' }),
    })
    operatorToken = ((await made.json()) as { token: string }).token
  }, 120_000)
  afterAll(() => server?.stop())

  it('the largest allowed config validates on the worker, and the node answers while it does', async () => {
    const files = largestAllowedConfig()
    const bytes = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0)
    expect(bytes).toBeGreaterThan(MAX_CONFIG_BYTES * 0.8)
    const validation = fetch(`${url}${api}/operator/config/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(operatorToken) },
      body: JSON.stringify({ files }),
    })
    // Answers come while the validation runs (how fast is npm run bench's: /healthz p99 ≤ 50 ms).
    let answeredDuring = 0
    let done = false
    void validation.finally(() => {
      done = true
    })
    while (!done) {
      if ((await fetch(`${url}/healthz`)).status === 200 && !done) answeredDuring++
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const answer = await validation
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { routes: number; errors: { file: string; code: string }[] }
    expect(body.routes).toBe(CONFIG_LIMITS.routes)
    // Copies of the repository's pages repeat its widget ids: what it finds is reported, located.
    for (const error of body.errors) expect(Object.keys(files)).toContain(error.file)
    expect(answeredDuring).toBeGreaterThan(3)
  }, 120_000)

  it('a body that is not JSON, or not an object of files, is 400 request.invalid', async () => {
    const post = (body: string) =>
      fetch(`${url}${api}/operator/config/validate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...bearer(operatorToken) },
        body,
      })
    const broken = await post('{"files": {')
    expect(broken.status).toBe(400)
    expect(await broken.json()).toMatchObject({
      code: 'request.invalid',
      message: expect.stringMatching(/^body is not JSON/),
    })
    const wrong = await post('{"files": {"pages.json": 1}}')
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toMatchObject({
      code: 'request.invalid',
      message: 'body/files/pages.json must be string',
    })
  })
})
