/**
 * Error entries several service areas list. Each endpoint still names the ones it answers, so the docs
 * and the client's error catalogue read them per endpoint.
 */

/** What any `auth: true` endpoint answers when its token does not admit the call (spec §4 status table). */
export const sessionErrors = [
  { status: 401, code: 'auth.token.missing', when: 'no `Authorization: Bearer <token>` header (请先登录)' },
  {
    status: 400,
    code: 'auth.token.sign.invalid',
    when: 'the token is malformed or its signature does not verify; the client logs in again (spec §8)',
  },
  { status: 401, code: 'auth.token.expired', when: 'the token has expired (登录已过期，请重新登录)' },
  {
    status: 401,
    code: 'auth.token.user.not.found',
    when: "the token's account no longer exists (merged into another account or deleted)",
  },
] as const

/** The caller named a doctor other than the one logged in. */
export const forbiddenError = {
  status: 403,
  code: 'auth.forbidden',
  when: 'the `{product}Id` sent is not the logged-in doctor',
} as const

/** Answered by endpoints with a `rateLimit` group once an IP spends its budget. */
export const rateLimitedError = {
  status: 429,
  code: 'rate.limited',
  when: 'too many calls of this kind from one IP (操作太频繁，请稍后再试)',
} as const

/** Who wrote a comment, reply or note (the account's name and avatar). */
export const authorSchema = {
  type: 'object',
  required: ['userId', 'nickname', 'avatar'],
  additionalProperties: false,
  properties: {
    userId: { type: 'integer', description: "The author's user id" },
    nickname: { type: 'string', description: "The author's name" },
    avatar: { type: 'string', description: 'Avatar URL; empty when none (show the default picture)' },
  },
} as const
