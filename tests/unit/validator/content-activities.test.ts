import { describe, expect, it } from 'vitest'
import type { ContentIds } from '../../../schemas/content/index'
import { validateContent } from '../../../schemas/validator/validate-content'

/**
 * Cross-checks of the content kind activities (schemas/content/activity.ts, schemas/validator/
 * check-activity.ts): each test makes one mistake in an otherwise valid folder and expects the one
 * problem it causes.
 */

type Json = Record<string, unknown>

const LOTTERY = {
  id: 'summer-draw',
  title: '夏季工作坊抽奖',
  start: '2027-07-10T09:00:00+08:00',
  end: '2027-07-20T00:00:00+08:00',
  drawsPerDoctor: 1,
  prizes: [{ id: 'thanks', name: '谢谢参与', type: 'NONE', weight: 1 }],
}

/** An OFFLINE workshop with registration, a lottery of the folder and its page text: valid. */
function workshop(changes: Json = {}): Json {
  return {
    id: 'summer-workshop',
    type: 'OFFLINE',
    title: '2027 夏季皮肤外科手术技能工作坊',
    subtitle: '切除缝合、皮瓣设计与术后管理实操',
    start: '2027-07-10T09:00:00+08:00',
    end: '2027-07-11T17:00:00+08:00',
    venue: '上海市徐汇区华东医科大学附属第一医院 教学楼 3 楼',
    registration: { start: '2027-06-01T00:00:00+08:00', end: '2027-07-09T00:00:00+08:00', quota: 60 },
    certificate: true,
    lottery: 'summer-draw',
    tags: ['线下', '手术'],
    page: {
      html: '<section class="activity-intro"><h2>工作坊</h2><p>每 4 名学员配备一名带教老师。</p></section>',
      variables: { buttonText: '立即报名', rules: ['凭签到券入场', '两天课程全部签到可获得结业证书'] },
    },
    ...changes,
  }
}

/** A study-duration activity: valid. */
function duration(changes: Json = {}): Json {
  return {
    id: 'summer-duration',
    type: 'DURATION',
    title: '2027 夏季学习时长打卡',
    start: '2027-07-01T00:00:00+08:00',
    end: '2027-07-31T00:00:00+08:00',
    goal: { minutes: 600, days: 15 },
    reward: { type: 'MAIDOU', amount: 200, title: '200 麦豆' },
    ...changes,
  }
}

function problemsOf(
  items: { kind: string; item: Json }[],
  /** The database's content ids; 'offline': none known, references not checked. */
  knownIds: ContentIds | 'offline' = {},
  pageFiles: [string, Json][] = [],
) {
  const { errors } = validateContent({
    files: new Map(
      items.map(({ kind, item }) => {
        const path = `content/${kind}/${String(item.id)}.json`
        return [path, { file: path, json: item }]
      }),
    ),
    pages: undefined,
    pageFiles: new Map(pageFiles.map(([name, json]) => [name, { file: `schemas/pages/${name}.json`, json }])),
    ...(knownIds === 'offline' ? {} : { knownIds }),
  })
  return errors.map(({ file, pointer, code, message }) => ({ file, pointer, code, message }))
}

const FILE = 'content/activities/summer-workshop.json'
const withLottery = (item: Json) => [
  { kind: 'lotteries', item: LOTTERY },
  { kind: 'activities', item },
]
const one = (pointer: string, code: string, message: string, file = FILE) => [
  { file, pointer, code, message },
]

