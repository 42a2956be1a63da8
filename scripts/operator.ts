/**
 * `npm run operator -- add <name> [--days N]`: creates an operator account (or gives it a new token) and
 * prints its token as the last line; the token lasts 90 days unless --days says otherwise.
 * `npm run operator -- list`: every operator with its token's dates. `npm run operator -- revoke <name>`:
 * ends that operator's token at once.
 *
 * Reads DATABASE_URL / DATA_DIR as the server does and works whether the server runs or not: on
 * PostgreSQL it writes the rows directly; on the embedded database, which one process owns, it asks the
 * server running on that data directory (loopback, with the secret the server keeps beside the data) or,
 * when none runs, opens the data directory itself.
 */
import { parseArgs } from 'node:util'
import { loadConfig, product } from '../server/config'
import { runningLocalServer } from '../server/config-versions/local-server'
import { LOCAL_OPERATORS_API, LOCAL_SECRET_HEADER } from '../server/config-versions/operator-api'
import {
  type OperatorCommand,
  type OperatorCommandAnswer,
  runOperatorCommand,
} from '../server/config-versions/operators'
import { openConfiguredDatabase } from '../server/configured-database'

const USAGE = 'usage: npm run operator -- add <name> [--days N] | list | revoke <name>'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

function commandOf(argv: string[]): OperatorCommand {
  let parsed: ReturnType<typeof parse>
  const parse = () => parseArgs({ args: argv, allowPositionals: true, options: { days: { type: 'string' } } })
  try {
    parsed = parse()
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`)
  }
  const [action, name] = parsed.positionals
  if (action === 'list' && !name) return { action: 'list' }
  if (action === 'revoke' && name) return { action: 'revoke', name }
  if (action === 'add' && name) {
    const days = parsed.values.days
    return { action: 'add', name, ...(days === undefined ? {} : { days: Number(days) }) }
  }
  fail(USAGE)
}

async function run(command: OperatorCommand): Promise<OperatorCommandAnswer> {
  const config = loadConfig()
  const server = config.databaseUrl ? undefined : runningLocalServer(config.dataDir)
  if (server) {
    const response = await fetch(`${server.url}${product.apiPrefix}${LOCAL_OPERATORS_API}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: server.secret },
      body: JSON.stringify(command),
    }).catch((error: Error) =>
      fail(`the server at ${server.url} (pid ${server.pid}) did not answer: ${error.message}`),
    )
    const answer = (await response.json()) as OperatorCommandAnswer & { message?: string }
    if (!response.ok) fail(answer.message ?? `the server answered ${response.status}`)
    return answer
  }
  const database = await openConfiguredDatabase(config, 'npm run operator').catch((error: Error) =>
    fail(error.message),
  )
  try {
    return await runOperatorCommand(database.sql, command).catch((error: Error) => fail(error.message))
  } finally {
    await database.close()
  }
}

const day = (value: string | Date | null) =>
  value === null ? '—' : new Date(value).toISOString().slice(0, 16).replace('T', ' ')

const answer = await run(commandOf(process.argv.slice(2)))
if (answer.action === 'add') {
  console.log(
    `operator "${answer.name}" can publish config with this token until ${day(answer.expiresAt)} UTC (shown once; set DERMACAMPUS_OPERATOR_TOKEN):`,
  )
  console.log(answer.token)
} else if (answer.action === 'revoke') {
  if (!answer.revoked) fail(`no operator "${answer.name}"`)
  console.log(
    `operator "${answer.name}": token revoked; \`npm run operator -- add ${answer.name}\` gives a new one`,
  )
} else if (answer.operators.length === 0) {
  console.log('no operators yet: npm run operator -- add <name>')
} else {
  const now = Date.now()
  const rows = answer.operators.map((operator) => {
    const state = operator.revokedAt
      ? `revoked ${day(operator.revokedAt)}`
      : new Date(operator.expiresAt).getTime() <= now
        ? 'expired'
        : 'active'
    return [operator.name, state, day(operator.issuedAt), day(operator.expiresAt), day(operator.lastUsedAt)]
  })
  const header = ['name', 'state', 'issued (UTC)', 'expires (UTC)', 'last used (UTC)']
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  for (const row of [header, ...rows]) {
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
  }
}
