import { evaluateLogic } from './logic'
import { getPath, getSegments, parsePath } from './path'

/**
 * `${path}` bindings. A string that is exactly one binding yields the bound value with its type; a string
 * with text around bindings interpolates them as text (missing values read as ''). `{ "$logic": rule }`
 * evaluates JSON Logic. Anything else passes through. Objects and arrays are resolved deeply.
 */
const exactBinding = /^\$\{([^}]+)\}$/
const anyBinding = /\$\{([^}]+)\}/g

export type Scope = Record<string, unknown>

export function hasBinding(value: string): boolean {
  return value.includes('${')
}

/**
 * A string with bindings, read once: exactly one binding (its path), or text and paths in turn (even
 * indexes text, odd indexes paths). Config strings are few and rendered many times.
 */
type Compiled = { readonly path: string } | { readonly parts: readonly string[] }
const compiled = new Map<string, Compiled>()

function compile(value: string): Compiled {
  let found = compiled.get(value)
  if (!found) {
    const exact = exactBinding.exec(value)
    found = exact?.[1] ? { path: exact[1] } : { parts: value.split(anyBinding) }
    // Strings from config are bounded; anything else that holds `${` must not grow this for ever.
    if (compiled.size >= 10_000) compiled.clear()
    compiled.set(value, found)
  }
  return found
}

export function resolveString(value: string, scope: Scope): unknown {
  if (!hasBinding(value)) return value
  const plan = compile(value)
  if ('path' in plan) return getPath(scope, plan.path)
  let text = ''
  for (let index = 0; index < plan.parts.length; index++) {
    const part = plan.parts[index] as string
    if (index % 2 === 0) {
      text += part
      continue
    }
    const bound = getPath(scope, part)
    text += bound === undefined || bound === null ? '' : String(bound)
  }
  return text
}

/**
 * A resolver for one config value, made once per value: a string binding keeps its path segments, so
 * resolving it on each render is a walk of the scope and nothing else (the renderer's bound props).
 */
export function compileValue(value: unknown): (scope: Scope) => unknown {
  if (typeof value !== 'string' || !hasBinding(value)) return (scope) => resolveValue(value, scope)
  const plan = compile(value)
  if ('path' in plan) {
    const segments = parsePath(plan.path)
    return (scope) => getSegments(scope, segments)
  }
  const parts = plan.parts.map((part, index) => (index % 2 === 0 ? part : parsePath(part)))
  return (scope) => {
    let text = ''
    for (const part of parts) {
      if (typeof part === 'string') {
        text += part
        continue
      }
      const bound = getSegments(scope, part)
      text += bound === undefined || bound === null ? '' : String(bound)
    }
    return text
  }
}

export function isLogicValue(value: unknown): value is { $logic: unknown } {
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, '$logic')
  )
}

export function resolveValue(value: unknown, scope: Scope): unknown {
  if (typeof value === 'string') return resolveString(value, scope)
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return value.map((item) => resolveValue(item, scope))
  if (isLogicValue(value)) return evaluateLogic(value.$logic, scope)
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = resolveValue(item, scope)
  return out
}

/** Whether a value holds any binding or logic, so static props can skip resolution on every render. */
export function isDynamic(value: unknown): boolean {
  if (typeof value === 'string') return hasBinding(value)
  if (value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some(isDynamic)
  if (isLogicValue(value)) return true
  return Object.values(value).some(isDynamic)
}

/** The scope paths a value reads: its `${...}` bindings and the `var`s of its `$logic` values. */
export function bindingPaths(value: unknown, found: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const match of value.matchAll(anyBinding)) if (match[1]) found.push(match[1].trim())
  } else if (isLogicValue(value)) {
    logicPaths(value.$logic, found)
  } else if (Array.isArray(value)) {
    for (const item of value) bindingPaths(item, found)
  } else if (value !== null && typeof value === 'object') {
    for (const item of Object.values(value)) bindingPaths(item, found)
  }
  return found
}

/**
 * The scope paths a JSON Logic rule reads through `{"var": ...}`. A `var` whose path is itself computed
 * could read anything: it reports the roots `data`, `state` and `user`.
 */
export function logicPaths(rule: unknown, found: string[] = []): string[] {
  if (Array.isArray(rule)) {
    for (const item of rule) logicPaths(item, found)
  } else if (rule !== null && typeof rule === 'object') {
    for (const [operator, args] of Object.entries(rule)) {
      if (operator !== 'var') {
        logicPaths(args, found)
        continue
      }
      const path = Array.isArray(args) ? args[0] : args
      if (typeof path === 'string' || typeof path === 'number') found.push(String(path))
      else found.push('data', 'state', 'user')
    }
  }
  return found
}
