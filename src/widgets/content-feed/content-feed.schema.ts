export const schema = {
  type: 'object',
  anyOf: [{ required: ['api'] }, { required: ['items'] }],
  additionalProperties: false,
  properties: {
    api: {
      type: 'string',
      minLength: 1,
      description:
        'Endpoint name of a list (e.g. course.items, vod.items, live.items, shortVideo.items, coursePackage.items, offlineClass.items, favorite.items, studying.items). Its answer is a Page ({ items, hasMore }), read through the client cache.',
    },
    items: {
      type: 'array',
      description:
        'A list given by the page instead of `api` (e.g. `${data.topic.cards}`): shown as one page, nothing is loaded.',
    },
    params: {
      type: 'object',
      description:
        'Query values sent with every page, e.g. {"category": "${state.category}", "sort": "HEAT"}; empty values are left out. A change reloads the list from page 1.',
    },
    card: {
      enum: [
        'course',
        'lesson',
        'live',
        'shortVideo',
        'favorite',
        'studying',
        'package',
        'offlineClass',
        'contentCard',
      ],
      default: 'course',
      description:
        'How each item shows: course (CourseSummary), lesson / live (LessonSummary), shortVideo, favorite (FavoriteItem), studying ({ lesson, course, progress }), package, offlineClass, contentCard (ContentCard).',
    },
    layout: {
      enum: ['list', 'waterfall', 'grid'],
      default: 'list',
      description:
        'list: one card per row; waterfall: 2 columns filled shortest-first (spec §9: top offset 0, bottom offset 30, gap 8); grid: 2 equal columns.',
    },
    cardLayout: {
      enum: ['horizontal', 'large'],
      description: 'In a list: cards as rows (default) or with a big cover (default for live).',
    },
    target: {
      enum: ['course', 'academy'],
      default: 'course',
      description: 'Where a course opens: the course main screen or the academy course screen.',
    },
    pageSize: {
      type: 'integer',
      minimum: 1,
      maximum: 50,
      default: 10,
      description: 'Items per page (the `size` query; the API allows up to 50).',
    },
    emptyText: { type: 'string', default: '暂无内容', description: 'Title of the empty state.' },
    emptyDescription: { type: 'string', description: 'A sentence under the empty title.' },
    refreshable: {
      type: 'boolean',
      default: false,
      description:
        'Pull down to reload page 1 (spec §2 pull-down refresh screens). Leave off on a screen whose pages.json entry has pullDownRefresh.',
    },
    rememberScroll: {
      type: 'boolean',
      default: true,
      description: 'Restore the scroll position when coming back to the screen (spec §9: kept 24 h).',
    },
    onItemClick: {
      $ref: '#/$defs/actionList',
      description: 'Replaces the default jump of a card. Event: item, index, sourceType, id, extra.',
    },
  },
} as const
