// Strict shape of a decimal numeric string: optional sign, digits, optional fraction with digits.
// No spaces, no exponent, no bare '.5' or '5.' — what a backend sends for counts and prices.
const NUMERIC_STRING = /^[+-]?\d+(?:\.\d+)?$/

// Also matches what String(number) can produce, including exponent notation (1e-7, 1.5e+21).
const DECIMAL_PARTS = /^([+-]?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i

/**
 * True for a string holding a plain decimal number ('12', '-3.5', '+0.1').
 * Decision: surrounding spaces, exponents, '.5', '5.' and non-strings are all false.
 */
export function isNumericString(s: unknown): boolean {
  return typeof s === 'string' && NUMERIC_STRING.test(s)
}

/**
 * Formatters are lenient where validators are strict: a numeric string with surrounding
 * whitespace (common in backend payloads) still counts. Returns null when not a finite number.
 */
function toFiniteNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string') {
    const text = value.trim()
    return isNumericString(text) ? Number(text) : null
  }
  return null
}

/** '1.2' from tenths = 12; '1' from tenths = 10, so 10000 reads 1万 and not 1.0万. */
/** Always one decimal place, as spec §5 says: 10000 reads 1.0万 (decision 0025). */
function formatTenths(tenths: number): string {
  return `${Math.trunc(tenths / 10)}.${tenths % 10}`
}

/**
 * Big numbers (spec §5): as is below 10000, 万 from 5 digits, 亿 from 9 digits, one decimal.
 * Decision: the decimal is truncated, never rounded, so 99999999 reads 9999.9万 rather than
 * rounding up into a misleading 10000.0万. Non-numeric input reads '0'.
 */
export function bigNumber(n: number | string): string {
  const value = toFiniteNumber(n)
  if (value === null) return '0'
  const abs = Math.trunc(Math.abs(value))
  // Sign only for a non-zero result, so -0.5 reads '0' and not '-0'.
  const sign = value < 0 && abs > 0 ? '-' : ''
  if (abs >= 100_000_000) return `${sign}${formatTenths(Math.trunc(abs / 10_000_000))}亿`
  if (abs >= 10_000) return `${sign}${formatTenths(Math.trunc(abs / 1_000))}万`
  return `${sign}${abs}`
}

interface DecimalParts {
  negative: boolean
  integer: string
  fraction: string
}

/** Splits into digit strings so truncation never goes through float multiplication. */
function toDecimalParts(value: number | string): DecimalParts | null {
  let text: string
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    text = String(value)
  } else if (typeof value === 'string') {
    text = value.trim()
    if (!isNumericString(text)) return null
  } else {
    return null
  }
  const match = DECIMAL_PARTS.exec(text)
  if (!match) return null
  const [, sign = '', integer = '0', fraction = '', exponent = '0'] = match
  const digits = integer + fraction
  // Position of the decimal point inside `digits` after applying the exponent.
  const point = integer.length + Number(exponent)
  if (point <= 0) {
    return { negative: sign === '-', integer: '0', fraction: '0'.repeat(-point) + digits }
  }
  if (point >= digits.length) {
    return { negative: sign === '-', integer: digits + '0'.repeat(point - digits.length), fraction: '' }
  }
  return { negative: sign === '-', integer: digits.slice(0, point), fraction: digits.slice(point) }
}

/**
 * spec §5 decimal formatter: truncates (never rounds) to `places` decimals and pads with zeros:
 * (1.999, 2) → '1.99', (5, 2) → '5.00', (1.005, 2) → '1.00'. Works on the decimal string, not on
 * value * 10^n, because 1.005 * 100 is 100.49999999999999 in floating point.
 * Decision: invalid input reads as zero ('0.00' for 2 places) like bigNumber's '0', and a
 * truncated negative that becomes zero drops its sign (-0.001 → '0.00').
 */
export function truncateDecimal(value: number | string, places: number): string {
  const digits = Number.isFinite(places) ? Math.max(0, Math.floor(places)) : 0
  const parts = toDecimalParts(value) ?? { negative: false, integer: '0', fraction: '' }
  const integer = parts.integer.replace(/^0+(?=\d)/, '')
  const fraction = parts.fraction.padEnd(digits, '0').slice(0, digits)
  const isZero = /^0*$/.test(integer + fraction)
  const sign = parts.negative && !isZero ? '-' : ''
  return digits === 0 ? `${sign}${integer}` : `${sign}${integer}.${fraction}`
}

export interface SoldCountItem {
  soldCount?: number | string | null
}

/** Sums soldCount across items; a missing, null or non-numeric count adds 0 (spec §3, sold count helper). */
export function sumSoldCount(
  items: ReadonlyArray<SoldCountItem | null | undefined> | null | undefined,
): number {
  if (!Array.isArray(items)) return 0
  let total = 0
  for (const item of items) {
    const count = item == null ? null : toFiniteNumber(item.soldCount)
    total += count ?? 0
  }
  return total
}
