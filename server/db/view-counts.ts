import type { SqlClient } from './sql-client'

/** The tables whose rows count their views in a `view_count` column. */
export type ViewedTable = 'academy_course' | 'lesson' | 'zone_item' | 'guideline'

/** How often the views counted in memory are written. */
export const VIEW_FLUSH_MS = 1000

/**
 * View counts, written in batches (decision 0042). A view used to be an UPDATE of its row on every visit:
 * a commit (and its WAL flush) per request, and every doctor opening the same course waiting for that one
 * row's lock. Now a view is counted in memory and every VIEW_FLUSH_MS each table's views go out in one
 * UPDATE (synchronous_commit off: a view count is no acknowledged write), so a popular course costs one row
 * update a second whatever its traffic. A node of a cluster writes its own views; the sums add up.
 *
 * What can be lost: the views of the last second of a node that is killed (a clean stop writes them). A
 * failed write keeps its views for the next one and logs a line.
 */
export class ViewCounts {
  readonly #sql: SqlClient
  readonly #log: (line: string) => void
  #pending = new Map<ViewedTable, Map<number, number>>()
  #writing: Promise<void> = Promise.resolve()
  readonly #timer: NodeJS.Timeout

  constructor(sql: SqlClient, log: (line: string) => void, intervalMs: number = VIEW_FLUSH_MS) {
    this.#sql = sql
    this.#log = log
    this.#timer = setInterval(() => void this.flush(), intervalMs)
    this.#timer.unref()
  }

  /**
   * Counts a view of the row, and answers the views of it this process has counted and not yet written,
   * this one included: what an answer adds to the row's view_count so it shows the view it came from.
   */
  count(table: ViewedTable, id: number): number {
    return this.#add(table, id, 1)
  }

  /** The views of the row this process has counted and not yet written. */
  pending(table: ViewedTable, id: number): number {
    return this.#pending.get(table)?.get(id) ?? 0
  }

  #add(table: ViewedTable, id: number, views: number): number {
    let rows = this.#pending.get(table)
    if (!rows) {
      rows = new Map()
      this.#pending.set(table, rows)
    }
    const total = (rows.get(id) ?? 0) + views
    rows.set(id, total)
    return total
  }

  /** Writes the views counted so far; resolves when they are written (or kept for the next try). */
  flush(): Promise<void> {
    this.#writing = this.#writing.then(() => this.#write())
    return this.#writing
  }

  /** Stops the timer and writes what is left. */
  async close(): Promise<void> {
    clearInterval(this.#timer)
    await this.flush()
  }

  async #write(): Promise<void> {
    const batch = this.#pending
    if (batch.size === 0) return
    this.#pending = new Map()
    try {
      await this.#sql.transaction(async (tx) => {
        await tx.exec('SET LOCAL synchronous_commit = off')
        for (const [table, rows] of batch) {
          // Ids in order: two nodes writing the same rows lock them in the same order.
          const ids = [...rows.keys()].sort((a, b) => a - b)
          await tx.query(
            `UPDATE ${table} t SET view_count = t.view_count + v.n
               FROM unnest($1::bigint[], $2::int[]) AS v (id, n) WHERE t.id = v.id`,
            [ids, ids.map((id) => rows.get(id) ?? 0)],
          )
        }
      })
    } catch (error) {
      // Kept for the next write: the views are not lost because the database was away for a moment.
      for (const [table, rows] of batch) {
        for (const [id, views] of rows) this.#add(table, id, views)
      }
      this.#log(`view counts not written, kept for the next try: ${(error as Error).message}`)
    }
  }
}
