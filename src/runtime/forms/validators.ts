import { isRealCalendarDate, isRealClockTime } from '../format/calendar'
import { isNumericString } from '../format/numbers'

// Input rule for the pattern validators: a string is tested as is, a finite number as its
// String() form (form fields often hold numbers, e.g. a mobile typed into a number input),
// anything else is rejected. Exceptions that take strings only are noted on each function.
function asText(value: unknown): string | null {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return null
}

function matches(pattern: RegExp, value: unknown): boolean {
  const text = asText(value)
  return text !== null && pattern.test(text)
}

// Same shape as the classic uView `email` rule.
const EMAIL = /^\w+(?:(?:-\w+)|(?:\.\w+))*@[A-Za-z0-9]+(?:[.-][A-Za-z0-9]+)*\.[A-Za-z0-9]+$/

/** E-mail address: word characters, optional -/. segments, '@', a dotted domain. */
export function isEmail(value: unknown): boolean {
  return matches(EMAIL, value)
}

/** Mainland mobile (spec §5): 11 digits, starting with 1, second digit 2-9. */
export function isMobile(value: unknown): boolean {
  return matches(/^1[2-9]\d{9}$/, value)
}

/**
 * http(s) URL with a host (spec §5). Strings only. The explicit '//' prefix check is needed
 * because `new URL('http:example.com')` is lenient and would accept it; whitespace is rejected
 * because `new URL` silently trims it.
 */
export function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || !/^https?:\/\/\S+$/i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

// yyyy-mm-dd or yyyy/mm/dd, optionally followed by a time of day and a zone.
const DATE_LIKE =
  /^(\d{4})[-/](\d{1,2})[-/](\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i

/**
 * A real date (spec §5). Decision: instead of "whatever `new Date` parses" (engine dependent,
 * accepts bare numbers, rolls 2023-02-30 over to March), accept a valid Date instance, or a
 * string of the form yyyy-mm-dd / yyyy/mm/dd (optional ' HH:mm[:ss[.sss]]' or 'T…' with zone)
 * whose day exists in the calendar and whose time is a real clock time. Numbers are rejected.
 */
export function isDate(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (typeof value !== 'string') return false
  const match = DATE_LIKE.exec(value)
  if (!match) return false
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = match
  return (
    isRealCalendarDate(Number(y), Number(mo), Number(d)) && isRealClockTime(Number(h), Number(mi), Number(s))
  )
}

/**
 * ISO-style date, exactly the classic uView `dateISO` pattern: yyyy-mm-dd or yyyy/mm/dd with
 * optional leading zeros. Strings only. It checks the shape only (2023-02-30 passes); use
 * isDate when the day must exist.
 */
export function isDateISO(value: unknown): boolean {
  return typeof value === 'string' && /^\d{4}[/-](0?[1-9]|1[012])[/-](0?[1-9]|[12][0-9]|3[01])$/.test(value)
}

/** Decimal number incl. sign and decimals (uView `number` pattern); any finite number passes. */
export function isNumber(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  return typeof value === 'string' && /^[+-]?(\d+\.?\d*|\.\d+|\d\.\d+e\+\d+)$/.test(value)
}

/** Only the digits 0-9, at least one. */
export function isDigits(value: unknown): boolean {
  return matches(/^\d+$/, value)
}

// GB 11643-1999: weight of position i is 2^(17-i) mod 11; the remainder of the weighted sum
// mod 11 indexes the check character.
const ID_CARD_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const ID_CARD_CHECK_CHARS = '10X98765432'

/**
 * 18-digit mainland ID card (spec §5): 17 digits + digit or X/x, a real birth date (yyyymmdd at
 * positions 7-14, year 1800 or later, not in the future) and the GB 11643 check character.
 * Strings only: 18 digits exceed Number precision, so a numeric value is never trustworthy.
 */
export function isIdCard(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{17}[\dXx]$/.test(value)) return false
  const year = Number(value.slice(6, 10))
  const month = Number(value.slice(10, 12))
  const day = Number(value.slice(12, 14))
  if (year < 1800 || !isRealCalendarDate(year, month, day)) return false
  if (new Date(year, month - 1, day).getTime() > Date.now()) return false
  let sum = 0
  ID_CARD_WEIGHTS.forEach((weight, index) => {
    sum += Number(value.charAt(index)) * weight
  })
  return ID_CARD_CHECK_CHARS.charAt(sum % 11) === value.charAt(17).toUpperCase()
}

// Province abbreviations plus 使 (embassy) and 领 (consulate), as in uView's carNo. Decision:
// uView also allows a leading A-Z (military/police formats); the brief asks for a Chinese province character,
// so a letter is not accepted first. Letters must be upper case, as printed on plates.
const PROVINCE = '[京津沪渝冀豫云辽黑湘皖鲁新苏浙赣鄂桂甘晋蒙陕吉闽贵粤青藏川宁琼使领]'
// 7 characters: province + letter + 4 alphanumerics (no I/O) + alphanumeric or 挂学警港澳.
const CAR_NO_NORMAL = new RegExp(`^${PROVINCE}[A-Z][A-HJ-NP-Z0-9]{4}[A-HJ-NP-Z0-9挂学警港澳]$`)
// 8 characters, new energy: small cars D/F + alphanumeric + 4 digits, large cars 5 digits + D/F.
const CAR_NO_NEW_ENERGY = new RegExp(`^${PROVINCE}[A-Z](?:[0-9]{5}[DF]|[DF][A-HJ-NP-Z0-9][0-9]{4})$`)

