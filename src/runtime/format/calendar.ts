// Shared by instant (time input) and validators: both must reject dates that `new Date` would silently
// roll over (2023-02-30 becomes 2023-03-02), so they check the parts round-trip.

/** True when year/month/day (month 1-12) names a day that exists in the Gregorian calendar. */
export function isRealCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  // Day 0 of the next month is the last day of this month; UTC avoids DST gaps.
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return day <= lastDay
}

/** True when hours/minutes/seconds form a wall-clock time (no leap seconds). */
export function isRealClockTime(hours: number, minutes: number, seconds: number): boolean {
  return hours >= 0 && hours <= 23 && minutes >= 0 && minutes <= 59 && seconds >= 0 && seconds <= 59
}
