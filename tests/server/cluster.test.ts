import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { findProgram, startCluster } from '../../scripts/cluster/cluster'
import type { RunningCluster } from '../../scripts/cluster/types'
import {
  type ClusterTarget,
  configPublishReachesEveryNode,
  killOneNodeUnderLoad,
  loginLimitSharedAcrossNodes,
  loginLimitWithoutRedis,
  parallelDrawsAcrossNodes,
  parallelPaymentCallbacksAcrossNodes,
  parallelVotesAcrossNodes,
  tokenFromOneNodeOnTheOthers,
  writeOnOneNodeRefreshesTheOthersCache,
} from './cluster/scenarios'
import {
  createSchema,
  databaseTargets,
  dropSchema,
  testDatabaseUrl,
  uniqueSchemaName,
} from './test-databases'

/**
 * The cross-node scenarios (./cluster/scenarios.ts) on a real cluster (scripts/cluster): 3 API
 * processes on one PostgreSQL schema, sharing rate limits through one Redis, behind nginx. It needs a
 * PostgreSQL server (TEST_DATABASE_URL: CI's PostgreSQL pass), redis-server and nginx; without them the
 * block is skipped and its title says what was missing. The cluster starts once: process starts are
 * most of the time.
 */

const postgres = databaseTargets.find((target) => target.kind === 'postgres')
const missing = [
  ...(postgres?.urlFor && testDatabaseUrl ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
  ...(findProgram('redis-server') ? [] : ['redis-server']),
  ...(findProgram('nginx') ? [] : ['nginx']),
]
if (missing.length > 0) console.info(`cross-node scenarios skipped: needs ${missing.join(', ')}`)
const NODES = 3
/** The node scenario 7 kills, then restarts. */
const KILLED_NODE = 1

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

describe.skipIf(missing.length > 0)(
  `cross-node scenarios: ${NODES} nodes behind nginx on one PostgreSQL and one Redis${
    missing.length > 0 ? ` (skipped: needs ${missing.join(', ')})` : ''
  }`,
  () => {
    const schema = uniqueSchemaName()
    let dataDir: string | undefined
    let cluster: RunningCluster | undefined
    let target: ClusterTarget

    beforeAll(async () => {
      if (!postgres?.urlFor || !testDatabaseUrl) throw new Error('no PostgreSQL target')
      await createSchema(testDatabaseUrl, schema)
      dataDir = mkdtempSync(join(tmpdir(), 'dermacampus-cluster-test-'))
      cluster = await startCluster({
        nodes: NODES,
        dataDir,
        distDir: '/nonexistent/dist',
        databaseUrl: postgres.urlFor(schema),
        // Rate limits as in production: the login scenario needs them; the others each come from an
        // address of their own.
        env: { RATE_LIMIT: 'on', LOG_LEVEL: 'warn' },
      })
      target = {
        nodes: cluster.nodes.map((node) => node.url),
        proxy: cluster.url,
        databaseUrl: cluster.databaseUrl,
      }
    })

    afterAll(async () => {
      await cluster?.stop()
      if (testDatabaseUrl) await dropSchema(testDatabaseUrl, schema)
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    })

    // Each scenario has a doctor and a client address of its own: the first seven run side by side.
    it.concurrent('50 parallel votes of one doctor over 3 nodes against a limit of 3 record exactly 3', () =>
      parallelVotesAcrossNodes(target))

    it.concurrent('30 parallel lottery draws over 3 nodes with 3 chances record exactly 3', () =>
      parallelDrawsAcrossNodes(target))

    it.concurrent('20 parallel payment callbacks for one order over 3 nodes settle it once, one final status', () =>
      parallelPaymentCallbacksAcrossNodes(target))

    it.concurrent('a token issued by node 0 is accepted by nodes 1 and 2', () =>
      tokenFromOneNodeOnTheOthers(target))

    it.concurrent('20 wrong passwords over 3 nodes use up the address’s login budget: the next login is 429 on every node', () =>
      loginLimitSharedAcrossNodes(target))

    it.concurrent("a write on node 0 empties the other nodes' cached public reads of its area within 1 s", () =>
      writeOnOneNodeRefreshesTheOthersCache(target))

    it.concurrent('a config published on node 0 is served by every node within 2 s', () =>
      configPublishReachesEveryNode(target))

    // Last but one: the nodes lose Redis for good.
    it('Redis stopped: wrong logins are still limited on each node, and none waits for Redis (median login within 200 ms, none near its 3 s timeout)', () => {
      if (!cluster) throw new Error('no cluster')
      return loginLimitWithoutRedis(target, cluster.stopRedis)
    })

    // Last: the cluster is one node short until the restart at its end.
    it('kill -9 of a node under write load: the others keep answering, every acknowledged write is stored, the cluster starts the node again', () => {
      if (!cluster) throw new Error('no cluster')
      const running = cluster
      let killedAt = 0
      let killedPid = 0
      return killOneNodeUnderLoad(target, {
        index: KILLED_NODE,
        // From outside, as the OOM killer or an operator would: the cluster's supervisor sees it die.
        kill: async () => {
          const node = running.nodes[KILLED_NODE]
          if (!node) throw new Error(`no node ${KILLED_NODE}`)
          killedPid = node.pid
          killedAt = Date.now()
          process.kill(killedPid, 'SIGKILL')
          while (isAlive(killedPid)) await new Promise((resolve) => setTimeout(resolve, 10))
        },
        // Nobody restarts it here: the supervisor does, at the same address.
        restart: async () => {
          const node = running.nodes[KILLED_NODE]
          if (!node) throw new Error(`no node ${KILLED_NODE}`)
          for (;;) {
            const up = await fetch(`${node.url}/healthz`).then(
              (answer) => answer.status === 200,
              () => false,
            )
            if (up) break
            if (Date.now() - killedAt > 60_000)
              throw new Error('the supervisor did not start the node again within 60 s')
            await new Promise((resolve) => setTimeout(resolve, 50))
          }
          console.log(
            `cluster kill -9: node ${KILLED_NODE} answered again ${Date.now() - killedAt} ms after the kill`,
          )
          expect(node.pid).not.toBe(killedPid)
          return node.url
        },
      })
    })
  },
)
