/**
 * WAI-ARIA tabs with automatic activation: the tab a key moves to from the open one (the arrow keys
 * wrap, Home and End go to the ends), or undefined for any other key.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | undefined {
  const moves: Record<string, number> = {
    ArrowRight: (index + 1) % count,
    ArrowLeft: (index - 1 + count) % count,
    Home: 0,
    End: count - 1,
  }
  return moves[key]
}
