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

/**
 * What each operator does, in a line, for the page studio's completion and hover (src/studio): the
 * operators of LOGIC_OPERATORS, json-logic-js's as jsonlogic.com documents them, ours as the engine runs
 * them. A unit test holds the keys to LOGIC_OPERATORS.
 */
export const LOGIC_DOCS: Readonly<Record<string, string>> = {
  if: '[condition, then, else…]: the value of the first true condition’s branch.',
  '?:': '[condition, then, else]: the ternary.',
  and: '[a, b…]: the first falsy value, else the last.',
  or: '[a, b…]: the first truthy value, else the last (a default: {"or": [{"var": "query.id"}, 25]}).',
  filter: '[list, condition]: the items for which the condition is true ({"var": ""} is the item).',
  map: '[list, expression]: the expression per item.',
  reduce: '[list, expression, initial]: folds the list ({"var": "current"}, {"var": "accumulator"}).',
  all: '[list, condition]: true when every item passes (false for an empty list).',
  none: '[list, condition]: true when no item passes.',
  some: '[list, condition]: true when at least one item passes.',
  '==': '[a, b]: equal after type coercion ("1" == 1).',
  '===': '[a, b]: strictly equal.',
  '!=': '[a, b]: not equal after type coercion.',
  '!==': '[a, b]: strictly not equal.',
  '>': '[a, b]: a greater than b.',
  '>=': '[a, b]: a greater than or equal to b.',
  '<': '[a, b] or [a, b, c]: a less than b (between, exclusive, with three).',
  '<=': '[a, b] or [a, b, c]: a at most b (between, inclusive, with three).',
  '!!': '[value]: the value as a boolean.',
  '!': '[value]: not the value.',
  '%': '[a, b]: the remainder of a ÷ b.',
  log: '[value]: the value, also written to the console.',
  in: '[needle, list or text]: whether it is in the list, or a substring of the text.',
  cat: '[a, b…]: the values joined into one text.',
  substr: '[text, start, length?]: part of a text (negative counts from the end).',
  '+': '[a, b…]: the sum (one argument: as a number).',
  '*': '[a, b…]: the product.',
  '-': '[a, b]: the difference (one argument: negated).',
  '/': '[a, b]: the quotient.',
  min: '[a, b…]: the smallest.',
  max: '[a, b…]: the largest.',
  merge: '[a, b…]: the lists flattened into one.',
  var: '"path" or ["path", default]: a value of the scope (data.…, query.…, state.…, user.…, item.…).',
  missing: '["a", "b"…]: the named paths that are empty.',
  missing_some: '[count, ["a", "b"…]]: the paths missing when fewer than count are present.',
  bigNumber: '[number]: 万 / 亿 for large counts (12345 → 1.2万).',
  relativeTime: '[time]: 刚刚, N分钟前, N小时前, N天前, else the date.',
  truncateDecimal: '[number, places]: cut (not rounded) to that many decimals.',
  now: '[]: the current time (epoch milliseconds) on the runtime’s clock.',
  formatDate: '[time, pattern?]: the time on the Asia/Shanghai calendar, e.g. "YYYY.MM.DD HH:mm".',
  timeLeft:
    '[target, unit?]: the time left: "text" (3天 04:05:06), "short", or whole days, hours, minutes, seconds.',
  before: '[a, b]: whether time a is before time b ({"before": [{"now": []}, {"var": "data.x.endTime"}]}).',
  after: '[a, b]: whether time a is after time b.',
}
