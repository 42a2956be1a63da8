/**
 * Statuses that follow from times. They are computed on every read, never stored, so a server that runs
 * for weeks shows a live as STREAMING exactly while it streams.
 */

export type LiveStatus = 'COMING' | 'STREAMING' | 'OVER'
export type WindowStatus = 'NOT_START' | 'START' | 'END'

/** spec §3 live status: COMING before the start, STREAMING until the end, OVER after. */
export function liveStatusAt(start: Date, end: Date, now: Date = new Date()): LiveStatus {
  if (now < start) return 'COMING'
  return now < end ? 'STREAMING' : 'OVER'
}

/** Registration status (spec §3) and exam status: NOT_START, START inside [start, end), END after. */
export function windowStatusAt(start: Date, end: Date, now: Date = new Date()): WindowStatus {
  if (now < start) return 'NOT_START'
  return now < end ? 'START' : 'END'
}

/** A sales window (spec §3 sales-time object): an open end means no limit on that side. */
export function isOnSale(start: Date | null, end: Date | null, now: Date = new Date()): boolean {
  return (start === null || start <= now) && (end === null || now < end)
}
