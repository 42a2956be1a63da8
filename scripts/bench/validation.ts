import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { product } from '../../server/config'
import { runningLocalServer } from '../../server/config-versions/local-server'
import { LOCAL_OPERATORS_API, LOCAL_SECRET_HEADER } from '../../server/config-versions/operator-api'
import { largestAllowedConfig } from './largest-config'
import { type Figure, ms } from './summary'

/**
 * A node answers while it validates (issue 28): the largest config the limits allow is sent to the
 * operator validate call three times while `/healthz` is asked every 5 ms; the figure is the p99 of those
 * answers (goal ≤ 50 ms), beside how long a validation took. The server's operator account comes from the
 * local operator call (the server runs on an embedded database in `dataDir`).
 */
const run = promisify(execFile)

export async function validationReport(url: string, dataDir: string): Promise<Figure[]> {
  const local = runningLocalServer(dataDir)
  if (!local) throw new Error(`no local operator file beside ${dataDir}`)
  const api = product.apiPrefix
  const made = await fetch(`${url}${api}${LOCAL_OPERATORS_API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: local.secret },
    body: JSON.stringify({ action: 'add', name: 'bench' }),
  })
  const { token } = (await made.json()) as { token: string }
  const files = largestAllowedConfig()
  const bytes = Object.values(files).reduce((sum, text) => sum + Buffer.byteLength(text), 0)
  // The config goes out from another process (curl): sending 9 MB from this one would stall the probe's
  // own event loop and count the bench's pauses as the server's.
  const bodyFile = join(mkdtempSync(join(tmpdir(), 'derma-bench-config-')), 'body.json')
  writeFileSync(bodyFile, JSON.stringify({ files }))
  const validate = async () => {
    const { stdout } = await run('curl', [
      '-s',
      '-o',
      '/dev/null',
      '-w',
      '%{http_code}',
      '-X',
      'POST',
      '-H',
      'content-type: application/json',
      '-H',
      `authorization: Bearer ${token}`,
      '--data-binary',
      `@${bodyFile}`,
      `${url}${api}/operator/config/validate`,
    ])
    return { status: Number(stdout) }
  }
  await validate() // the worker starts and compiles its checks once

  const latencies: number[] = []
  const durations: number[] = []
  for (let round = 0; round < 3; round++) {
    let validating = true
    const probe = (async () => {
      while (validating) {
        const started = performance.now()
        await (await fetch(`${url}/healthz`)).text()
        latencies.push(performance.now() - started)
        await new Promise((resolve) => setTimeout(resolve, 5))
      }
    })()
    const started = performance.now()
    const answer = await validate()
    durations.push(performance.now() - started)
    validating = false
    await probe
    if (answer.status !== 200) throw new Error(`validate answered ${answer.status}`)
  }
  latencies.sort((a, b) => a - b)
  const p99 = latencies[Math.min(latencies.length - 1, Math.ceil(latencies.length * 0.99) - 1)] ?? 0
  const median = [...durations].sort((a, b) => a - b)[1] ?? 0
  console.log(
    `  validated ${(bytes / 1024 / 1024).toFixed(1)} MB in ${durations.map(Math.round).join(', ')} ms; /healthz ${latencies.length} answers during it, p99 ${p99.toFixed(1)} ms`,
  )
  return [
    {
      area: 'config validation',
      measure: `largest allowed config (${(bytes / 1024 / 1024).toFixed(1)} MB) validated, median of 3`,
      value: ms(median),
      goal: '',
    },
    {
      area: 'config validation',
      measure: `/healthz p99 while it validates (${latencies.length} answers)`,
      value: `${p99.toFixed(1)} ms`,
      goal: '≤ 50 ms',
      ok: p99 <= 50,
    },
  ]
}
