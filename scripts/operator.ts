/**
 * `npm run operator -- add <name>`: creates an operator account (or gives it a new token) and prints its
 * token as the last line. Reads DATABASE_URL / DATA_DIR as the server does; works whether the server runs
 * or not: on PostgreSQL it writes the row directly; on the embedded database, which one process owns, it
 * asks the server running on that data directory (loopback, with the secret the server keeps beside the
 * data) or, when none runs, opens the data directory itself.
 */
import { loadConfig, product } from '../server/config'
import { runningLocalServer } from '../server/config-versions/local-server'
import { LOCAL_OPERATORS_API, LOCAL_SECRET_HEADER } from '../server/config-versions/operator-api'
import { addOperator } from '../server/config-versions/operators'
import { openDatabase } from '../server/db/index'

function fail(message: string): never {
  process.stderr.write(`${message}\n`)
  process.exit(1)
}

const [command, name] = process.argv.slice(2)
if (command !== 'add' || !name) fail('usage: npm run operator -- add <name>')

const config = loadConfig()
let token: string
const server = config.databaseUrl ? undefined : runningLocalServer(config.dataDir)
if (server) {
  const response = await fetch(`${server.url}${product.apiPrefix}${LOCAL_OPERATORS_API}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [LOCAL_SECRET_HEADER]: server.secret },
    body: JSON.stringify({ name }),
  }).catch((error: Error) =>
    fail(`the server at ${server.url} (pid ${server.pid}) did not answer: ${error.message}`),
  )
  const answer = (await response.json()) as { token?: string; message?: string }
  if (!response.ok || !answer.token) fail(answer.message ?? `the server answered ${response.status}`)
  token = answer.token
} else {
  const database = config.databaseUrl
    ? await openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : await openDatabase({ kind: 'pglite', dataDir: config.dataDir })
  try {
    token = (await addOperator(database.sql, name).catch((error: Error) => fail(error.message))).token
  } finally {
    await database.close()
  }
}
console.log(
  `operator "${name}" can publish config with this token (shown once; set DERMACAMPUS_OPERATOR_TOKEN):`,
)
console.log(token)
