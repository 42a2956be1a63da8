import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Vote campaigns (spec §3 Vote payload, §7 "Votes", §8 vote codes, §9 default vote ids 25 and 1). A vote
 * campaign is a promotion: its vote id IS its promotion id. Each user has three limits per campaign: votes
 * per Asia/Shanghai calendar day over all items (`daily`), votes over the campaign's life (`total`, or no
 * limit) and votes per item per day (`itemDaily`). The server enforces them in one transaction per vote,
 * so concurrent votes never exceed a limit (docs/server.md, Votes).
 */

export const voteStatusSchema = {
  type: 'string',
  enum: ['NO_STARTED', 'PROCESSING', 'COMPLETED'],
  description:
    'From startTime and endTime at the time of the call: NO_STARTED before startTime (活动还未开始), PROCESSING until endTime, COMPLETED from endTime on (活动已经结束)',
} as const

export const voteContentTypeSchema = {
  type: 'string',
  enum: ['ARTICLE', 'VIDEO', 'NONE'],
  description:
    'What shows the entry in full: ARTICLE or VIDEO (the lesson lessonId), NONE (the summary and picture only)',
} as const

/** The caller's standing in a campaign against its limits. */
export const voteMineSchema = {
  type: 'object',
  required: ['todayVotes', 'totalVotes', 'remainingToday', 'remainingTotal'],
  additionalProperties: false,
  properties: {
    todayVotes: {
      type: 'integer',
      minimum: 0,
      description: 'Votes the caller cast in this campaign today (Asia/Shanghai calendar day), all items',
    },
    totalVotes: {
      type: 'integer',
      minimum: 0,
      description: 'Votes the caller cast in this campaign since it started',
    },
    remainingToday: {
      type: 'integer',
      minimum: 0,
      description:
        'Votes the caller may still cast today: limits.daily − todayVotes, and never more than remainingTotal',
    },
    remainingTotal: {
      type: ['integer', 'null'],
      minimum: 0,
      description:
        'Votes the caller may still cast in this campaign: limits.total − totalVotes; null = no limit',
    },
  },
} as const

export const voteItemSchema = {
  type: 'object',
  required: [
    'id',
    'promotionId',
    'regionId',
    'regionName',
    'activityId',
    'number',
    'title',
    'subtitle',
    'picUrl',
    'summary',
    'contentType',
    'lessonId',
    'videoUrl',
    'voteCount',
    'rank',
    'votedToday',
    'voteState',
    'remainingToday',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The item (voteItemId)' },
    promotionId: { type: 'integer', description: 'The campaign it belongs to' },
    regionId: {
      type: ['integer', 'null'],
      description: 'Its region (赛区); null when the campaign has none',
    },
    regionName: { type: ['string', 'null'], description: 'Name of its region; null when it has none' },
    activityId: {
      type: ['integer', 'null'],
      description: 'The activity it takes part in (voteActivity.items filters by it); null when none',
    },
    number: { type: 'integer', minimum: 1, description: 'Its number in the campaign (编号), 1..n' },
    title: { type: 'string', description: "The entry's name: the doctor, talk or case" },
    subtitle: { type: 'string', description: 'Hospital · department of the doctor' },
    picUrl: { type: 'string', description: 'Cover picture or portrait URL' },
    summary: { type: 'string', description: 'A few sentences about the entry (plain text)' },
    contentType: voteContentTypeSchema,
    lessonId: {
      type: ['integer', 'null'],
      description:
        'The ARTICLE or VIDEO lesson showing the entry (route articleDetail / videoDetail); null when none',
    },
    videoUrl: { type: 'string', description: "The entry's own video; '' when none" },
    voteCount: { type: 'integer', minimum: 0, description: 'Votes it has received' },
    rank: {
      type: 'integer',
      minimum: 1,
      description: 'Its place in the whole campaign: 1-based by voteCount descending, ties by number',
    },
    votedToday: {
      type: 'integer',
      minimum: 0,
      description: "The caller's votes for this item today; 0 when anonymous or on a public call",
    },
    voteState: {
      type: 'string',
      enum: [
        'CAN_VOTE',
        'VOTED_TODAY',
        'DAY_RUN_OUT',
        'TOTAL_RUN_OUT',
        'NOT_STARTED',
        'ENDED',
        'LOGIN_REQUIRED',
      ],
      description:
        "What vote.submit does now with the caller's vote for this entry (the server's own rule, shared with the submit): CAN_VOTE (投票); VOTED_TODAY (vote.item.day.run.out: 今天已为TA投过票，明天再来吧); DAY_RUN_OUT (vote.everyday.run.out: 今日投票次数已用完，明天再来吧); TOTAL_RUN_OUT (vote.process.run.out: 当前活动投票次数已用完); NOT_STARTED (vote.not.started: 活动还未开始); ENDED (vote.ended: 活动已经结束); LOGIN_REQUIRED: the call named no doctor (anonymous), the campaign runs and voting needs a login",
    },
    remainingToday: {
      type: ['integer', 'null'],
      minimum: 0,
      description:
        'Votes the caller may still give this entry today: the least of what the entry, the day and the campaign leave; 0 unless CAN_VOTE; null when the call named no doctor',
    },
  },
} as const

