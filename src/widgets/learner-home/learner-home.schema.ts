export const learnerMenuIcons = [
  'studying',
  'favorite',
  'order',
  'certificate',
  'exchange',
  'exchangeRecord',
  'offlineClass',
  'live',
  'zone',
  'task',
  'record',
] as const

export const defaultLearnerMenu = [
  { title: '学习记录', icon: 'studying', to: 'studying' },
  { title: '想学', icon: 'favorite', to: 'favorite' },
  { title: '我的订单', icon: 'order', to: 'orderList' },
  { title: '我的证书', icon: 'certificate', to: 'certificateList' },
  { title: '视频兑换', icon: 'exchange', to: 'videoExchange' },
  { title: '兑换记录', icon: 'exchangeRecord', to: 'videoExchangeRecord' },
  { title: '线下训练营', icon: 'offlineClass', to: 'offlineClassList' },
  { title: '直播列表', icon: 'live', to: 'liveList' },
  { title: '企业专区', icon: 'zone', to: 'zoneHome' },
  { title: '任务中心', icon: 'task', to: 'utaskList' },
  { title: '我的记录', icon: 'record', to: 'formRecordDetail' },
] as const

const lessonRef = {
  type: 'object',
  properties: {
    id: { type: ['integer', 'string'] },
    title: { type: 'string' },
    lessonType: { enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'] },
    courseId: { type: ['integer', 'string', 'null'] },
  },
} as const

export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    summary: {
      description: 'academy.userSummary’s answer (bind `${data.summary}`); null shows the stats as --.',
      anyOf: [
        {
          type: 'object',
          properties: {
            studyMinutes: { type: 'number', description: '学习时长 in minutes, all told.' },
            monthStudyMinutes: {
              type: 'number',
              description:
                'Minutes studied this month: shown as 本月 N 小时, as the study sprint shows them.',
            },
            lessonCount: { type: 'number', description: '已学课程: lessons studied.' },
            favoriteCount: { type: 'number' },
            orderCount: { type: 'number' },
            certificateCount: { type: 'number', description: '证书 earned.' },
            lastStudy: {
              description: 'The lesson studied last and its course: the 继续学习 card.',
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    lesson: lessonRef,
                    course: {
                      anyOf: [
                        {
                          type: 'object',
                          properties: { id: { type: ['integer', 'string'] }, title: { type: 'string' } },
                        },
                        { type: 'null' },
                      ],
                    },
                  },
                },
                { type: 'null' },
              ],
            },
          },
        },
        { type: 'null' },
      ],
    },
    user: {
      description:
        'Who is logged in: nickname, avatar, accurateAuth (2 = certified). Missing fields come from what ' +
        'the session stored at login.',
      anyOf: [
        {
          type: 'object',
          properties: {
            nickname: { type: 'string' },
            avatar: { type: 'string' },
            accurateAuth: { type: ['integer', 'null'] },
          },
        },
        { type: 'null' },
      ],
    },
    items: {
      type: 'array',
      description: 'The menu: each entry opens a route by name (default: the eight learning entries).',
      items: {
        type: 'object',
        required: ['title', 'to'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', description: 'Label under the icon.' },
          icon: { enum: learnerMenuIcons, description: 'Built-in icon.' },
          to: { type: 'string', description: 'Route name (pages.json) or a path starting with /.' },
          query: { type: 'object', description: 'Query of the route.' },
        },
      },
      default: defaultLearnerMenu,
    },
    onCertify: {
      $ref: '#/$defs/actionList',
      description: 'Actions of 去认证 for an uncertified doctor; without them it says 请前往APP操作.',
    },
  },
} as const
