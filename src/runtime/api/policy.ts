/**
 * The rules of spec §4 (request status handling), §8 (the error catalogue) and §9 (quiet-loading paths),
 * as pure functions of a failed answer, so each row is a unit test.
 */

/** What the client does with an answer that is not a 2xx. */
export type StatusOutcome =
  /** Resolve the call as if it succeeded (404 academy.course.progress.not.found: no progress yet). */
  | 'resolve'
  /** Reject with the error; the catalogue decides whether a toast shows. */
  | 'reject'
  /** Force re-login (spec §4) and reject without a toast. */
  | 'relogin'
  /** Open the vote validation (captcha) modal and reject without a toast. */
  | 'voteModal'
  /** 409: nothing further — reject without a toast or any other effect. */
  | 'silent'

/** spec §8: these codes on a 400 force re-login. */
export const reloginCodes: readonly string[] = ['auth.token.sign.invalid', 'academy.lesson.watch.need.login']

export const guestRole = 'ROLE_GUEST'

/** The promotion vote submit call (spec §4: its 401 may open the captcha modal instead). */
const voteSubmitPath = /\/promotion-vote\/[^/]+\/submit\/?$/

export function isVoteSubmit(path: string): boolean {
  return voteSubmitPath.test(path)
}

/** spec §4 "Request status handling", row by row. */
export function statusOutcome(
  status: number,
  code: string,
  call: { path: string; roles: readonly string[] },
): StatusOutcome {
  if (status >= 200 && status < 300) return 'resolve'
  switch (status) {
    case 400:
      return reloginCodes.includes(code) ? 'relogin' : 'reject'
    case 401:
      // spec §4: on the promotion vote call, when roles are present a guest gets the validation modal.
      if (isVoteSubmit(call.path) && call.roles.length > 0) {
        return call.roles.includes(guestRole) ? 'voteModal' : 'relogin'
      }
      return 'relogin'
    case 403:
    case 406:
    case 451:
      return 'relogin'
    case 404:
      return code === 'academy.course.progress.not.found' ? 'resolve' : 'reject'
    case 409:
      return 'silent'
    default:
      return 'reject'
  }
}

/** spec §8: codes never toasted. */
export const suppressedCodes: readonly string[] = [
  'academy.course.not.purchased',
  'academy.course.progress.not.found',
  'academy.course.not.found',
  'academy.note.not.found',
  'academy.live.not.found',
  'academy.video.lesson.not.found',
  'academy.article.not.exist',
  'academy.user.exam.not.found',
  'vote.process.run.out',
  'vote.everyday.run.out',
  'vote.item.day.run.out',
  'url setting miss',
]

/**
 * spec §8: calls whose errors are never toasted — the chat-app (WeChat code) login, the lesson
 * access-permission call and the Lilly live record call. Matched by path so the rule holds for whichever
 * endpoint name a module gives them.
 */
const suppressedCallPaths: readonly RegExp[] = [
  /\/user\/login\/getTokenByWxCode\/?$/,
  /\/academy\/v2\/course\/lesson\/[^/]+\/access-permission\/?$/,
  /\/tripartite\/v1\/lilly-live\/user\/record\/?$/,
]

export function isSuppressedCall(path: string): boolean {
  return suppressedCallPaths.some((pattern) => pattern.test(path))
}

/** A bean-reward (麦豆) limit message: shown as a global modal, not a toast (spec §8). */
export interface RewardLimitNotice {
  code: string
  content: string
}

/** spec §8: the three bean-reward limit messages; the wording is ours (the spec does not show it). */
export const rewardLimitNotices: readonly RewardLimitNotice[] = [
  {
    code: 'scholarship.bean.daily.limit',
    content: '今日领取麦豆已达上限。继续超限领取，账号将被限制领取 24 小时。',
  },
  {
    code: 'scholarship.bean.over.limit.restricted',
    content: '超限领取已超过 3 次，账号 24 小时内无法领取麦豆。',
  },
  {
    code: 'scholarship.bean.over.limit.blocked',
    content: '超限领取已超过 10 次，账号已被永久限制领取麦豆，如有疑问请联系客服。',
  },
]

export const rewardLimitModal = { title: '提示', confirmBtnText: '我知道了' } as const

/** The notice for a failed answer, matched by its code or, from older services, its exact message. */
export function rewardLimitNotice(code: string, message: string): RewardLimitNotice | undefined {
  return rewardLimitNotices.find((notice) => notice.code === code || notice.content === message)
}

export type ErrorFeedback =
  | { kind: 'none' }
  | { kind: 'toast'; text: string }
  | { kind: 'modal'; title: string; content: string; confirmBtnText: string }

/**
 * spec §8: what the user sees for a rejected call. `pageCodes` are the current screen's suppressed codes
 * (pages.json `suppressCodes`, e.g. academy.lesson.inactive on the GCP training page).
 */
export function errorFeedback(
  error: { code: string; message: string; path: string },
  pageCodes: readonly string[] = [],
): ErrorFeedback {
  const notice = rewardLimitNotice(error.code, error.message)
  if (notice) return { kind: 'modal', ...rewardLimitModal, content: notice.content }
  if (suppressedCodes.includes(error.code) || suppressedCodes.includes(error.message)) return { kind: 'none' }
  if (pageCodes.includes(error.code)) return { kind: 'none' }
  if (isSuppressedCall(error.path)) return { kind: 'none' }
  return error.message ? { kind: 'toast', text: error.message } : { kind: 'none' }
}

/** spec §9: calls whose path contains one of these never show the loading indicator. */
export const quietPathPatterns: readonly string[] = [
  'sales',
  'progress',
  'user/favorite',
  'user/like',
  '/sns/',
  'player/auth',
  'user/certificate/',
  'track/pageInfo/up',
  'track/event/up',
  'user/note/',
  '/record',
  '/academy/v2/user/promotion-exam/',
  'lilly-live/user/record',
]

export function isQuietPath(path: string): boolean {
  return quietPathPatterns.some((pattern) => path.includes(pattern))
}
