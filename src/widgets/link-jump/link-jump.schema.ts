export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    type: {
      type: 'string',
      description:
        'What to open: a content source type (ARTICLE, VIDEO, LIVE, SHORT_VIDEO, GUIDELINE, ACADEMY_COURSE, COURSE, COURSE_PACKAGE, TOPIC, YIMEI, ZONE, OFFLINE_CLASS, ACTIVITY; camelCase like shortVideo is accepted), a scene type (FOCUS_ENP → the zone, SUBSCRIBE_COURSE → the course, PROMOTION_EXAM → the exam), the promotion type QUESTION_ANSWER (the exam), INTELLIGENCE, ORDER, ADVANCE_COURSE, or URL. Usually `${query.type}`.',
    },
    id: {
      type: ['string', 'integer'],
      description: 'Id of the target (usually `${query.id}`).',
    },
    url: {
      type: 'string',
      description:
        'A web address (type URL, or no type): opened in the webview screen (inside the app: the app web container). Must be on the allowlist.',
    },
    homeRoute: {
      type: 'string',
      default: 'home',
      description: 'Route name of the 返回首页 button shown when the link cannot be opened.',
    },
  },
} as const
