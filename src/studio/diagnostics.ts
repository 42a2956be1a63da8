/** One error of `POST /api/operator/config/validate` (schemas/validator/messages.ts ConfigError). */
export interface ValidatorError {
  readonly file: string
  readonly line: number
  readonly column: number
  readonly pointer: string
  readonly code: string
  readonly message: string
}

export interface ErrorRange {
  readonly from: number
  readonly to: number
}

/** The offset a 1-based line and column name in a text (columns in UTF-16 units), clamped into it. */
export function offsetOf(text: string, line: number, column: number): number {
  let start = 0
  for (let current = 1; current < line; current++) {
    const next = text.indexOf('\n', start)
    if (next < 0) return text.length
    start = next + 1
  }
  const lineEnd = text.indexOf('\n', start)
  const end = lineEnd < 0 ? text.length : lineEnd
  return Math.min(start + Math.max(0, column - 1), end)
}

/** Where the JSON token starting at an offset ends: a string with its quotes, a word, else one character. */
function tokenEnd(text: string, from: number): number {
  const ch = text[from]
  if (ch === undefined) return from
  if (ch === '"') {
    let i = from + 1
    while (i < text.length && text[i] !== '"' && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1
    return Math.min(text.length, text[i] === '"' ? i + 1 : i)
  }
  if (ch === '{' || ch === '[') return from + 1
  let i = from
  while (i < text.length && !/[\s,:[\]{}"]/.test(text[i] as string)) i++
  return i === from ? from + 1 : i
}

/**
 * The range of the text a validator error marks: from its line and column (where the value, or the key of
 * a missing or unknown property, starts) to the end of that token, so a wrong string is underlined whole.
 * An error at the end of the text (an unclosed brace) marks its last character.
 */
export function errorRange(text: string, error: Pick<ValidatorError, 'line' | 'column'>): ErrorRange {
  const from = offsetOf(text, error.line, error.column)
  if (from >= text.length) return { from: Math.max(0, text.length - 1), to: text.length }
  return { from, to: Math.min(text.length, tokenEnd(text, from)) }
}

export interface StudioDiagnostic extends ErrorRange {
  readonly severity: 'error'
  readonly message: string
  readonly source: string
}

/** The open file's errors as editor diagnostics (CodeMirror's lint shape). */
export function diagnosticsFor(
  file: string,
  text: string,
  errors: readonly ValidatorError[],
): StudioDiagnostic[] {
  return errors
    .filter((error) => error.file === file)
    .map((error) => ({
      ...errorRange(text, error),
      severity: 'error' as const,
      message: error.message,
      source: `${error.code}${error.pointer ? ` ${error.pointer}` : ''}`,
    }))
}
