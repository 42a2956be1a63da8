import { clockTime } from '../format/index'

/** A playback time as the player shows it: 03:25, or 1:02:05 from an hour on; 00:00 when unknown. */
export function formatPlaybackTime(seconds: number): string {
  return clockTime(Number.isFinite(seconds) && seconds > 0 ? seconds : 0)
}
