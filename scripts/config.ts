/**
 * `npm run config -- <command>`: publish a config folder to a running server, list its versions, roll
 * back (docs/operators.md). Talks to DERMACAMPUS_URL (default http://127.0.0.1:8080) with the operator
 * token in DERMACAMPUS_OPERATOR_TOKEN (`npm run operator -- add <name>` prints one).
 *
 *   publish <folder> [--at <time>] [--force] [--message <text>]
 *   versions
 *   rollback <number> [--force]
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { product } from '../server/config'
import { readConfigFiles } from '../server/config-versions/files'
import { OPERATOR_API } from '../server/config-versions/operator-api'

const USAGE = `usage: npm run config -- publish <folder> [--at <time>] [--force] [--message <text>]
       npm run config -- versions
       npm run config -- rollback <number> [--force]
env:   DERMACAMPUS_URL (default http://127.0.0.1:8080), DERMACAMPUS_OPERATOR_TOKEN`

interface ErrorAnswer {
  code?: string
  message?: string
  errors?: { file: string; line?: number; column?: number; pointer: string; message: string }[]
  refusals?: string[]
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    at: { type: 'string' },
    force: { type: 'boolean', default: false },
    message: { type: 'string', short: 'm' },
    help: { type: 'boolean', short: 'h' },
  },
})
const [command, argument] = positionals
if (values.help || !command) fail(USAGE)

const base = (process.env.DERMACAMPUS_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '')
const token = process.env.DERMACAMPUS_OPERATOR_TOKEN
if (!token) fail('DERMACAMPUS_OPERATOR_TOKEN is not set: `npm run operator -- add <name>` prints a token')

async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(`${base}${product.apiPrefix}${OPERATOR_API}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
  } catch (error) {
    fail(`cannot reach ${base}: ${(error as Error).cause ?? (error as Error).message}`)
  }
  const answer = (await response.json().catch(() => ({}))) as ErrorAnswer
  if (response.ok) return answer
  const lines = [`${response.status} ${answer.code ?? ''}: ${answer.message ?? response.statusText}`]
  for (const error of answer.errors ?? []) {
    const where = error.line ? `${error.file}:${error.line}:${error.column ?? 1}` : error.file
    lines.push(`  ${where} ${error.pointer || '/'} ${error.message}`)
  }
  for (const refusal of answer.refusals ?? []) lines.push(`  ${refusal}`)
  fail(lines.join('\n'))
}

interface PublishAnswer {
  number: number
  hash: string
  at: string
  scheduled: boolean
  changes: string[]
  overridden: string[]
}

function printResult(verb: string, result: PublishAnswer): void {
  const when = result.scheduled ? `takes effect at ${result.at}` : 'active now'
  console.log(`${verb} version ${result.number} (${result.hash}), ${when}`)
  for (const change of result.changes) console.log(`  ${change}`)
  for (const line of result.overridden) console.log(`  forced: ${line}`)
}

if (command === 'publish') {
  if (!argument) fail(USAGE)
  const folder = resolve(argument)
  const files = readConfigFiles(folder)
  if (!files['pages.json']) fail(`${folder} has no pages.json: is it a config folder?`)
  let at: string | undefined
  if (values.at) {
    const time = Date.parse(values.at)
    if (Number.isNaN(time)) fail(`--at "${values.at}": give a time such as 2027-03-01T09:00:00+08:00`)
    at = new Date(time).toISOString()
  }
  const result = (await call('POST', '/versions', {
    files,
    ...(values.message ? { message: values.message } : {}),
    ...(values.force ? { force: true } : {}),
    ...(at ? { at } : {}),
  })) as PublishAnswer
  printResult('published', result)
} else if (command === 'versions') {
  const { active, versions } = (await call('GET', '/versions')) as {
    active: number | null
    versions: {
      number: number
      createdAt: string
      operator: string
      hash: string
      message: string
      state: string
      changes: string[]
      activations: { at: string; kind: string; failure?: string }[]
    }[]
  }
  console.log(`active: ${active ?? 'none'}`)
  for (const version of versions) {
    const scheduled = version.activations.find((activation) => Date.parse(activation.at) > Date.now())
    console.log(
      `${version.state === 'active' ? '*' : ' '} ${String(version.number).padStart(4)}  ${version.createdAt}  ${version.operator.padEnd(14)} ${version.hash}  ${version.state}${scheduled ? ` at ${scheduled.at}` : ''}${version.message ? `  "${version.message}"` : ''}`,
    )
    for (const change of version.changes.slice(0, 12)) console.log(`        ${change}`)
    if (version.changes.length > 12) console.log(`        … ${version.changes.length - 12} more`)
  }
} else if (command === 'rollback') {
  const number = Number(argument)
  if (!Number.isInteger(number) || number < 1) fail(USAGE)
  const result = (await call('POST', `/versions/${number}/activate`, {
    force: values.force,
  })) as PublishAnswer
  printResult('re-activated', result)
} else fail(USAGE)
