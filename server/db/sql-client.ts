import type { PGlite, Transaction } from '@electric-sql/pglite'
import type pg from 'pg'

/**
 * The few raw operations drizzle does not give us: running a whole SQL script (a migration file holds
 * several statements, which drizzle's `execute` cannot send to PGlite) and a transaction around them.
 * Everything else goes through drizzle's query builder.
 */
export interface SqlExecutor {
  /** Runs a script of one or more statements with the simple query protocol. */
  exec(script: string): Promise<void>
  /** Runs one parameterized statement and returns its rows as the caller describes them. */
  query<Row extends Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<Row[]>
}

export interface SqlClient extends SqlExecutor {
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T>
}

function pgliteExecutor(target: PGlite | Transaction): SqlExecutor {
  return {
    async exec(script) {
      await target.exec(script)
    },
    async query<Row extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params])
      return result.rows
    },
  }
}

export function pgliteSqlClient(client: PGlite): SqlClient {
  return {
    ...pgliteExecutor(client),
    transaction: (work) => client.transaction((tx) => work(pgliteExecutor(tx))),
  }
}

function pgExecutor(target: pg.Pool | pg.PoolClient): SqlExecutor {
  return {
    async exec(script) {
      // Without parameters node-postgres uses the simple protocol, which accepts several statements.
      await target.query(script)
    },
    async query<Row extends Record<string, unknown>>(text: string, params: readonly unknown[] = []) {
      const result = await target.query<Row>(text, [...params])
      return result.rows
    },
  }
}

export function pgSqlClient(pool: pg.Pool): SqlClient {
  return {
    ...pgExecutor(pool),
    async transaction(work) {
      // A transaction needs one connection for all its statements, not whichever the pool hands out.
      const connection = await pool.connect()
      try {
        await connection.query('BEGIN')
        const result = await work(pgExecutor(connection))
        await connection.query('COMMIT')
        connection.release()
        return result
      } catch (error) {
        try {
          await connection.query('ROLLBACK')
          connection.release()
        } catch (rollbackError) {
          // The connection is in an unknown state: destroy it rather than hand it to the next caller.
          connection.release(rollbackError instanceof Error ? rollbackError : true)
        }
        throw error
      }
    },
  }
}
