/**
 * A forgiving scan of a JSON text for the editor: where the cursor is (a key, a value, inside a string)
 * and what the objects around it hold. It reads half-typed documents (a key without its value, a missing
 * comma, an unclosed string), which JSON.parse and the validator refuse while the operator types.
 */

export type Segment = string | number

export interface Container {
  readonly kind: 'object' | 'array'
  readonly start: number
  /** Offset of the closing bracket; -1 while unclosed. */
  end: number
  /** Its key in the parent (a property name or an array index); undefined for the root. */
  readonly key: Segment | undefined
  readonly parent: Container | undefined
  /** Property names in order (objects). */
  readonly keys: string[]
  /** String values by property name (objects) or index (arrays). */
  readonly strings: Record<string, string>
  /** Object and array values by property name or index. */
  readonly children: Record<string, Container>
}

export interface CursorContext {
  /** key: a property name is expected or being typed; value: a value; none: elsewhere (after a value). */
  readonly at: 'key' | 'value' | 'none'
  /** The containers around the cursor, the root first. */
  readonly stack: readonly Container[]
  /** The property (objects) whose value the cursor is in. */
  readonly key: Segment | undefined
  readonly inString: boolean
  /** What was typed from the start of the token to the cursor (without the opening quote). */
  readonly prefix: string
  /** Where the token's text starts (after the opening quote) and ends (before the closing one). */
  readonly from: number
  readonly to: number
}

export interface JsonScan {
  readonly root: Container | undefined
  readonly context: CursorContext
}

interface Frame {
  container: Container
  state: 'key' | 'colon' | 'value' | 'comma'
  key: string | undefined
  index: number
}

const DELIMITER = /[\s,:[\]{}"]/

/** Reads a JSON string starting at the quote `start`: its value and the offset of its closing quote. */
function readString(text: string, start: number): { value: string; end: number; closed: boolean } {
  let value = ''
  let i = start + 1
  while (i < text.length) {
    const ch = text[i] as string
    if (ch === '"') return { value, end: i, closed: true }
    if (ch === '\n') break
    if (ch === '\\' && i + 1 < text.length) {
      const next = text[i + 1] as string
      value += next === 'n' ? '\n' : next === 't' ? '\t' : next
      i += 2
      continue
    }
    value += ch
    i++
  }
  return { value, end: i, closed: false }
}

/** Scans the whole text, noting the context at `pos` (an offset between 0 and text.length). */
export function scanJson(text: string, pos: number): JsonScan {
  const frames: Frame[] = []
  let root: Container | undefined
  let context: CursorContext | undefined

  const top = (): Frame | undefined => frames[frames.length - 1]
  const stack = () => frames.map((frame) => frame.container)
  const roleHere = (): { at: CursorContext['at']; key: Segment | undefined } => {
    const frame = top()
    if (!frame) return { at: root ? 'none' : 'value', key: undefined }
    if (frame.container.kind === 'array') {
      return frame.state === 'value' ? { at: 'value', key: frame.index } : { at: 'none', key: undefined }
    }
    if (frame.state === 'key') return { at: 'key', key: undefined }
    if (frame.state === 'value') return { at: 'value', key: frame.key }
    return { at: 'none', key: frame.key }
  }
  const capture = (inString: boolean, prefix: string, from: number, to: number) => {
    if (context) return
    context = { ...roleHere(), stack: stack(), inString, prefix, from, to }
  }
  const valueDone = (string?: string) => {
    const frame = top()
    if (!frame) return
    const slot = frame.container.kind === 'array' ? String(frame.index) : frame.key
    if (string !== undefined && slot !== undefined) frame.container.strings[slot] = string
    frame.state = 'comma'
  }

  let i = 0
  while (i < text.length) {
    const ch = text[i] as string
    if (/\s/.test(ch)) {
      i++
      continue
    }
    // The cursor sits in the blank before this token, or right at its start.
    if (i >= pos) capture(false, '', pos, pos)
    if (ch === '"') {
      const string = readString(text, i)
      if (pos > i && pos <= string.end) capture(true, text.slice(i + 1, pos), i + 1, string.end)
      const frame = top()
      // In an object every string but a value is a key: after a key without its colon, or a value
      // without its comma (the line being typed), the next string starts the next property.
      if (frame?.container.kind === 'object' && frame.state !== 'value') {
        frame.key = string.value
        frame.container.keys.push(string.value)
        frame.state = 'colon'
      } else valueDone(string.value)
      i = string.closed ? string.end + 1 : string.end
      continue
    }
    if (ch === '{' || ch === '[') {
      const frame = top()
      const key = frame
        ? frame.container.kind === 'array'
          ? frame.index
          : frame.state === 'key'
            ? undefined
            : frame.key
        : undefined
      const container: Container = {
        kind: ch === '{' ? 'object' : 'array',
        start: i,
        end: -1,
        key,
        parent: frame?.container,
        keys: [],
        strings: {},
        children: {},
      }
      if (frame && key !== undefined) frame.container.children[String(key)] = container
      if (!frame && !root) root = container
      frames.push({ container, state: ch === '{' ? 'key' : 'value', key: undefined, index: 0 })
      i++
      continue
    }
    if (ch === '}' || ch === ']') {
      const frame = frames.pop()
      if (frame) frame.container.end = i
      valueDone()
      i++
      continue
    }
    if (ch === ':') {
      const frame = top()
      if (frame) frame.state = 'value'
      i++
      continue
    }
    if (ch === ',') {
      const frame = top()
      if (frame?.container.kind === 'object') {
        frame.state = 'key'
        frame.key = undefined
      } else if (frame) {
        frame.index++
        frame.state = 'value'
      }
      i++
      continue
    }
    // A bare word: a number, true, false, null, or a half-typed one.
    let end = i
    while (end < text.length && !DELIMITER.test(text[end] as string)) end++
    if (pos > i && pos <= end) capture(false, text.slice(i, pos), i, end)
    valueDone()
    i = end
  }
  capture(false, '', pos, pos)
  return { root, context: context as CursorContext }
}

/** The path of keys from the root to a container, e.g. ['body', 0, 'props']. */
export function pathOf(container: Container | undefined): Segment[] {
  const path: Segment[] = []
  for (let at = container; at?.parent; at = at.parent) path.unshift(at.key as Segment)
  return path
}
