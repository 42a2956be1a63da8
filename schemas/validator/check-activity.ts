import { COUNTED_REWARD_TYPES } from '../content/activity'
import type { ActivityContent, ContentIds, ContentItems } from '../content/index'
import type { ConfigProblem } from './messages'
import { suggest } from './suggest'

/**
 * Cross-checks of an activity file (schemas/content/activity.ts) beyond its contract: its windows, what
 * its type needs (a venue and registration for OFFLINE, a goal for DURATION), its reward's amount; and
 * across files the lottery and vote campaign it names and the activity (or a lottery file the lottery)
 * it takes over by `number`.
 */
export function checkActivity(activity: ActivityContent, file: string): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  const problem = (pointer: string, code: string, message: string) =>
    errors.push({ file, pointer, code, message })
  if (Date.parse(activity.end) <= Date.parse(activity.start)) {
    problem('/end', 'content-window', `ends (${activity.end}) before it starts (${activity.start})`)
  }
  const registration = activity.registration
  if (registration) {
    if (Date.parse(registration.end) <= Date.parse(registration.start)) {
      problem(
        '/registration/end',
        'content-window',
        `registration closes (${registration.end}) before it opens (${registration.start})`,
      )
    } else if (Date.parse(registration.end) > Date.parse(activity.end)) {
      problem(
        '/registration/end',
        'registration-after-end',
        `registration closes (${registration.end}) after the activity ends (${activity.end})`,
      )
    }
    const quota = registration.quota ?? 0
    if (quota > 0 && (registration.countBefore ?? 0) > quota) {
      problem(
        '/registration/countBefore',
        'registration-over-quota',
        `${registration.countBefore} sign-ups before is more than the quota of ${quota}`,
      )
    }
  }
  if (activity.type === 'OFFLINE') {
    if (!activity.venue) {
      problem(
        '',
        'offline-venue-missing',
        'an OFFLINE activity needs its venue (printed on the sign tickets)',
      )
    }
    if (!registration) {
      problem(
        '',
        'offline-registration-missing',
        'an OFFLINE activity needs registration: a sign ticket is issued with each sign-up',
      )
    }
  }
  if (activity.type === 'DURATION' && !activity.goal) {
    problem('', 'duration-goal-missing', 'a DURATION activity needs its goal (minutes and days)')
  }
  if (activity.type !== 'DURATION') {
    for (const name of ['goal', 'reward'] as const) {
      if (activity[name]) {
        problem(
          `/${name}`,
          'duration-field-unused',
          `${name} is for DURATION activities, not ${activity.type}`,
        )
      }
    }
  }
  const reward = activity.reward
  if (reward) {
    const counted = (COUNTED_REWARD_TYPES as readonly string[]).includes(reward.type)
    if (counted && reward.amount === undefined) {
      problem('/reward', 'reward-amount-missing', `a ${reward.type} reward needs amount`)
    } else if (!counted && reward.amount !== undefined) {
      problem(
        '/reward/amount',
        'reward-amount-unused',
        `amount is for MAIDOU and INTEGRAL rewards, not ${reward.type}`,
      )
    }
  }
  return errors
}

/**
 * Across files: a `number` of an activity or lottery taken over by two files, or by a file while another
 * content id already has it (`known`: the database's ids); and — when `ids` is given (content ids of the
 * folder and the database, by kind) — the lottery and vote campaign an activity names.
 */
export function checkActivityLinks(
  content: ContentItems,
  fileOf: (kind: 'activities' | 'lotteries', id: string) => string,
  ids: Readonly<Record<string, ReadonlySet<string>>> | undefined,
  known: ContentIds | undefined,
): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  for (const [kind, what] of [
    ['activities', 'activity'],
    ['lotteries', 'lottery'],
  ] as const) {
    const owner = new Map<number, string>()
    for (const [id, row] of Object.entries(known?.[kind] ?? {})) owner.set(Number(row), id)
    const pinned = new Map<number, string>()
    for (const item of content[kind]) {
      if (item.number === undefined) continue
      const taken = owner.get(item.number)
      const first = pinned.get(item.number)
      const other = taken !== undefined && taken !== item.id ? taken : first
      if (other !== undefined) {
        errors.push({
          file: fileOf(kind, item.id),
          pointer: '/number',
          code: 'duplicate-content-number',
          message: `${what} ${item.number} is content/${kind}/${other}.json's`,
        })
      } else pinned.set(item.number, item.id)
    }
  }
  if (!ids) return errors
  const names = (activity: ActivityContent, kind: 'lotteries' | 'votes', what: string) => {
    const id = kind === 'lotteries' ? activity.lottery : activity.vote
    if (id === undefined || ids[kind]?.has(id)) return
    errors.push({
      file: fileOf('activities', activity.id),
      pointer: kind === 'lotteries' ? '/lottery' : '/vote',
      code: 'unknown-content',
      message: `no ${what} "${id}" in content/${kind}/ or published before${suggest(id, [...(ids[kind] ?? [])])}`,
    })
  }
  for (const activity of content.activities) {
    names(activity, 'lotteries', 'lottery')
    names(activity, 'votes', 'vote campaign')
  }
  return errors
}
