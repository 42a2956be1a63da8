/**
 * The JSON Logic operators the app's engine runs (src/runtime/expr/logic-engine.ts): json-logic-js 2.0's
 * own, then the format operations the engine adds. Any other operator throws "Unrecognized operation"
 * when the screen renders. Kept as a list here because the validator must not import the app; a unit test
 * (tests/unit/validator/logic-operators.test.ts) holds it to the engine.
 */
export const LOGIC_OPERATORS: readonly string[] = [
  // json-logic-js: control flow, evaluated lazily
  'if',
  '?:',
  'and',
  'or',
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
  // json-logic-js: operations
  '==',
  '===',
  '!=',
  '!==',
  '>',
  '>=',
  '<',
  '<=',
  '!!',
  '!',
  '%',
  'log',
  'in',
  'cat',
  'substr',
  '+',
  '*',
  '-',
  '/',
  'min',
  'max',
  'merge',
  'var',
  'missing',
  'missing_some',
  // logic-engine.ts: format operations
  'bigNumber',
  'relativeTime',
  'truncateDecimal',
  // logic-engine.ts: date operations (Asia/Shanghai calendar, the runtime's clock)
  'now',
  'formatDate',
  'timeLeft',
  'before',
  'after',
]

/** What `{"timeLeft": [target, unit]}` gives: the countdown text by default, or whole units left. */
export const TIME_LEFT_UNITS = ['text', 'short', 'days', 'hours', 'minutes', 'seconds'] as const
export type TimeLeftUnit = (typeof TIME_LEFT_UNITS)[number]

/**
 * Operators with a fixed shape, as the validator checks them: how many arguments (json-logic-js reads a
 * value that is not a list as a list of one), their names for messages, and the values a literal
 * argument may take (by index: `string` for any string, or a list of allowed strings).
 */
export interface LogicSignature {
  args: readonly string[]
  /** Arguments that may be left out, from the end. */
  optional: number
  literals?: Readonly<Record<number, 'string' | readonly string[]>>
}

export const LOGIC_SIGNATURES: Readonly<Record<string, LogicSignature>> = {
  now: { args: [], optional: 0 },
  formatDate: { args: ['value', 'pattern'], optional: 1, literals: { 1: 'string' } },
  timeLeft: { args: ['target', 'unit'], optional: 1, literals: { 1: TIME_LEFT_UNITS } },
  before: { args: ['a', 'b'], optional: 0 },
  after: { args: ['a', 'b'], optional: 0 },
}

/**
 * Operators whose later arguments run once per item of the list in their first argument, with the item
 * (reduce: `current` and `accumulator`) as the data: `var`s there do not read the page scope.
 */
export const PER_ITEM_OPERATORS: ReadonlySet<string> = new Set([
  'filter',
  'map',
  'reduce',
  'all',
  'none',
  'some',
])
