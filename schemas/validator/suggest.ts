/** ` (did you mean "X"?)` for the closest known name, when one is close enough to be a typo. */
export function suggest(name: string, known: Iterable<unknown>): string {
  let best = ''
  let bestDistance = Number.POSITIVE_INFINITY
  for (const value of known) {
    // Names come from config being checked: a number where a name belongs is reported elsewhere.
    if (typeof name !== 'string' || typeof value !== 'string' || value === name) continue
    const candidate = value
    const distance = editDistance(name.toLowerCase(), candidate.toLowerCase())
    if (distance < bestDistance) {
      best = candidate
      bestDistance = distance
    }
  }
  return best && bestDistance <= Math.max(2, Math.floor(name.length / 3)) ? ` (did you mean "${best}"?)` : ''
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] ?? 0
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] ?? 0
      row[j] = Math.min(above + 1, (row[j - 1] ?? 0) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1))
      diagonal = above
    }
  }
  return row[b.length] ?? 0
}
