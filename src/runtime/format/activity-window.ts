import { formatLocalDate, isSameLocalDay, readDate } from './local-date'

/**
 * The activity time window (spec §4): before start, inside, after end. Activities and lotteries name it
 * with the promotion statuses of spec §3; the two messages are the spec's own words.
 */
export type ActivityPhase = 'NO_STARTED' | 'PROCESSING' | 'COMPLETED'

export const ACTIVITY_NOT_STARTED_TEXT = '活动还未开始'
export const ACTIVITY_ENDED_TEXT = '活动已经结束'

/** Short labels for tags: 未开始, 进行中, 已结束. */
export const ACTIVITY_PHASE_LABELS: Readonly<Record<ActivityPhase, string>> = {
  NO_STARTED: '未开始',
  PROCESSING: '进行中',
  COMPLETED: '已结束',
}

/** The window at `now` from its times; an unreadable time counts as an open side. */
export function activityPhase(
  start: string | null | undefined,
  end: string | null | undefined,
  now: number = Date.now(),
): ActivityPhase {
  const from = start ? Date.parse(start) : Number.NaN
  const to = end ? Date.parse(end) : Number.NaN
  if (!Number.isNaN(from) && now < from) return 'NO_STARTED'
  if (!Number.isNaN(to) && now >= to) return 'COMPLETED'
  return 'PROCESSING'
}

/** The message a window shows outside it (spec §4), '' inside. */
export function activityWindowMessage(phase: ActivityPhase): string {
  if (phase === 'NO_STARTED') return ACTIVITY_NOT_STARTED_TEXT
  if (phase === 'COMPLETED') return ACTIVITY_ENDED_TEXT
  return ''
}

/** '2026.11.25 09:00 - 2026.12.25 18:00', or one day: '2026.11.25 09:00-17:30'. */
export function activityTimeRange(start: string | null | undefined, end: string | null | undefined): string {
  const from = readDate(start || '')
  const to = readDate(end || '')
  const oneDay = isSameLocalDay(from, to)
  const since = formatLocalDate(from, 'YYYY.MM.DD HH:mm')
  const until = formatLocalDate(to, oneDay ? 'HH:mm' : 'YYYY.MM.DD HH:mm')
  if (!since || !until) return since
  return oneDay ? `${since}-${until}` : `${since} - ${until}`
}
