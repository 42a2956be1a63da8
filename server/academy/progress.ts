/**
 * Learning progress (course.saveProgress, decision 0038): a lesson's resume position is the last save's,
 * and its completion, `percent`, is the furthest share reached, kept with GREATEST so it never falls.
 *
 * A duration change is the media's real length showing (the catalogue said 1860 s, the player plays 24 s):
 * each save's share is its own position against its own duration, and the completion keeps the largest.
 */

/**
 * The share of a lesson one save reaches, 0–100: its position against its own duration, which is the
 * player's (the media's real length; a catalogue that claims more is wrong, not the player). A finished
 * lesson is 100; an article (no duration) counts only once finished.
 */
export function percentOf(save: { seconds: number; duration: number; finished: boolean }): number {
  if (save.finished) return 100
  if (save.duration <= 0) return 0
  return Math.min(100, Math.floor((save.seconds * 100) / save.duration))
}
