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
]

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
