import jsonLogic from 'json-logic-js'
import { bigNumber, relativeTime, truncateDecimal } from '../format/index'

/**
 * json-logic-js interprets the rule tree; nothing is compiled, so it works under a CSP without
 * 'unsafe-eval'. The format helpers are added as operations so config can show 万/亿 counts and relative
 * times without code. Its own chunk: logic.ts loads it with the first screen whose config uses JSON Logic.
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

export function applyLogic(rule: object, scope: Record<string, unknown>): unknown {
  addOperations()
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, scope)
}
