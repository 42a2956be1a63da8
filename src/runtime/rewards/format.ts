/** Display helpers of the scholarship and sprint screens. */

/** 125 → "2小时5分", 40 → "40分钟", 0 → "0分钟". */
export function studyTime(minutes: number): string {
  const total = Math.max(0, Math.floor(Number(minutes) || 0))
  const hours = Math.floor(total / 60)
  const rest = total % 60
  if (hours === 0) return `${rest}分钟`
  return rest === 0 ? `${hours}小时` : `${hours}小时${rest}分`
}

/** 125 → "2.0" (hours, one decimal, truncated). */
export function studyHours(minutes: number): string {
  const hours = Math.floor(((Number(minutes) || 0) / 60) * 10) / 10
  return hours.toFixed(1)
}

/** A bean amount with its sign: +5 for income, −300 for expense. */
export function beanDelta(type: 'INCOME' | 'EXPENSE', amount: number): string {
  return `${type === 'INCOME' ? '+' : '−'}${amount}`
}

/** "8天12小时" / "3小时20分" / "不足1分钟" until `end`; "" once past. */
export function countdown(end: string, now: number = Date.now()): string {
  const left = Date.parse(end) - now
  if (!Number.isFinite(left) || left <= 0) return ''
  const minutes = Math.floor(left / 60_000)
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  if (days > 0) return `${days}天${hours}小时`
  if (hours > 0) return `${hours}小时${minutes % 60}分`
  return minutes > 0 ? `${minutes}分钟` : '不足1分钟'
}

/** "2026年11月" from "2026-11". */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-')
  return year && number ? `${year}年${Number(number)}月` : month
}

/** Target choices of sprint.join (minutes), as the contract lists them. */
export const SPRINT_TARGETS = [600, 900, 1200] as const

/** The scholarship's tracking event type (spec §3 tracking event types). */
export const SCHOLARSHIP_EVENT = 'scholarship'
