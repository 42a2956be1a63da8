import { lineColumn, scanJson } from './json-text'
import type { ConfigError, ConfigProblem } from './messages'

/** A config file's text, for positions; the JSON value is the one JSON.parse built from it. */
export interface LocatableFile {
  file: string
  text?: string
}

const positionsByText = new Map<string, Map<string, number>>()

function positionsOf(text: string): Map<string, number> {
  let positions = positionsByText.get(text)
  if (!positions) {
    positions = scanJson(text, { positions: true }).positions ?? new Map<string, number>()
    // Only the files that have errors are scanned; keep the last few, not every text ever seen.
    if (positionsByText.size >= 32) positionsByText.clear()
    positionsByText.set(text, positions)
  }
  return positions
}

/**
 * Line and column of a pointer's value in a file: where the value starts, or, when the pointer names
 * something that is not there (a missing required property), where its deepest existing parent starts.
 * A file without text (a widget's props schema, an in-memory config) is placed at 1:1.
 */
export function position(file: LocatableFile | undefined, pointer: string): { line: number; column: number } {
  if (!file?.text) return { line: 1, column: 1 }
  const positions = positionsOf(file.text)
  let at = pointer
  for (;;) {
    const offset = positions.get(at)
    if (offset !== undefined) return lineColumn(file.text, offset)
    if (at === '') return { line: 1, column: 1 }
    at = at.slice(0, at.lastIndexOf('/'))
  }
}

/** Gives every problem its line and column, from the text of the file it names. */
export function locate(problems: readonly ConfigProblem[], files: readonly LocatableFile[]): ConfigError[] {
  const byName = new Map(files.map((file) => [file.file, file]))
  return problems.map((problem) => {
    if (problem.line !== undefined && problem.column !== undefined) return problem as ConfigError
    const { line, column } = position(byName.get(problem.file), problem.pointer)
    return {
      file: problem.file,
      line,
      column,
      pointer: problem.pointer,
      code: problem.code,
      message: problem.message,
    }
  })
}
