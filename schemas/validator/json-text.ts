/**
 * A scanner for config JSON text, used beside `JSON.parse` (which stays the one that builds values): it
 * finds where each JSON pointer's value starts, finds duplicate keys (JSON.parse silently keeps the last),
 * and explains a syntax error in an operator's terms: where, what, and the usual cause (a trailing comma,
 * full-width punctuation typed with a Chinese input method, single quotes, comments).
 */

export interface JsonSyntaxProblem {
  /** Offset of the offending character in the text. */
  offset: number
  /** The JSON pointer of the value being read when the text went wrong. */
  pointer: string
  message: string
}

export interface DuplicateKey {
  key: string
  /** Pointer of the repeated member. */
  pointer: string
  /** Offset of the repeated key. */
  offset: number
}

export interface JsonScan {
  error?: JsonSyntaxProblem
  duplicates: DuplicateKey[]
  /** Start offset of every value by JSON pointer (only when asked for). */
  positions?: Map<string, number>
}

/** Characters a Chinese input method types in place of JSON punctuation, and what JSON needs. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  '，': ',',
  '、': ',',
  '；': ',',
  '：': ':',
  '“': '"',
  '”': '"',
  '＂': '"',
  '‘': '"',
  '’': '"',
  '｛': '{',
  '｝': '}',
  '［': '[',
  '］': ']',
  '【': '[',
  '】': ']',
  '\u3000': ' ',
}

/** A JSON pointer segment: `~` and `/` escaped (RFC 6901). */
export function pointerSegment(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1')
}

class SyntaxProblem extends Error {
  constructor(
    readonly offset: number,
    readonly pointer: string,
    message: string,
  ) {
    super(message)
  }
}

function describe(char: string): string {
  const replacement = FULL_WIDTH[char]
  if (replacement !== undefined) {
    return char === '\u3000'
      ? `full-width space (U+3000) — use ' '`
      : `full-width punctuation '${char}' — use '${replacement}'`
  }
  if (char === '\uFEFF') return 'a byte order mark (U+FEFF) — save the file as UTF-8 without BOM'
  if (char === "'") return "single quote ' — JSON strings and property names need double quotes"
  if (char === '/') return 'comments are not allowed in JSON'
  const code = char.codePointAt(0) ?? 0
  if (code < 0x20 || code === 0x7f)
    return `control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`
  return `unexpected '${char}'`
}

