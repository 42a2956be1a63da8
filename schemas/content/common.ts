/** Pieces shared by the content contracts (schemas/content). */

/** An id an operator chooses: lower-case letters, digits and dashes, e.g. "spring-cases-2027". */
export const contentIdSchema = {
  type: 'string',
  pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
  description: 'Lower-case letters, digits and dashes (at most 64), e.g. "spring-cases-2027". Never reused.',
} as const

/** A picture: https, or a path on this server (/media/...). The Content-Security-Policy blocks http:. */
export const imageUrlSchema = {
  type: 'string',
  pattern: '^(https://[^\\s]+|/[^\\s/][^\\s]*)$',
  maxLength: 1024,
  description: 'https://… or a path on this server such as /media/covers/spring.jpg (never http:).',
} as const

/** A moment with its offset, e.g. 2027-03-01T00:00:00+08:00. */
export const instantSchema = {
  type: 'string',
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?(Z|[+-]\\d{2}:\\d{2})$',
  description: 'ISO 8601 with its offset, e.g. "2027-03-01T00:00:00+08:00".',
} as const
