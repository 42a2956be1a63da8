import { trackingConstants } from './constants'

interface Entry {
  record: unknown
  /** Order of arrival: a retried batch goes back to its place among newer records. */
  seq: number
  /** Sent once already and failed: dropped if it fails again. */
  retried: boolean
}

export interface Batcher<Kind extends string> {
  add(kind: Kind, record: unknown): void
  /** Sends every non-empty queue; the transport is called synchronously (needed on pagehide). */
  flush(): Promise<void>
  /** Records waiting per kind (for diagnostics and tests). */
  size(kind: Kind): number
}

export interface BatcherOptions<Kind extends string> {
  /** The endpoint for a queue, read when it is sent (the API base may change at run time). */
  urlOf: (kind: Kind) => string
  send: (url: string, body: string) => Promise<boolean>
  /** Completes a record as it leaves (what became known after it was made); default: as it is. */
  prepare?: (kind: Kind, record: unknown) => unknown
  batchSize?: number
  maxQueued?: number
}

/**
 * One queue per endpoint. A queue is sent when it reaches `batchSize` and whenever `flush` runs, in
 * requests of at most `batchSize` records. A failed batch is retried once, on the next flush, and then
 * dropped, so a dead endpoint never holds records forever; a queue holds at most `maxQueued` records.
 */
export function createBatcher<Kind extends string>(options: BatcherOptions<Kind>): Batcher<Kind> {
  const batchSize = options.batchSize ?? trackingConstants.batchSize
  const maxQueued = options.maxQueued ?? trackingConstants.maxQueued
  const queues = new Map<Kind, Entry[]>()
  let nextSeq = 0

  function queueOf(kind: Kind): Entry[] {
    let queue = queues.get(kind)
    if (!queue) {
      queue = []
      queues.set(kind, queue)
    }
    return queue
  }

  function trim(kind: Kind, queue: Entry[]): void {
    const excess = queue.length - maxQueued
    if (excess <= 0) return
    queue.splice(0, excess)
    console.warn(`[tracking] ${kind} queue is full (${maxQueued}): dropped the ${excess} oldest record(s)`)
  }

  function sendQueue(kind: Kind): Promise<void> {
    const queue = queueOf(kind)
    if (queue.length === 0) return Promise.resolve()
    const entries = queue.splice(0)
    const url = options.urlOf(kind)
    const sends: Promise<void>[] = []
    for (let start = 0; start < entries.length; start += batchSize) {
      const batch = entries.slice(start, start + batchSize)
      const prepare = options.prepare
      const body = JSON.stringify(
        batch.map((entry) => (prepare ? prepare(kind, entry.record) : entry.record)),
      )
      sends.push(
        options
          .send(url, body)
          .catch(() => false)
          .then((delivered) => {
            if (!delivered) requeue(kind, batch)
          }),
      )
    }
    return Promise.all(sends).then(() => undefined)
  }

  function requeue(kind: Kind, batch: Entry[]): void {
    const retry = batch.filter((entry) => !entry.retried).map((entry) => ({ ...entry, retried: true }))
    const dropped = batch.length - retry.length
    if (dropped > 0) console.warn(`[tracking] ${kind}: dropped ${dropped} record(s) after a failed retry`)
    if (retry.length === 0) return
    const queue = queueOf(kind)
    // oldest first, so the server sees records in order and the cap drops the oldest
    queue.push(...retry)
    queue.sort((a, b) => a.seq - b.seq)
    trim(kind, queue)
  }

  return {
    add(kind, record) {
      const queue = queueOf(kind)
      queue.push({ record, seq: nextSeq++, retried: false })
      trim(kind, queue)
      if (queue.length >= batchSize) void sendQueue(kind)
    },
    flush() {
      return Promise.all([...queues.keys()].map((kind) => sendQueue(kind))).then(() => undefined)
    },
    size(kind) {
      return queues.get(kind)?.length ?? 0
    },
  }
}
