/**
 * Resolves in a task of its own, so the work after it does not lengthen the task running now: the app's
 * start is cut into pieces the browser can paint and take input between (a long task blocks both, and
 * Lighthouse counts every millisecond of one past 50 as blocking time). `scheduler.yield` where the
 * browser has it (it keeps our place ahead of other tasks), a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
