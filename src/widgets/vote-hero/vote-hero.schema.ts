export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId'],
  properties: {
    promotionId: {
      type: 'integer',
      minimum: 1,
      description:
        'The campaign (promotion) id; e.g. {"$logic": {"or": [{"var": "query.promotionId"}, 25]}} for a query value with a default.',
    },
    accentColor: {
      type: 'string',
      default: '#1b6bc5',
      description: "The campaign's theme colour (any CSS colour): stats, countdown and buttons.",
    },
    banner: { type: 'boolean', default: true, description: "Show the campaign's banner picture." },
    stats: { type: 'boolean', default: true, description: 'Show 总票数 / 参赛数 / 访问量.' },
    mine: {
      type: 'boolean',
      default: true,
      description:
        'Show how many votes the doctor has left today (logged-in doctors; guests see 登录后投票).',
    },
    recordCount: {
      type: 'boolean',
      default: false,
      description: 'Show 我已投 N 票 from vote.recordCount (logged-in doctors).',
    },
    share: {
      type: 'boolean',
      default: true,
      description: 'Show the 分享 button (counts the share with vote.share).',
    },
    ruleRoute: {
      type: 'string',
      description:
        'Route name a rule link opens, with query { type, promotionId } (e.g. "2025LeoVoteRule"). Without it a rule link opens the rules in a sheet.',
    },
    ruleLinks: {
      type: 'array',
      default: [{ title: '活动规则' }],
      description: 'The rule links under the title; each opens one rule type (or all rules without `type`).',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', description: 'The link text, e.g. 投票规则.' },
          type: {
            type: 'string',
            description: "The rule's type, e.g. 'vote', 'prize'; all rules when left out.",
          },
        },
      },
    },
  },
} as const
