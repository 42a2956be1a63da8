import { availableParallelism, loadavg } from 'node:os'

/** One figure of the run, for the summary printed at the end. */
export interface Figure {
  area: string
  measure: string
  value: string
  /** The goal or budget in words, e.g. `≤ 2.5 s`; empty for a figure shown for reference. */
  goal: string
  /** Whether the value meets the goal; undefined for a figure shown for reference. */
  ok?: boolean
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
export const ms = (value: number) => `${Math.round(value)} ms`
export const seconds = (value: number) => `${(value / 1000).toFixed(2)} s`

/** `ok` or `OVER GOAL`; nothing for a reference figure. */
export function mark(ok: boolean | undefined): string {
  if (ok === undefined) return ''
  return ok ? 'ok' : 'OVER GOAL'
}

/**
 * Prints rows as columns padded to their widest cell. `align` has one letter a column, `l` or `r`
 * (right, for numbers); columns past its end align left.
 */
export function printTable(headings: string[], rows: string[][], align = ''): void {
  const widths = headings.map((heading, column) =>
    Math.max(heading.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `  ${cells
      .map((cell, column) =>
        align[column] === 'r' ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()}`
  console.log(line(headings))
  for (const row of rows) console.log(line(row))
}

export function printSummary(figures: Figure[], failures: string[]): void {
  console.log('\n=== Summary (all figures of this run) ===')
  printTable(
    ['area', 'measure', 'value', 'goal', ''],
    figures.map((figure) => [figure.area, figure.measure, figure.value, figure.goal, mark(figure.ok)]),
    'llrl',
  )
  // The machine may be shared: a load above the core count means every timing above is pessimistic.
  const load = loadavg().map((value) => value.toFixed(1))
  console.log(`\n  load average now (1, 5, 15 min): ${load.join(', ')} on ${availableParallelism()} cores`)
  const missed = figures.filter((figure) => figure.ok === false).length
  for (const failure of failures) console.log(`  BENCH FAILED: ${failure}`)
  if (failures.length) console.log('\nThe bench itself failed (see above): figures are missing.')
  else if (missed) console.log(`\n${missed} figure(s) OVER GOAL: see the marks above.`)
  else console.log('\nEvery figure within its goal.')
}
