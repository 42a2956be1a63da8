/**
 * `npm run cluster`: the product as a cluster on this machine (docs/deploy.md "One machine"). PostgreSQL
 * and Redis from Debian (installed when missing), NODES API processes (3 by default) sharing them, nginx
 * in front on PORT (8080 by default), all on 127.0.0.1, data under .data/cluster/. Prints the URL;
 * Ctrl-C stops everything. `npm run bench` with BENCH_URL set to the printed URL measures it.
 */
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { findProgram, postgresBinDir, startCluster } from './cluster/cluster'
import { repoRoot } from './server-process'

/** Debian's packages this needs and lacks, installed with apt-get (as root, or through sudo). */
function installMissing(): void {
  const missing = [
    ...(postgresBinDir() ? [] : ['postgresql']),
    ...(findProgram('redis-server') ? [] : ['redis-server']),
    ...(findProgram('nginx') ? [] : ['nginx-light']),
  ]
  if (missing.length === 0) return
  console.log(`Installing from Debian: ${missing.join(' ')}`)
  const root = process.getuid?.() === 0
  if (!root && !findProgram('sudo')) {
    throw new Error(
      `missing ${missing.join(', ')}: install them (apt-get install ${missing.join(' ')}) and run again`,
    )
  }
  const apt = (args: string[]) =>
    execFileSync(root ? 'apt-get' : 'sudo', root ? args : ['apt-get', ...args], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
  apt(['update', '-qq'])
  apt(['install', '-y', '-qq', '--no-install-recommends', ...missing])
}

function positiveInteger(name: string, fallback: number): number {
  const text = process.env[name]?.trim()
  if (!text) return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a whole number, got "${text}"`)
  }
  return value
}

async function main(): Promise<void> {
  const nodes = positiveInteger('NODES', 3)
  if (nodes < 1 || nodes > 16) throw new Error(`NODES must be 1 to 16, got ${nodes}`)
  const port = positiveInteger('PORT', 8080)
  installMissing()
  const dataDir = join(repoRoot, '.data', 'cluster')
  console.log(`Starting a cluster of ${nodes} node${nodes === 1 ? '' : 's'} (data in ${dataDir})…`)
  const cluster = await startCluster({
    nodes,
    port,
    dataDir,
    distDir: join(repoRoot, process.env.DIST_DIR ?? 'dist'),
    // Each node's log (.data/cluster/node-<n>.log) at this level; warn unless set.
    env: process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {},
    log: (line) => console.log(line),
  })
  console.log(`\nDermaCampus (${nodes} nodes behind nginx) is running at ${cluster.url}`)
  console.log(`Measure it: BENCH_URL=${cluster.url} npm run bench    Stop: Ctrl-C`)
  let stopping = false
  const stop = () => {
    if (stopping) return
    stopping = true
    console.log('\nStopping the cluster…')
    cluster.stop().then(
      () => {
        console.log('Cluster stopped')
        process.exit(0)
      },
      (error: unknown) => {
        console.error('Cluster did not stop cleanly:', error)
        process.exit(1)
      },
    )
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
}

main().catch((error: unknown) => {
  console.error(`The cluster could not start: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
