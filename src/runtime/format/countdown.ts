/**
 * A countdown as 3天 04:05:06 (days only when there are some); '' when nothing is left. The vote screens'
 * 距投票结束 and the Countdown widget share it, so every countdown of the app reads alike.
 */
export function countdownText(until: number | null, now: number = Date.now()): string {
  if (until === null) return ''
  const left = Math.floor((until - now) / 1000)
  if (left <= 0) return ''
  const days = Math.floor(left / 86400)
  const pad = (value: number) => String(value).padStart(2, '0')
  const clock = `${pad(Math.floor((left % 86400) / 3600))}:${pad(Math.floor((left % 3600) / 60))}:${pad(left % 60)}`
  return days > 0 ? `${days}天 ${clock}` : clock
}
