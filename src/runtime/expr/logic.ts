/**
 * JSON Logic (jsonlogic.com) for `if` and `when` conditions and `$logic` values. The interpreter
 * (logic-engine.ts: json-logic-js and the format operations) loads with the first screen whose config
 * uses JSON Logic, not with the app: SchemaView, PageModel and runActions await `loadLogic()` before they
 * evaluate config that `usesLogic`. Evaluating a rule before then is a programming error and throws.
 */
import { usesLogic as configUsesLogic } from '@schemas/meta/uses-logic'

type Engine = typeof import('./logic-engine')

let engine: Engine | undefined
let loading: Promise<void> | undefined

export function loadLogic(): Promise<void> {
  loading ??= import('./logic-engine').then(
    (module) => {
      engine = module
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

/** Whether rules can be evaluated now (loadLogic has resolved). */
export function logicLoaded(): boolean {
  return engine !== undefined
}

const logicUse = new WeakMap<object, boolean>()

/**
 * Whether config holds JSON Logic (`if`, `when`, `$logic`) anywhere: schemas/meta/uses-logic.ts, kept per
 * config object (config is never mutated), since a screen asks on every mount and a tree can be large.
 */
export function usesLogic(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  let found = logicUse.get(value)
  if (found === undefined) {
    found = configUsesLogic(value)
    logicUse.set(value, found)
  }
  return found
}

export function evaluateLogic(rule: unknown, scope: Record<string, unknown>): unknown {
  if (rule === null || typeof rule !== 'object') return rule
  if (!engine) throw new Error('JSON Logic evaluated before loadLogic() resolved')
  return engine.applyLogic(rule, scope)
}

/** JSON Logic's truthiness: an empty list is false. */
export function isTruthyLogic(rule: unknown, scope: Record<string, unknown>): boolean {
  if (rule === undefined) return true
  const value = evaluateLogic(rule, scope)
  return Array.isArray(value) ? value.length > 0 : Boolean(value)
}
