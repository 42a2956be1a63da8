import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * The scholarship (奖学金, spec §1, §2 scholarship and scholarshipRecord, §8 bean-reward limit messages):
 * a 麦豆 (bean) balance earned by daily learning tasks and spent on the exchange shelf, with income and
 * expense records (收支明细). Every path has a `/user/` segment: every call needs a login. The balance
 * moves only inside one transaction holding the doctor's wallet row (docs/server.md, Scholarship).
 */

/** Claims a doctor may make per calendar day (Asia/Shanghai); a claim beyond it is an over-limit claim. */
export const DAILY_CLAIM_LIMIT = 3
/** More over-limit claims than this within 24 hours restrict claiming for 24 hours (spec §8 message 2). */
export const OVER_LIMIT_RESTRICT_AFTER = 3
/** More over-limit claims than this in all block claiming for good (spec §8 message 3). */
export const OVER_LIMIT_BLOCK_AFTER = 10
/** How long a restriction lasts. */
export const RESTRICTION_HOURS = 24

/**
 * spec §8: the three bean-reward limit messages. The client (src/runtime/api/policy.ts) matches them by
 * code or by this exact text and opens the global modal 提示 / 我知道了.
 */
export const BEAN_LIMIT_MESSAGES = {
  'scholarship.bean.daily.limit': '今日领取麦豆已达上限。继续超限领取，账号将被限制领取 24 小时。',
  'scholarship.bean.over.limit.restricted': '超限领取已超过 3 次，账号 24 小时内无法领取麦豆。',
  'scholarship.bean.over.limit.blocked':
    '超限领取已超过 10 次，账号已被永久限制领取麦豆，如有疑问请联系客服。',
} as const

export const GUEST_FORBIDDEN_MESSAGE = '请先登录医生账号'

/**
 * Share rewards (spec §3 share config `shareRewardScore`): the score a screen's share config offers is
 * taken up to this many 麦豆 (a share cannot be verified by the server, so the client's score is capped)…
 */
export const SHARE_REWARD_MAX_SCORE = 50
/** …once per target and day, for at most this many targets a day (Asia/Shanghai). */
export const SHARE_REWARDS_PER_DAY = 5

export const taskTypeSchema = {
  type: 'string',
  enum: ['SIGN_IN', 'WATCH_LESSON', 'ATTEND_LIVE', 'PASS_EXAM', 'SHARE', 'SPRINT_JOIN'],
  description:
    'SIGN_IN 每日签到 (always done), WATCH_LESSON 学习一节课程 (lesson progress saved today), ATTEND_LIVE 观看一场直播 (progress in a LIVE lesson today), PASS_EXAM 通过一次考试 (an attempt at or above the pass score today), SHARE 分享课程 (taken on trust: a WeChat share cannot be verified), SPRINT_JOIN 参加学习冲刺月 (joined the current sprint)',
} as const

const routeSchema = {
  type: ['object', 'null'],
  required: ['name', 'query'],
  additionalProperties: false,
  description:
    'Where 去完成 / the goods card leads: a route name of pages.json and its query; null when nowhere',
  properties: {
    name: { type: 'string', description: 'Route name, e.g. courseDetail, liveList, sprint' },
    query: {
      type: 'object',
      additionalProperties: { type: ['string', 'integer'] },
      description: 'Query values of the route',
    },
  },
} as const

export const scholarshipTaskSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'description', 'reward', 'status', 'actionText', 'route'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Task id' },
    type: taskTypeSchema,
    title: { type: 'string', description: 'e.g. 每日签到' },
    description: { type: 'string', description: 'What to do, e.g. 任意课程学习满 1 节' },
    reward: { type: 'integer', minimum: 1, description: 'Beans a claim earns' },
    status: {
      type: 'string',
      enum: ['TODO', 'CLAIMABLE', 'CLAIMED'],
      description:
        'Today: TODO not done yet (去完成), CLAIMABLE done and not claimed (领取), CLAIMED (已领取)',
    },
    actionText: { type: 'string', description: 'The TODO button text, e.g. 去学习' },
    route: routeSchema,
  },
} as const

export const scholarshipGoodsSchema = {
  type: 'object',
  required: ['id', 'goodsType', 'title', 'description', 'picUrl', 'price', 'stock', 'courseId', 'owned'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Goods id' },
    goodsType: {
      type: 'string',
      enum: ['COURSE', 'GIFT'],
      description: 'COURSE: the exchange opens a paid course at once; GIFT: a gift customer service sends',
    },
    title: { type: 'string', description: 'e.g. 《痤疮分级治疗》课程' },
    description: { type: 'string', description: 'What the doctor gets and how' },
    picUrl: { type: 'string', description: 'Cover; empty shows the default picture' },
    price: { type: 'integer', minimum: 1, description: 'Beans it costs' },
    stock: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'Left to exchange; null = unlimited; 0 = 已兑完',
    },
    courseId: {
      type: ['integer', 'null'],
      description: 'The course a COURSE goods opens (courseDetail?id=)',
    },
    owned: { type: 'boolean', description: 'COURSE: the caller already holds the course (已拥有)' },
  },
} as const

