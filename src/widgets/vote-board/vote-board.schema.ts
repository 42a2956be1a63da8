export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['promotionId'],
  properties: {
    promotionId: {
      type: 'integer',
      minimum: 1,
      description:
        'The campaign (promotion) id; e.g. {"$logic": {"or": [{"var": "query.promotionId"}, 25]}}.',
    },
    activityId: {
      type: 'integer',
      minimum: 1,
      description: 'Only the entries of this activity (sent as activityId with the list and each vote).',
    },
    layout: {
      enum: ['grid', 'list'],
      default: 'grid',
      description: 'grid: 2 columns of cards with cover, 编号, title, 票数, 投票; list: ranked rows.',
    },
    regionTabs: {
      type: 'boolean',
      default: false,
      description: "Show tabs 全部 + the campaign's regions (none shown when it has no regions).",
    },
    searchable: { type: 'boolean', default: true, description: 'Show the search box (name or 编号).' },
    sortable: { type: 'boolean', default: true, description: 'Show the 按编号 / 按排名 switch.' },
    sort: {
      enum: ['NUMBER', 'RANK'],
      default: 'NUMBER',
      description: 'The order shown first: NUMBER (按编号) or RANK (按排名).',
    },
    itemRoute: {
      type: 'string',
      description:
        'Route name an entry opens when tapped (e.g. "2025TedVoteItemDetail"); entries are not links without it.',
    },
    itemQuery: {
      type: 'object',
      default: { id: 'lessonId', promotionId: 'promotionId', voteId: 'promotionId', voteItemId: 'id' },
      additionalProperties: {
        enum: ['id', 'promotionId', 'lessonId', 'number', 'regionId', 'activityId', 'contentType'],
      },
      description:
        'The query of itemRoute: query name → entry field (id, promotionId, lessonId, number, regionId, activityId, contentType). Empty values are left out.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Entries per page; 加载更多 loads the next page.',
    },
    voteButtonText: { type: 'string', default: '投票', description: 'The text of the vote button.' },
    accentColor: {
      type: 'string',
      default: '#1b6bc5',
      description: "The campaign's theme colour (any CSS colour): tabs, counts and vote buttons.",
    },
    title: { type: 'string', description: 'A heading above the list, e.g. 参赛选手.' },
  },
} as const
