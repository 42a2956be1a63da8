/**
 * Masks a name or number (spec §5): 1 char unchanged, 2 chars → first + '*', longer keeps the
 * first and last with one '*' per hidden character ('张三丰' → '张*丰').
 * Counts code points, not UTF-16 units, so a rare Han character or emoji is never split in half.
 */
export function desensitize(s: string): string {
  if (typeof s !== 'string') return ''
  const chars = Array.from(s)
  const first = chars[0]
  const last = chars[chars.length - 1]
  if (first === undefined || last === undefined) return ''
  if (chars.length === 1) return s
  if (chars.length === 2) return `${first}*`
  return `${first}${'*'.repeat(chars.length - 2)}${last}`
}

// Image endings from spec §5, matched on the path only so '?x=1' or '#top' after them is ignored.
const IMAGE_PATH = /\.(?:png|jpe?g|gif)$/i

/** True when the URL path ends in png, jpg, jpeg or gif (case-insensitive), ignoring ?query / #hash. */
export function isImageUrl(url: string): boolean {
  if (typeof url !== 'string') return false
  const path = url.split(/[?#]/, 1)[0] ?? ''
  return IMAGE_PATH.test(path)
}

/** Spec §5: a text input trims what it is given and takes at most 140 characters. */
export const TEXT_INPUT_MAX_LENGTH = 140
