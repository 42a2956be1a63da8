/**
 * Time rules of activities and lotteries, shared by their routes and the seed. Statuses that follow from
 * times are computed on every read, never stored (like server/academy/status.ts).
 */

export type Phase = 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'

/** spec §4 activity time window, named with the promotion and lottery statuses of spec §3. */
export function phaseAt(start: Date, end: Date, now: Date = new Date()): Phase {
  if (now < start) return 'NO_STARTED'
  return now < end ? 'PROCESSING' : 'COMPLETED'
}

/** YYYY-MM-DD of a time on the Asia/Shanghai calendar (UTC+8, no daylight saving): the contract's "day". */
export function shanghaiDay(time: Date): string {
  return new Date(time.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)
}