/** Licence plate (spec §5): 7 characters normal, 8 new energy, per uView's carNo. */
export function isCarNo(value: unknown): boolean {
  if (typeof value !== 'string') return false
  const length = Array.from(value).length
  if (length === 7) return CAR_NO_NORMAL.test(value)
  if (length === 8) return CAR_NO_NEW_ENERGY.test(value)
  return false
}

/**
 * Money amount with at most 2 decimals (spec §5). Decision: non-negative only; '0' and '0.x'
 * allowed; no leading zeros ('01'); thousands separators allowed only as correct 3-digit groups
 * ('1,234.5' yes, '1234,567' no); no bare '.5' or trailing '5.'.
 */
export function isAmount(value: unknown): boolean {
  return matches(/^(?:0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)(?:\.\d{1,2})?$/, value)
}

/**
 * Chinese characters only, non-empty. Decision: the Unicode Han script instead of uView's
 * \u4e00-\u9fa5, so rare characters in people's names (e.g. 𠮷, extension B) are accepted.
 */
export function isChinese(value: unknown): boolean {
  return matches(/^\p{Script=Han}+$/u, value)
}

/** ASCII letters a-z / A-Z only, non-empty. */
export function isLetter(value: unknown): boolean {
  return matches(/^[a-zA-Z]+$/, value)
}

/** ASCII letters or digits only, non-empty. */
export function isEnOrNum(value: unknown): boolean {
  return matches(/^[0-9a-zA-Z]+$/, value)
}

/** Landline (spec §5): 3-4 digit area code, hyphen, 7-8 digits, optional -extension of 3-4 digits. */
export function isLandline(value: unknown): boolean {
  return matches(/^\d{3,4}-\d{7,8}(?:-\d{3,4})?$/, value)
}

/** A string that JSON.parses to an object or array ('1', 'null', 'abc' are false). */
export function isJsonString(value: unknown): boolean {
  if (typeof value !== 'string') return false
  try {
    const parsed: unknown = JSON.parse(value)
    return typeof parsed === 'object' && parsed !== null
  } catch {
    return false
  }
}

export function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value)
}

/**
 * Plain object: created by `{}` / `Object.create(null)`. Decision: class instances such as
 * Date or Map are not "objects" here, so isEmpty({}) and form values behave predictably.
 */
export function isObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false
  const proto: unknown = Object.getPrototypeOf(value)
  return proto === Object.prototype || proto === null
}

/**
 * Verification code: exactly `len` digits (spec §9: default code length 6).
 * A non-positive or fractional len is false.
 */
export function isCode(value: unknown, len = 6): boolean {
  if (!Number.isInteger(len) || len < 1) return false
  return matches(new RegExp(`^\\d{${len}}$`), value)
}

function toRangeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : value
  if (isNumericString(value)) return Number(value)
  return null
}

/**
 * min <= value <= max. Accepts a number or a strict numeric string (no spaces, see
 * isNumericString); NaN, an inverted or NaN range are false.
 */
export function inRange(value: unknown, range: readonly [number, number]): boolean {
  const n = toRangeNumber(value)
  const [min, max] = range
  if (n === null || Number.isNaN(min) || Number.isNaN(max)) return false
  return n >= min && n <= max
}

/**
 * min <= length <= max for a string. Strings only; length counts code points so an emoji or
 * an extension-B character counts as one, matching what the user sees.
 */
export function inRangeLength(value: unknown, range: readonly [number, number]): boolean {
  if (typeof value !== 'string') return false
  const length = Array.from(value).length
  const [min, max] = range
  return length >= min && length <= max
}

/**
 * Emptiness check (spec §5): undefined, null, '', whitespace-only string, [], {}, NaN.
 * 0 and false are real values and are not empty; so are non-plain objects such as a Date.
 */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (typeof value === 'number') return Number.isNaN(value)
  if (Array.isArray(value)) return value.length === 0
  if (isObject(value)) return Object.keys(value).length === 0
  return false
}

/** Every validator by its function name, for rules referenced by name from page config. */
export const validators = {
  isEmail,
  isMobile,
  isUrl,
  isDate,
  isDateISO,
  isNumber,
  isDigits,
  isIdCard,
  isCarNo,
  isAmount,
  isChinese,
  isLetter,
  isEnOrNum,
  isLandline,
  isJsonString,
  isArray,
  isObject,
  isCode,
  inRange,
  inRangeLength,
  isEmpty,
} as const

export type ValidatorName = keyof typeof validators
