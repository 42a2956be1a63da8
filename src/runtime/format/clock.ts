/**
 * The runtime's clock: what JSON Logic's `now`, `timeLeft` and `relativeTime` read as the current time.
 * One function, so tests and Storybook stories can pin it (`setClock`) and every rule on a screen sees
 * the same time.
 */
let source: () => number = () => Date.now()

export const clock = {
  /** The current time in epoch milliseconds. */
  now(): number {
    return source()
  },
}

/**
 * Pins the clock: a fixed time (epoch ms, an ISO string with its zone, a Date) or a function read on
 * every call; no argument sets it back to the device's clock.
 */
export function setClock(time?: number | string | Date | (() => number)): void {
  if (time === undefined) {
    source = () => Date.now()
    return
  }
  if (typeof time === 'function') {
    source = time
    return
  }
  const fixed = time instanceof Date ? time.getTime() : typeof time === 'string' ? Date.parse(time) : time
  if (!Number.isFinite(fixed)) throw new Error(`setClock: not a time: ${String(time)}`)
  source = () => fixed
}
