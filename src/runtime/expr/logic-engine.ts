import jsonLogic from 'json-logic-js'
import { clock } from '../format/clock'
import { bigNumber, relativeTime, truncateDecimal } from '../format/index'
import { formatDate, isAfter, isBefore, isoTime, timeLeftUntil } from '../format/shanghai-date'

/**
 * json-logic-js interprets the rule tree; nothing is compiled, so it works under a CSP without
 * 'unsafe-eval'. The format helpers are added as operations so config can show 万/亿 counts, relative
 * times and dates (Asia/Shanghai calendar) without code; the time ones read the runtime's `clock`, so
 * they are pure given the clock. Its own chunk: logic.ts loads it with the first screen whose config
 * uses JSON Logic.
 */
let operationsAdded = false

function addOperations(): void {
  if (operationsAdded) return
  operationsAdded = true
  jsonLogic.add_operation('bigNumber', (value: unknown) => bigNumber(value as number | string))
  jsonLogic.add_operation('relativeTime', (value: unknown) =>
    relativeTime(value as string | number | Date, { now: clock.now() }),
  )
  jsonLogic.add_operation('truncateDecimal', (value: unknown, places: unknown) =>
    truncateDecimal(value as number | string, Number(places ?? 2)),
  )
  jsonLogic.add_operation('now', () => isoTime(clock.now()))
  jsonLogic.add_operation('formatDate', (value: unknown, pattern: unknown) => formatDate(value, pattern))
  jsonLogic.add_operation('timeLeft', (target: unknown, unit: unknown) =>
    timeLeftUntil(target, clock.now(), unit),
  )
  jsonLogic.add_operation('before', (a: unknown, b: unknown) => isBefore(a, b))
  jsonLogic.add_operation('after', (a: unknown, b: unknown) => isAfter(a, b))
}

export function applyLogic(rule: object, scope: Record<string, unknown>): unknown {
  addOperations()
  return jsonLogic.apply(rule as jsonLogic.RulesLogic, scope)
}