export function scanJson(text: string, options: { positions?: boolean } = {}): JsonScan {
  const duplicates: DuplicateKey[] = []
  const positions = options.positions ? new Map<string, number>() : undefined
  let index = 0

  const fail = (offset: number, pointer: string, message: string): never => {
    throw new SyntaxProblem(offset, pointer, message)
  }
  const unexpected = (pointer: string, expected: string): never => {
    if (index >= text.length) return fail(index, pointer, `unexpected end of file, expected ${expected}`)
    const char = String.fromCodePoint(text.codePointAt(index) ?? 0)
    const what = describe(char)
    return fail(index, pointer, what.startsWith('unexpected') ? `${what}, expected ${expected}` : what)
  }
  const skipSpace = (): void => {
    while (index < text.length) {
      const char = text.charCodeAt(index)
      // space, tab, line feed, carriage return: the only whitespace JSON has
      if (char === 0x20 || char === 0x09 || char === 0x0a || char === 0x0d) index++
      else break
    }
  }

  const readString = (pointer: string): string => {
    const start = index
    index++
    let hasEscape = false
    while (index < text.length) {
      const char = text.charCodeAt(index)
      if (char === 0x22) {
        index++
        const raw = text.slice(start, index)
        return hasEscape ? (JSON.parse(raw) as string) : raw.slice(1, -1)
      }
      if (char === 0x5c) {
        hasEscape = true
        const next = text[index + 1]
        if (next === 'u') {
          if (!/^[0-9A-Fa-f]{4}$/.test(text.slice(index + 2, index + 6))) {
            fail(index, pointer, 'invalid \\u escape: it needs four hex digits')
          }
          index += 6
          continue
        }
        if (next === undefined || !'"\\/bfnrt'.includes(next)) {
          fail(index, pointer, `invalid escape '\\${next ?? ''}' — write a backslash as '\\\\'`)
        }
        index += 2
        continue
      }
      if (char === 0x0a || char === 0x0d) {
        fail(
          index,
          pointer,
          `unterminated string: a line break inside a string (close it with '"', or write \\n)`,
        )
      }
      if (char < 0x20) fail(index, pointer, `control character in a string — escape it`)
      index++
    }
    return fail(start, pointer, `unterminated string: '"' never closed`)
  }

  const readValue = (pointer: string): void => {
    skipSpace()
    positions?.set(pointer, index)
    const char = text[index]
    if (char === '{') {
      readObject(pointer)
      return
    }
    if (char === '[') {
      readArray(pointer)
      return
    }
    if (char === '"') {
      readString(pointer)
      return
    }
    if (char === '-' || (char !== undefined && char >= '0' && char <= '9')) {
      const number = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y
      number.lastIndex = index
      const match = number.exec(text)
      if (match) index += match[0].length
      else unexpected(pointer, 'a number')
      return
    }
    for (const literal of ['true', 'false', 'null']) {
      if (text.startsWith(literal, index)) {
        index += literal.length
        return
      }
    }
    unexpected(pointer, 'a value')
  }

  const readObject = (pointer: string): void => {
    index++
    const keys = new Set<string>()
    skipSpace()
    if (text[index] === '}') {
      index++
      return
    }
    let comma = -1
    for (;;) {
      skipSpace()
      if (text[index] === '}' && comma >= 0) {
        fail(comma, pointer, "trailing comma: JSON allows no ',' after the last property — remove it")
      }
      if (text[index] !== '"') {
        const char = text[index] ?? ''
        if (/[A-Za-z_$]/.test(char)) {
          fail(index, pointer, 'property names need double quotes, e.g. "title": …')
        }
        unexpected(pointer, 'a property name in double quotes')
      }
      const keyAt = index
      const key = readString(pointer)
      const child = `${pointer}/${pointerSegment(key)}`
      if (keys.has(key)) duplicates.push({ key, pointer: child, offset: keyAt })
      keys.add(key)
      skipSpace()
      if (text[index] !== ':') unexpected(child, `':' after the property name "${key}"`)
      index++
      readValue(child)
      skipSpace()
      if (text[index] === ',') {
        comma = index
        index++
        continue
      }
      if (text[index] === '}') {
        index++
        return
      }
      if (text[index] === '"') fail(index, child, "missing ',' before the next property")
      unexpected(child, `',' or '}' after the value of "${key}"`)
    }
  }

  const readArray = (pointer: string): void => {
    index++
    skipSpace()
    if (text[index] === ']') {
      index++
      return
    }
    let comma = -1
    for (let item = 0; ; item++) {
      skipSpace()
      if (text[index] === ']' && comma >= 0) {
        fail(comma, pointer, "trailing comma: JSON allows no ',' after the last item — remove it")
      }
      const child = `${pointer}/${item}`
      readValue(child)
      skipSpace()
      if (text[index] === ',') {
        comma = index
        index++
        continue
      }
      if (text[index] === ']') {
        index++
        return
      }
      if (text[index] !== undefined && '{["'.includes(text[index] ?? '')) {
        fail(index, child, "missing ',' before the next item")
      }
      unexpected(child, "',' or ']' after an item")
    }
  }

  try {
    readValue('')
    skipSpace()
    if (index < text.length) unexpected('', 'the end of the file after the JSON value')
    return { duplicates, ...(positions ? { positions } : {}) }
  } catch (error) {
    if (!(error instanceof SyntaxProblem)) throw error
    return {
      error: { offset: error.offset, pointer: error.pointer, message: error.message },
      duplicates,
      ...(positions ? { positions } : {}),
    }
  }
}

/** 1-based line and column of an offset (columns count UTF-16 units, as editors' JSON tools do). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1
  let lineStart = 0
  for (let at = text.indexOf('\n'); at !== -1 && at < offset; at = text.indexOf('\n', at + 1)) {
    line++
    lineStart = at + 1
  }
  return { line, column: offset - lineStart + 1 }
}

/** Terminal columns a character takes: CJK and full-width forms take two. */
function width(char: string): number {
  const code = char.codePointAt(0) ?? 0
  return (code >= 0x1100 && code <= 0x115f) ||
    (code >= 0x2e80 && code <= 0xa4cf) ||
    (code >= 0xac00 && code <= 0xd7a3) ||
    (code >= 0xf900 && code <= 0xfaff) ||
    (code >= 0xfe30 && code <= 0xfe4f) ||
    (code >= 0xff00 && code <= 0xff60) ||
    (code >= 0xffe0 && code <= 0xffe6) ||
    code === 0x3000
    ? 2
    : 1
}

const EXCERPT_SIDE = 40

/**
 * The line holding an offset (without its indentation, cut to 40 characters either side on a long line,
 * e.g. a minified file) and a caret under the offending character, both indented by four spaces.
 */
export function excerpt(text: string, offset: number): string {
  let lineStart = text.lastIndexOf('\n', offset - 1) + 1
  // the line's indentation says nothing: leave it out
  while (lineStart < offset && (text[lineStart] === ' ' || text[lineStart] === '\t')) lineStart++
  let lineEnd = text.indexOf('\n', offset)
  if (lineEnd === -1) lineEnd = text.length
  if (text[lineEnd - 1] === '\r') lineEnd--
  const from = Math.max(lineStart, offset - EXCERPT_SIDE)
  const to = Math.min(lineEnd, Math.max(offset + 1, offset + EXCERPT_SIDE))
  const before = `${from > lineStart ? '…' : ''}${text.slice(from, offset)}`.replace(/\t/g, ' ')
  const rest = `${text.slice(offset, to)}${to < lineEnd ? '…' : ''}`.replace(/\t/g, ' ')
  let pad = 0
  for (const char of before) pad += width(char)
  return `    ${before}${rest}\n    ${' '.repeat(pad)}^`
}