const ruleSchema = {
  type: 'object',
  required: ['type', 'title', 'html'],
  additionalProperties: false,
  properties: {
    type: {
      type: 'string',
      description:
        "What the rule is about: 'vote' (how to vote), 'prize' (awards), 'privacy' (data use), ...",
    },
    title: { type: 'string', description: 'Heading of the rule (e.g. 投票规则, 奖项设置)' },
    html: { type: 'string', description: 'The rule text as HTML; the client sanitizes it before showing it' },
  },
} as const

export const voteCampaignSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'subtitle',
    'status',
    'startTime',
    'endTime',
    'bannerUrl',
    'shareTitle',
    'shareDesc',
    'shareImg',
    'rules',
    'limits',
    'regions',
    'activityId',
    'totalVotes',
    'itemCount',
    'viewCount',
    'shareCount',
    'tokenExpirationHours',
    'mine',
    'item',
  ],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'The campaign: its promotion id, which is also its vote id' },
    title: { type: 'string', description: 'Campaign title' },
    subtitle: { type: 'string', description: 'One line under the title' },
    status: voteStatusSchema,
    startTime: { type: 'string', format: 'date-time', description: 'Voting opens' },
    endTime: { type: 'string', format: 'date-time', description: 'Voting closes' },
    bannerUrl: { type: 'string', description: 'Banner picture at the top of the page' },
    shareTitle: { type: 'string', description: 'Title of the share card' },
    shareDesc: { type: 'string', description: 'Description of the share card' },
    shareImg: { type: 'string', description: 'Picture of the share card' },
    rules: {
      type: 'array',
      items: ruleSchema,
      description: 'Rule sections, in display order (2025LeoVoteRule?type= picks one by type)',
    },
    limits: {
      type: 'object',
      required: ['daily', 'total', 'itemDaily'],
      additionalProperties: false,
      description: "Each user's vote limits",
      properties: {
        daily: {
          type: 'integer',
          minimum: 1,
          description:
            'Votes per user per day (Asia/Shanghai), over all items (vote.everyday.run.out beyond)',
        },
        total: {
          type: ['integer', 'null'],
          minimum: 1,
          description: 'Votes per user over the campaign; null = no limit (vote.process.run.out beyond)',
        },
        itemDaily: {
          type: 'integer',
          minimum: 1,
          description: 'Votes per user per item per day (vote.item.day.run.out beyond)',
        },
      },
    },
    regions: {
      type: 'array',
      description: 'Regions (赛区) its items are grouped in, in display order; empty when none',
      items: {
        type: 'object',
        required: ['id', 'name'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', description: 'The region (regionId of vote.items)' },
          name: { type: 'string', description: 'Region name, e.g. 华东赛区' },
        },
      },
    },
    activityId: {
      type: ['integer', 'null'],
      description: 'The activity the campaign belongs to (route activityDetail); null when none',
    },
    totalVotes: { type: 'integer', minimum: 0, description: 'Votes cast in the campaign, all items' },
    itemCount: { type: 'integer', minimum: 0, description: 'Items in the campaign' },
    viewCount: { type: 'integer', minimum: 0, description: 'Page views (vote.publicDetail counts one each)' },
    shareCount: { type: 'integer', minimum: 0, description: 'Shares (vote.share counts one each)' },
    tokenExpirationHours: {
      type: 'integer',
      minimum: 1,
      description: "How long a guest's captcha login lasts (auth.captchaLogin tokenExpirationHours)",
    },
    mine: {
      ...voteMineSchema,
      type: ['object', 'null'],
      description: "The caller's votes and what is left; null when anonymous or on vote.publicDetail",
    },
    item: {
      ...voteItemSchema,
      type: ['object', 'null'],
      description: 'The item the query voteItemId names, when it is one of this campaign; null otherwise',
    },
  },
} as const