export const scholarshipRecordSchema = {
  type: 'object',
  required: ['id', 'type', 'amount', 'balanceAfter', 'source', 'reason', 'createdAt'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Record id' },
    type: { type: 'string', enum: ['INCOME', 'EXPENSE'], description: 'INCOME 收入 (+), EXPENSE 支出 (−)' },
    amount: {
      type: 'integer',
      minimum: 1,
      description: 'Beans moved, always positive; the type gives the sign',
    },
    balanceAfter: { type: 'integer', minimum: 0, description: 'The balance right after it' },
    source: {
      type: 'string',
      enum: ['TASK', 'EXCHANGE', 'SPRINT', 'LOTTERY', 'ACTIVITY', 'SHARE'],
      description:
        'TASK a task claim, EXCHANGE an exchange, SPRINT a study sprint month award, LOTTERY a lottery win, ACTIVITY an activity reward, SHARE a share reward (share config shareRewardScore)',
    },
    reason: { type: 'string', description: 'What it was, e.g. 每日签到, 兑换《痤疮分级治疗》课程' },
    createdAt: { type: 'string', format: 'date-time', description: 'When' },
  },
} as const

export const scholarshipHomeSchema = {
  type: 'object',
  required: [
    'balance',
    'todayIncome',
    'totalIncome',
    'totalExpense',
    'dailyClaimLimit',
    'todayClaims',
    'claimStatus',
    'restrictedUntil',
    'tasks',
    'goods',
  ],
  additionalProperties: false,
  properties: {
    balance: { type: 'integer', minimum: 0, description: 'Beans now' },
    todayIncome: { type: 'integer', minimum: 0, description: 'Beans earned today (Asia/Shanghai)' },
    totalIncome: { type: 'integer', minimum: 0, description: 'Beans ever earned' },
    totalExpense: { type: 'integer', minimum: 0, description: 'Beans ever spent' },
    dailyClaimLimit: { type: 'integer', description: `Claims allowed per day (${DAILY_CLAIM_LIMIT})` },
    todayClaims: { type: 'integer', minimum: 0, description: 'Claims made today' },
    claimStatus: {
      type: 'string',
      enum: ['NORMAL', 'RESTRICTED', 'BLOCKED'],
      description: 'NORMAL; RESTRICTED until restrictedUntil (over-limit claims); BLOCKED for good',
    },
    restrictedUntil: {
      type: ['string', 'null'],
      format: 'date-time',
      description: 'End of the restriction while RESTRICTED, else null',
    },
    tasks: { type: 'array', items: scholarshipTaskSchema, description: "Today's tasks, in display order" },
    goods: {
      type: 'array',
      items: scholarshipGoodsSchema,
      description: 'The exchange shelf, in display order',
    },
  },
} as const

const guestForbidden = {
  status: 400,
  code: 'scholarship.guest.forbidden',
  when: `a visitor (ROLE_GUEST) of the captcha login (${GUEST_FORBIDDEN_MESSAGE})`,
} as const

