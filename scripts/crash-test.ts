/**
 * `npm run crash-test -- [--rounds 20] [--writers 200] [--engine postgres|pglite] [--seed N]`: kill -9
 * the server (and every other round its database server) at random moments under parallel writes, start
 * it again on the same data directory, and read every acknowledged write back (scripts/crash/run.ts).
 * Exits 1 when a restart fails, a write is lost, or a second server on the same data directory does not
 * exit at once naming the first.
 */
import { parseArgs } from 'node:util'
import { runCrashTest } from './crash/run'

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '20' },
    writers: { type: 'string', default: '200' },
    engine: { type: 'string', default: 'postgres' },
    seed: { type: 'string' },
  },
})
const engine = values.engine === 'pglite' ? 'pglite' : 'postgres'
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed)
const rounds = Number(values.rounds)
const writers = Number(values.writers)
console.log(`crash test: ${rounds} rounds, ${writers} writers, engine ${engine}, seed ${seed}`)

const result = await runCrashTest({ rounds, writers, engine, seed })
const failed = result.rounds.filter((round) => round.failure || round.lost.length > 0)
const { secondServer } = result
const named = secondServer.code !== 0 && secondServer.output.includes(`process ${result.holderPid}`)
console.log(
  `\nsecond server on the same data directory: exit ${secondServer.code} after ${secondServer.ms} ms: ${secondServer.output.split('\n').at(-1)}`,
)
const restarts = result.rounds.map((round) => round.restartMs).sort((a, b) => a - b)
console.log(
  `${result.rounds.length - failed.length}/${rounds} rounds passed; ` +
    `${result.rounds.reduce((sum, round) => sum + round.acknowledged, 0)} writes acknowledged, ` +
    `${result.rounds.reduce((sum, round) => sum + round.lost.length, 0)} lost; ` +
    `restart median ${restarts[Math.floor(restarts.length / 2)] ?? 0} ms, max ${restarts.at(-1) ?? 0} ms`,
)
for (const round of failed) {
  console.log(`round ${round.round}: ${round.failure ?? round.lost.slice(0, 10).join('; ')}`)
}
process.exit(failed.length === 0 && result.rounds.length === rounds && named ? 0 : 1)
