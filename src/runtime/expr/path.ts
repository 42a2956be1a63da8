import { bindingPathSegments } from '@schemas/meta/binding'

/**
 * Reads `a.b[0].c` style paths from a scope object. Only own data is read: no prototype walk, no calls,
 * so config can never reach into functions or globals.
 */
const cache = new Map<string, readonly string[]>()

export function parsePath(path: string): readonly string[] {
  let segments = cache.get(path)
  if (!segments) {
    segments = bindingPathSegments(path)
    cache.set(path, segments)
  }
  return segments
}

export function getPath(scope: unknown, path: string): unknown {
  return getSegments(scope, parsePath(path))
}

/** `getPath` with the path already split (a compiled binding keeps its segments). */
export function getSegments(scope: unknown, segments: readonly string[]): unknown {
  let current: unknown = scope
  for (const segment of segments) {
    if (current === null || current === undefined) return undefined
    if (typeof current !== 'object') return undefined
    // Own properties only: `constructor`, `__proto__` and other inherited names read as undefined.
    if (!Object.hasOwn(current, segment)) return undefined
    current = (current as Record<string, unknown>)[segment]
  }
  return current
}

/**
 * A copy of `base` with `value` at the path, copying only the objects along the way (structural
 * sharing). Page state is replaced, never mutated, so plain data stays plain and cheap to read.
 */
export function withPath(base: unknown, segments: readonly string[], value: unknown): unknown {
  const [head, ...rest] = segments
  if (head === undefined) return value
  let container: Record<string, unknown>
  if (Array.isArray(base)) container = [...base] as unknown as Record<string, unknown>
  else if (base !== null && typeof base === 'object') container = { ...(base as Record<string, unknown>) }
  else container = /^\d+$/.test(head) ? ([] as unknown as Record<string, unknown>) : {}
  container[head] = withPath(container[head], rest, value)
  return container
}