export const scholarshipEndpoints = defineEndpoints([
  {
    name: 'scholarship.home',
    method: 'GET',
    path: '/promotion/v1/user/scholarship',
    shows: ['scholarship', 'purchase'],
    auth: true,
    summary: "The caller's scholarship: balance, today's earnings, claim state, today's tasks and the shelf.",
    response: scholarshipHomeSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'scholarship.claim',
    method: 'POST',
    path: '/promotion/v1/user/scholarship/task/{taskId}/claim',
    changes: ['scholarship'],
    auth: true,
    summary: `Claims a done task's beans (once per task per day, at most ${DAILY_CLAIM_LIMIT} claims a day): an INCOME record.`,
    params: {
      type: 'object',
      required: ['taskId'],
      additionalProperties: false,
      properties: { taskId: { type: 'integer', minimum: 1, description: 'The task' } },
    },
    response: {
      type: 'object',
      required: ['taskId', 'balance', 'todayClaims', 'record'],
      additionalProperties: false,
      properties: {
        taskId: { type: 'integer', description: 'The task claimed' },
        balance: { type: 'integer', minimum: 0, description: 'The balance after the claim' },
        todayClaims: { type: 'integer', minimum: 1, description: 'Claims made today, this one included' },
        record: scholarshipRecordSchema,
      },
    },
    errors: [
      ...sessionErrors,
      guestForbidden,
      { status: 404, code: 'scholarship.task.not.found', when: 'no such task, or retired (任务不存在)' },
      {
        status: 400,
        code: 'scholarship.bean.daily.limit',
        when: `${DAILY_CLAIM_LIMIT} claims were already made today: an over-limit claim, counted (${BEAN_LIMIT_MESSAGES['scholarship.bean.daily.limit']})`,
      },
      {
        status: 400,
        code: 'scholarship.bean.over.limit.restricted',
        when: `more than ${OVER_LIMIT_RESTRICT_AFTER} over-limit claims within 24 hours, and any claim during the ${RESTRICTION_HOURS}-hour restriction that follows (counted) (${BEAN_LIMIT_MESSAGES['scholarship.bean.over.limit.restricted']})`,
      },
      {
        status: 400,
        code: 'scholarship.bean.over.limit.blocked',
        when: `more than ${OVER_LIMIT_BLOCK_AFTER} over-limit claims in all: claiming is blocked for good (${BEAN_LIMIT_MESSAGES['scholarship.bean.over.limit.blocked']})`,
      },
      {
        status: 400,
        code: 'scholarship.task.claimed',
        when: 'the task was already claimed today (今日已领取)',
      },
      {
        status: 400,
        code: 'scholarship.task.not.completed',
        when: 'the task is not done today (请先完成任务再领取)',
      },
    ],
  },
  {
    name: 'scholarship.exchange',
    method: 'POST',
    path: '/promotion/v1/user/scholarship/goods/{goodsId}/exchange',
    changes: ['scholarship', 'purchase'],
    auth: true,
    summary:
      'Spends beans on a goods of the shelf: an EXPENSE record; a COURSE goods opens its course at once.',
    params: {
      type: 'object',
      required: ['goodsId'],
      additionalProperties: false,
      properties: { goodsId: { type: 'integer', minimum: 1, description: 'The goods' } },
    },
    response: {
      type: 'object',
      required: ['goodsId', 'balance', 'record', 'courseId'],
      additionalProperties: false,
      properties: {
        goodsId: { type: 'integer', description: 'The goods exchanged' },
        balance: { type: 'integer', minimum: 0, description: 'The balance after the exchange' },
        record: scholarshipRecordSchema,
        courseId: {
          type: ['integer', 'null'],
          description: 'The course now open (COURSE goods; 去学习 → courseDetail?id=), else null',
        },
      },
    },
    errors: [
      ...sessionErrors,
      guestForbidden,
      {
        status: 404,
        code: 'scholarship.goods.not.found',
        when: 'no such goods, or off the shelf (商品不存在)',
      },
      {
        status: 400,
        code: 'scholarship.balance.insufficient',
        when: 'the balance is below the price (麦豆余额不足，完成学习任务可以赚取麦豆)',
      },
      { status: 400, code: 'scholarship.goods.sold.out', when: 'no stock left (该商品已兑完)' },
      {
        status: 400,
        code: 'scholarship.goods.owned',
        when: 'a COURSE goods whose course the caller already holds (你已拥有该课程，无需兑换)',
      },
    ],
  },
  {
    name: 'scholarship.shareReward',
    method: 'POST',
    path: '/promotion/v1/user/scholarship/share-reward',
    changes: ['scholarship'],
    auth: true,
    quiet: true,
    summary: `A completed share of a screen whose share config has shareRewardScore: credits the score (at most ${SHARE_REWARD_MAX_SCORE}) as a SHARE income record once per target and day, for at most ${SHARE_REWARDS_PER_DAY} targets a day. A repeat, the daily cap or a blocked wallet answer awarded 0 (not an error: the share itself succeeded).`,
    body: {
      type: 'object',
      required: ['score', 'target'],
      additionalProperties: false,
      properties: {
        score: { type: 'integer', minimum: 1, description: "The share config's shareRewardScore" },
        target: {
          type: 'string',
          minLength: 1,
          maxLength: 300,
          description: 'What was shared: the shared link (its path and query count) when no lesson is named',
        },
        lessonId: { type: ['integer', 'string'], maxLength: 64, description: 'The lesson shared, if any' },
        lessonType: {
          type: 'string',
          enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
          description: 'Its lesson type (spec §3)',
        },
      },
    },
    response: {
      type: 'object',
      required: ['awarded', 'balance'],
      additionalProperties: false,
      properties: {
        awarded: {
          type: 'integer',
          minimum: 0,
          description: '麦豆 credited by this call (0: not again today)',
        },
        balance: { type: 'integer', minimum: 0, description: 'The balance after it' },
      },
    },
    errors: [...sessionErrors, guestForbidden],
  },
  {
    name: 'scholarship.records',
    method: 'GET',
    path: '/promotion/v1/user/scholarship/records',
    shows: ['scholarship'],
    auth: true,
    summary: "The caller's income and expense records (收支明细), newest first, optionally of one type.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: {
          type: 'string',
          enum: ['INCOME', 'EXPENSE'],
          description: 'INCOME 收入 or EXPENSE 支出; absent = 全部',
        },
        ...pageQueryProperties,
      },
    },
    response: pageOf(scholarshipRecordSchema, 'Page<ScholarshipRecord>'),
    errors: [...sessionErrors],
  },
])