describe('content cross-checks: activities', () => {
  it('a valid workshop (its lottery in the folder) and a valid duration activity have no problems', () => {
    expect(problemsOf([...withLottery(workshop()), { kind: 'activities', item: duration() }])).toEqual([])
  })

  it('a lottery published before may be named without its file', () => {
    expect(
      problemsOf([{ kind: 'activities', item: workshop() }], { lotteries: { 'summer-draw': 1001 } }),
    ).toEqual([])
  })

  it('an activity that ends before it starts is an error at /end', () => {
    expect(problemsOf(withLottery(workshop({ end: '2027-07-09T00:00:00+08:00' })))).toEqual(
      one(
        '/end',
        'content-window',
        'ends (2027-07-09T00:00:00+08:00) before it starts (2027-07-10T09:00:00+08:00)',
      ),
    )
  })

  it('registration that closes before it opens is an error at /registration/end', () => {
    const registration = { start: '2027-07-01T00:00:00+08:00', end: '2027-06-01T00:00:00+08:00' }
    expect(problemsOf(withLottery(workshop({ registration })))).toEqual(
      one(
        '/registration/end',
        'content-window',
        'registration closes (2027-06-01T00:00:00+08:00) before it opens (2027-07-01T00:00:00+08:00)',
      ),
    )
  })

  it('registration that closes after the activity ends is an error', () => {
    const registration = { start: '2027-06-01T00:00:00+08:00', end: '2027-07-12T00:00:00+08:00' }
    expect(problemsOf(withLottery(workshop({ registration })))).toEqual(
      one(
        '/registration/end',
        'registration-after-end',
        'registration closes (2027-07-12T00:00:00+08:00) after the activity ends (2027-07-11T17:00:00+08:00)',
      ),
    )
  })

  it('more sign-ups before than the quota is an error', () => {
    const registration = {
      start: '2027-06-01T00:00:00+08:00',
      end: '2027-07-09T00:00:00+08:00',
      quota: 60,
      countBefore: 61,
    }
    expect(problemsOf(withLottery(workshop({ registration })))).toEqual(
      one(
        '/registration/countBefore',
        'registration-over-quota',
        '61 sign-ups before is more than the quota of 60',
      ),
    )
  })

  it('an OFFLINE activity without a venue is an error (its sign tickets print it)', () => {
    expect(problemsOf(withLottery(workshop({ venue: undefined })))).toEqual(
      one('', 'offline-venue-missing', 'an OFFLINE activity needs its venue (printed on the sign tickets)'),
    )
  })

  it('an OFFLINE activity without registration is an error (tickets come with sign-ups)', () => {
    expect(problemsOf(withLottery(workshop({ registration: undefined })))).toEqual(
      one(
        '',
        'offline-registration-missing',
        'an OFFLINE activity needs registration: a sign ticket is issued with each sign-up',
      ),
    )
  })

  it('a DURATION activity without its goal is an error', () => {
    expect(problemsOf([{ kind: 'activities', item: duration({ goal: undefined }) }])).toEqual(
      one(
        '',
        'duration-goal-missing',
        'a DURATION activity needs its goal (minutes and days)',
        'content/activities/summer-duration.json',
      ),
    )
  })

  it('a goal on an activity that is not DURATION is an error', () => {
    expect(problemsOf(withLottery(workshop({ goal: { minutes: 60, days: 1 } })))).toEqual(
      one('/goal', 'duration-field-unused', 'goal is for DURATION activities, not OFFLINE'),
    )
  })

  it('a MAIDOU reward without amount is an error', () => {
    const reward = { type: 'MAIDOU', title: '麦豆' }
    expect(problemsOf([{ kind: 'activities', item: duration({ reward }) }])).toEqual(
      one(
        '/reward',
        'reward-amount-missing',
        'a MAIDOU reward needs amount',
        'content/activities/summer-duration.json',
      ),
    )
  })

  it('an amount on a GOODS reward is an error', () => {
    const reward = { type: 'GOODS', amount: 1, title: '便携式皮肤镜' }
    expect(problemsOf([{ kind: 'activities', item: duration({ reward }) }])).toEqual(
      one(
        '/reward/amount',
        'reward-amount-unused',
        'amount is for MAIDOU and INTEGRAL rewards, not GOODS',
        'content/activities/summer-duration.json',
      ),
    )
  })

  it('a lottery in neither the folder nor the database is an error, with the closest id', () => {
    expect(problemsOf(withLottery(workshop({ lottery: 'sumer-draw' })))).toEqual(
      one(
        '/lottery',
        'unknown-content',
        'no lottery "sumer-draw" in content/lotteries/ or published before (did you mean "summer-draw"?)',
      ),
    )
  })

  it('a vote campaign in neither the folder nor the database is an error', () => {
    expect(problemsOf(withLottery(workshop({ vote: 'summer-cases' })))).toEqual(
      one(
        '/vote',
        'unknown-content',
        'no vote campaign "summer-cases" in content/votes/ or published before',
      ),
    )
  })

  it('without the database (validate offline) the lottery reference is not checked', () => {
    expect(problemsOf([{ kind: 'activities', item: workshop() }], 'offline')).toEqual([])
  })

  it('an activity number another activity file already took over is an error', () => {
    expect(problemsOf(withLottery(workshop({ number: 3 })), { activities: { 'workshop-2025': 3 } })).toEqual(
      one('/number', 'duplicate-content-number', "activity 3 is content/activities/workshop-2025.json's"),
    )
    expect(
      problemsOf([
        ...withLottery(workshop({ number: 3 })),
        { kind: 'activities', item: duration({ id: 'a-copy', number: 3, type: 'DURATION' }) },
      ]),
    ).toEqual(
      one(
        '/number',
        'duplicate-content-number',
        "activity 3 is content/activities/summer-workshop.json's",
        'content/activities/a-copy.json',
      ),
    )
  })

  it('a lottery number another lottery file already took over is an error', () => {
    const lottery = { ...LOTTERY, number: 1 }
    expect(
      problemsOf([{ kind: 'lotteries', item: lottery }], { lotteries: { 'dermoscopy-draw': 1 } }),
    ).toEqual(
      one(
        '/number',
        'duplicate-content-number',
        "lottery 1 is content/lotteries/dermoscopy-draw.json's",
        'content/lotteries/summer-draw.json',
      ),
    )
    expect(
      problemsOf([
        { kind: 'lotteries', item: lottery },
        { kind: 'lotteries', item: { ...lottery, id: 'a-copy' } },
      ]),
    ).toEqual(
      one(
        '/number',
        'duplicate-content-number',
        "lottery 1 is content/lotteries/summer-draw.json's",
        'content/lotteries/a-copy.json',
      ),
    )
    // The file that took it over may say so again.
    expect(problemsOf([{ kind: 'lotteries', item: lottery }], { lotteries: { 'summer-draw': 1 } })).toEqual(
      [],
    )
  })

  it('page text longer than 100000 characters is refused by the contract', () => {
    const page = { html: `<p>${'皮'.repeat(100_000)}</p>` }
    expect(problemsOf(withLottery(workshop({ page })))).toEqual([
      expect.objectContaining({ file: FILE, pointer: '/page/html' }),
    ])
  })

  it('a page naming an activity that is not content is an error', () => {
    const page = {
      body: [{ widget: 'ActivityDetail', props: { activityId: '${content.activities.summer-worksop}' } }],
    }
    expect(problemsOf(withLottery(workshop()), {}, [['summer', page]])).toEqual(
      one(
        '/body/0/props/activityId',
        'unknown-content',
        '"${content.activities.summer-worksop}": no activity "summer-worksop" in content/activities/ or published before (known: summer-workshop)',
        'schemas/pages/summer.json',
      ),
    )
  })
})
