import jsonLogic from 'json-logic-js'
import { bigNumber, relativeTime, truncateDecimal } from '../format/index'

/**
 * JSON Logic (jsonlogic.com) for `if` conditions and `$logic` values. json-logic-js interprets the rule
 * tree; nothing is compiled, so it works under a CSP without 'unsafe-eval'. The format helpers are added
 * as operations so config can show 万/亿 counts and relative times without code.
 */
let operationsAdded = false

function addOperations(): void {
  if (operationsAdded) return
  operationsAdded = true
  jsonLogic.add_operation('bigNumber', (value: unknown) => bigNumber(value as number | string))
  jsonLogic.add_operation('relativeTime', (value: unknown) =>
    relativeTime(value as string | number | Date, { now: Date.now() }),
  )
  jsonLogic.add_operation('truncateDecimal', (value: unknown, places: unknown) =>
    truncateDecimal(value as number | string, Number(places ?? 2)),
  )
}

export function evaluateLogic(rule: unknown, scope: Record<string, unknown>): unknown {
  addOperations()
  if (rule === null || typeof rule !== 'object') return rule
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, scope)
}

export function isTruthyLogic(rule: unknown, scope: Record<string, unknown>): boolean {
  addOperations()
  if (rule === undefined) return true
  return jsonLogic.truthy(evaluateLogic(rule, scope))
}