const promotionIdParams = {
  type: 'object',
  required: ['promotionId'],
  additionalProperties: false,
  properties: { promotionId: { type: 'integer', minimum: 1, description: 'The campaign (promotion id)' } },
} as const

const voteIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: { type: 'integer', minimum: 1, description: 'The campaign (vote id = promotion id)' } },
} as const

const detailQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    voteItemId: {
      type: 'integer',
      minimum: 1,
      description: 'An item to answer in `item` (the item detail screen)',
    },
  },
} as const

const itemFilterProperties = {
  regionId: { type: 'integer', minimum: 1, description: 'Only items of this region' },
  keyword: {
    type: 'string',
    maxLength: 50,
    description: 'Only items whose title or subtitle contains it, or whose number it is',
  },
  sort: {
    type: 'string',
    enum: ['RANK', 'NUMBER'],
    default: 'NUMBER',
    description: 'NUMBER (编号, default) or RANK (most votes first, ties by number)',
  },
  ...pageQueryProperties,
} as const

const voteNotFound = {
  status: 404,
  code: 'vote.not.found',
  when: 'no such campaign (投票活动不存在)',
} as const

export const voteEndpoints = defineEndpoints([
  {
    name: 'vote.detail',
    method: 'GET',
    path: '/promotion-aggregator/v2/user/promotion-vote/{promotionId}',
    shows: ['vote'],
    auth: true,
    summary: "A vote campaign with the caller's votes (mine) and, with voteItemId, one of its items.",
    params: promotionIdParams,
    query: detailQuery,
    response: voteCampaignSchema,
    errors: [...sessionErrors, voteNotFound],
  },
  {
    name: 'vote.publicDetail',
    method: 'GET',
    path: '/promotion-aggregator/v2/promotion-vote/{promotionId}',
    shows: ['vote'],
    summary:
      'A vote campaign for anyone (mine null, votedToday 0); counts one page view. With voteItemId, one of its items.',
    params: promotionIdParams,
    query: detailQuery,
    response: voteCampaignSchema,
    errors: [voteNotFound],
  },
  {
    name: 'vote.items',
    method: 'GET',
    path: '/promotion-aggregator/v2/user/promotion-vote/{promotionId}/items',
    shows: ['vote'],
    auth: true,
    summary: "A campaign's items, filtered by region, activity or keyword, with the caller's votedToday.",
    params: promotionIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        voteItemId: { type: 'integer', minimum: 1, description: 'Only this item' },
        activityId: { type: 'integer', minimum: 1, description: 'Only items of this activity' },
        ...itemFilterProperties,
      },
    },
    response: pageOf(voteItemSchema, 'Page<VoteItem>'),
    errors: [...sessionErrors, voteNotFound],
  },
  {
    name: 'voteActivity.items',
    method: 'GET',
    path: '/community-search/v1/vote-activity/items',
    shows: ['vote'],
    publicCache: { maxAge: 10 },
    summary:
      "Vote items of an activity's campaigns (or of one campaign with promotionId), for anyone (votedToday 0).",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        activityId: {
          type: 'integer',
          minimum: 1,
          default: 1,
          description: 'Items of this activity (default 1); ignored when promotionId is given',
        },
        promotionId: { type: 'integer', minimum: 1, description: 'Items of this campaign only' },
        ...itemFilterProperties,
      },
    },
    response: pageOf(voteItemSchema, 'Page<VoteItem>'),
  },
  {
    name: 'vote.submit',
    method: 'POST',
    path: '/promotion-aggregator/v2/user/promotion-vote/{id}/submit',
    changes: ['vote'],
    invalidates: false,
    auth: true,
    summary:
      "Casts one vote for an item, within the caller's daily, total and per-item limits (checked and recorded in one transaction).",
    params: voteIdParams,
    body: {
      type: 'object',
      required: ['promotionId', 'voteItemId'],
      additionalProperties: false,
      description: 'spec §3 Vote payload',
      properties: {
        promotionId: { type: 'integer', minimum: 1, description: 'The campaign; must be the path id' },
        voteItemId: { type: 'integer', minimum: 1, description: 'The item voted for' },
        regionId: { type: 'integer', minimum: 1, description: 'The region shown when voting (recorded)' },
        activityId: { type: 'integer', minimum: 1, description: 'The activity shown when voting (recorded)' },
      },
    },
    response: {
      type: 'object',
      required: ['voteItemId', 'voteCount', 'mine'],
      additionalProperties: false,
      properties: {
        voteItemId: { type: 'integer', description: 'The item voted for' },
        voteCount: { type: 'integer', minimum: 0, description: "The item's new total, this vote included" },
        mine: voteMineSchema,
      },
    },
    errors: [
      ...sessionErrors,
      voteNotFound,
      { status: 404, code: 'vote.item.not.found', when: 'no such item in the campaign (投票作品不存在)' },
      {
        status: 400,
        code: 'vote.promotion.mismatch',
        when: 'body promotionId is not the path id (投票活动不一致)',
      },
      { status: 400, code: 'vote.not.started', when: 'before startTime (活动还未开始)' },
      { status: 400, code: 'vote.ended', when: 'from endTime on (活动已经结束)' },
      {
        status: 400,
        code: 'vote.process.run.out',
        when: "the caller has used the campaign's total limit (当前活动投票次数已用完); the client shows no toast",
      },
      {
        status: 400,
        code: 'vote.everyday.run.out',
        when: "the caller has used today's limit (今日投票次数已用完，明天再来吧); the client shows no toast",
      },
      {
        status: 400,
        code: 'vote.item.day.run.out',
        when: "the caller has used today's limit for this item (今天已为TA投过票，明天再来吧); the client shows no toast",
      },
    ],
  },
  {
    name: 'vote.recordCount',
    method: 'GET',
    path: '/promotion/v2/user/vote/{id}/vote-record-count',
    shows: ['vote'],
    auth: true,
    summary: 'How many votes the caller has cast in a campaign, in all and today (client default id 25).',
    params: voteIdParams,
    response: {
      type: 'object',
      required: ['id', 'count', 'todayCount'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'The campaign' },
        count: { type: 'integer', minimum: 0, description: "The caller's votes in it" },
        todayCount: { type: 'integer', minimum: 0, description: "The caller's votes in it today" },
      },
    },
    errors: [...sessionErrors, voteNotFound],
  },
  {
    name: 'vote.videoAdvert',
    method: 'GET',
    path: '/promotion/v2/user/vote/{id}/video-advert',
    shows: ['vote'],
    auth: true,
    // The advert is a side element of the page: it never holds up the page with the loading indicator.
    quiet: true,
    summary: "A campaign's video advert, shown above its items.",
    params: voteIdParams,
    response: {
      type: 'object',
      required: ['id', 'title', 'videoUrl', 'posterUrl', 'link'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'The campaign' },
        title: { type: 'string', description: 'Caption of the video' },
        videoUrl: { type: 'string', description: 'The video (mp4)' },
        posterUrl: { type: 'string', description: 'Picture shown before it plays' },
        link: {
          type: 'string',
          description: "Where tapping the caption leads: '' (nowhere) or an allowlisted URL",
        },
      },
    },
    errors: [
      ...sessionErrors,
      voteNotFound,
      { status: 404, code: 'vote.advert.not.found', when: 'the campaign has no video advert (暂无视频广告)' },
    ],
  },
  {
    name: 'vote.share',
    method: 'POST',
    path: '/promotion/v2/user/vote/{id}/vote-count/',
    changes: ['vote'],
    invalidates: false,
    auth: true,
    summary: "Counts one share of a campaign (client default id 25); answers the campaign's share count.",
    params: voteIdParams,
    response: {
      type: 'object',
      required: ['id', 'shareCount'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'The campaign' },
        shareCount: { type: 'integer', minimum: 0, description: 'Shares counted, this one included' },
      },
    },
    errors: [...sessionErrors, voteNotFound],
  },
  {
    name: 'vote.info',
    method: 'GET',
    path: '/promotion/v2/user/vote/{id}/detail',
    shows: ['vote'],
    auth: true,
    summary: "A vote campaign with the caller's votes (client default id 1); the same answer as vote.detail.",
    params: voteIdParams,
    response: voteCampaignSchema,
    errors: [...sessionErrors, voteNotFound],
  },
])
