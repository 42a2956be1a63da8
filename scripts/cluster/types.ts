/**
 * A cluster on one machine (`npm run cluster`, the cross-node tests): PostgreSQL, Redis, N API nodes and
 * nginx in front, all on 127.0.0.1.
 */
export interface RunningCluster {
  /** nginx: what a browser or the bench uses. */
  readonly url: string
  /** Each node's own address (`http://127.0.0.1:<port>`), in start order. */
  readonly nodes: readonly ClusterNode[]
  /** The PostgreSQL database every node uses. */
  readonly databaseUrl: string
  readonly redisUrl: string
  /** Starts node `index` again at its address (kill -9 first if it still runs); resolves once it listens. */
  restartNode(index: number): Promise<ClusterNode>
  /** Stops its Redis (the nodes then count rate limits alone: docs/deploy.md). */
  stopRedis(): Promise<void>
  /** Stops everything this cluster started (nodes, nginx, Redis, PostgreSQL when it started one). */
  stop(): Promise<void>
}

export interface ClusterNode {
  readonly index: number
  readonly url: string
  /** The node's real process id (node itself, not a wrapper): `kill -9` this one. */
  readonly pid: number
  /** SIGKILL now; resolves when the process is gone. */
  kill(): Promise<void>
}
