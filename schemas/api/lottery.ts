import { phaseSchema } from './activity'
import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Lotteries (spec §3 promotion and lottery status, prize types; issue 5 point 4): a lottery's prizes and
 * the caller's chances, the draw (the server picks by weight among prizes in stock, inside one
 * transaction that never passes a prize's stock nor the caller's chances), the caller's records, and the
 * shipping address a GOODS winner fills in. Visitors (ROLE_GUEST) may not draw.
 */

const isoTime = (description: string) => ({ type: 'string', format: 'date-time', description }) as const
const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

export const prizeTypeSchema = {
  type: 'string',
  enum: ['MAIDOU', 'INTEGRAL', 'GOODS', 'NONE', 'EBOOK', 'OTHER'],
  description:
    'spec §3 prize type: MAIDOU 麦豆 (amount), INTEGRAL 积分 (amount), GOODS a thing shipped (the winner fills in an address), NONE 谢谢参与, EBOOK an e-book (ebookId → route receiveEBook?id=), OTHER (instruction says how to get it)',
} as const

/** spec §5 mainland mobile: starts with 1, second digit 2-9, 11 digits. */
export const MAINLAND_MOBILE_PATTERN = '^1[2-9]\\d{9}$'

export const prizeSchema = {
  type: 'object',
  required: ['id', 'name', 'type', 'amount', 'ebookId', 'instruction', 'picUrl', 'stock', 'remaining'],
  additionalProperties: false,
  properties: {
    id: idSchema('Prize id'),
    name: { type: 'string', description: 'What it is, e.g. 100 麦豆, 皮肤镜一台, 谢谢参与' },
    type: prizeTypeSchema,
    amount: { type: 'integer', minimum: 0, description: 'MAIDOU / INTEGRAL: how many; 0 otherwise' },
    ebookId: { type: ['integer', 'null'], description: 'EBOOK: the e-book; null otherwise' },
    instruction: { type: 'string', description: "OTHER: how the winner gets it ('' otherwise)" },
    picUrl: { type: 'string', description: "Picture ('' when none)" },
    stock: { type: ['integer', 'null'], minimum: 0, description: 'How many there were; null = unlimited' },
    remaining: {
      type: ['integer', 'null'],
      minimum: 0,
      description: 'How many are left to win; null = unlimited',
    },
  },
} as const

export const lotteryRecordSchema = {
  type: 'object',
  required: [
    'id',
    'lotteryId',
    'prizeId',
    'prizeName',
    'prizeType',
    'amount',
    'ebookId',
    'instruction',
    'picUrl',
    'createdAt',
    'needsAddress',
    'address',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Record id'),
    lotteryId: idSchema('The lottery'),
    prizeId: idSchema('The prize won'),
    prizeName: { type: 'string', description: 'The prize as it was when won' },
    prizeType: prizeTypeSchema,
    amount: { type: 'integer', minimum: 0, description: 'MAIDOU / INTEGRAL amount' },
    ebookId: { type: ['integer', 'null'], description: 'EBOOK: the e-book to receive' },
    instruction: { type: 'string', description: 'OTHER: how to get it' },
    picUrl: { type: 'string', description: "Picture ('' when none)" },
    createdAt: isoTime('When it was drawn'),
    needsAddress: {
      type: 'boolean',
      description: 'A GOODS prize whose shipping address is not filled in yet (填写收货地址)',
    },
    address: {
      type: ['object', 'null'],
      description: 'GOODS: the shipping address as filled in; null before or for other types',
      required: ['name', 'mobile', 'address', 'filledAt'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', description: 'Receiver' },
        mobile: { type: 'string', description: 'Receiver mobile' },
        address: { type: 'string', description: 'Full address' },
        filledAt: isoTime('When it was filled in'),
      },
    },
  },
} as const

export const lotterySchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'subtitle',
    'activityId',
    'bannerUrl',
    'status',
    'startTime',
    'endTime',
    'rulesHtml',
    'chances',
    'usedChances',
    'remainingChances',
    'prizes',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Lottery id'),
    title: { type: 'string', description: 'Title' },
    subtitle: { type: 'string', description: "One line under it ('' when none)" },
    activityId: { type: ['integer', 'null'], description: 'The activity it belongs to; null when none' },
    bannerUrl: { type: 'string', description: "Banner ('' when none)" },
    status: { ...phaseSchema, description: 'spec §3 lottery status, from the times' },
    startTime: isoTime('Drawing opens'),
    endTime: isoTime('Drawing closes'),
    rulesHtml: { type: 'string', description: 'Rules (HTML; the client sanitizes it)' },
    chances: { type: 'integer', minimum: 1, description: 'Draws per doctor over the lottery' },
    usedChances: { type: 'integer', minimum: 0, description: 'Draws the caller has made' },
    remainingChances: { type: 'integer', minimum: 0, description: 'Draws the caller has left' },
    prizes: { type: 'array', items: prizeSchema, description: 'Its prizes, in display order' },
  },
} as const

const lotteryIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('The lottery') },
} as const

const notFound = { status: 404, code: 'lottery.not.found', when: 'no such lottery (抽奖活动不存在)' } as const

export const lotteryEndpoints = defineEndpoints([
  {
    name: 'lottery.detail',
    method: 'GET',
    path: '/promotion/v2/user/lottery/{id}',
    shows: ['lottery'],
    auth: true,
    summary: "A lottery: its status from the times, prizes, rules and the caller's remaining chances.",
    params: lotteryIdParams,
    response: lotterySchema,
    errors: [...sessionErrors, notFound],
  },
  {
    name: 'lottery.draw',
    method: 'POST',
    path: '/promotion/v2/user/lottery/{id}/draw',
    changes: ['lottery', 'scholarship'],
    auth: true,
    summary:
      'Draws once: picks a prize by weight among those in stock and records the win, in one transaction that never passes a stock nor the caller’s chances.',
    params: lotteryIdParams,
    response: {
      type: 'object',
      required: ['record', 'remainingChances'],
      additionalProperties: false,
      properties: {
        record: lotteryRecordSchema,
        remainingChances: { type: 'integer', minimum: 0, description: 'Draws the caller has left' },
      },
    },
    errors: [
      ...sessionErrors,
      notFound,
      {
        status: 400,
        code: 'lottery.guest.forbidden',
        when: 'the caller is a visitor (ROLE_GUEST) (请先登录医生账号)',
      },
      { status: 400, code: 'lottery.not.started', when: 'the lottery is NO_STARTED (活动还未开始)' },
      { status: 400, code: 'lottery.ended', when: 'the lottery is COMPLETED (活动已经结束)' },
      {
        status: 400,
        code: 'lottery.chance.run.out',
        when: 'the caller has used every chance (抽奖次数已用完)',
      },
      { status: 400, code: 'lottery.prize.run.out', when: 'every prize is out of stock (奖品已抽完)' },
    ],
  },
  {
    name: 'lottery.records',
    method: 'GET',
    path: '/promotion/v2/user/lottery/{id}/records',
    shows: ['lottery'],
    auth: true,
    quiet: true,
    summary: "The caller's draws in the lottery, newest first (我的中奖记录).",
    params: lotteryIdParams,
    query: { type: 'object', additionalProperties: false, properties: { ...pageQueryProperties } },
    response: pageOf(lotteryRecordSchema, 'Page<LotteryRecord>'),
    errors: [...sessionErrors, notFound],
  },
  {
    name: 'lottery.address',
    method: 'POST',
    path: '/promotion/v2/user/lottery/{id}/records/{recordId}/address',
    changes: ['lottery'],
    auth: true,
    summary: 'Fills in (or corrects) the shipping address of one of the caller’s GOODS wins.',
    params: {
      type: 'object',
      required: ['id', 'recordId'],
      additionalProperties: false,
      properties: { id: idSchema('The lottery'), recordId: idSchema('The record') },
    },
    body: {
      type: 'object',
      required: ['name', 'mobile', 'address'],
      additionalProperties: false,
      properties: {
        name: { type: 'string', minLength: 1, maxLength: 20, description: 'Receiver (trimmed)' },
        mobile: {
          type: 'string',
          description: 'Receiver mobile: a mainland mobile (spec §5: 1, then 2-9, 11 digits)',
        },
        address: { type: 'string', minLength: 5, maxLength: 140, description: 'Full address (trimmed)' },
      },
    },
    response: lotteryRecordSchema,
    errors: [
      ...sessionErrors,
      {
        status: 404,
        code: 'lottery.record.not.found',
        when: 'no such record of the caller (中奖记录不存在)',
      },
      {
        status: 400,
        code: 'lottery.address.not.needed',
        when: 'the prize is not GOODS (该奖品无需填写收货地址)',
      },
      { status: 400, code: 'lottery.mobile.invalid', when: 'not a mainland mobile (请输入正确的手机号)' },
      {
        status: 400,
        code: 'lottery.address.invalid',
        when: 'name or address is empty once trimmed, or the address is shorter than 5 characters (请填写完整的收货信息)',
      },
    ],
  },
])
