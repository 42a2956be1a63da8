import { bindingSchema, jsonLogicSchema } from './binding'
import { OPENABLE_SOURCE_TYPES } from './content-sources'

/**
 * Actions that widgets fire (props named `on*`, page `onLoad`). Each kind is a closed object so a typo in
 * a field name is a validation error. Bindings inside actions resolve when the action runs, with the
 * event's payload as `event` in scope.
 */
const routeTarget = {
  type: 'string',
  minLength: 1,
  description: 'A route name from pages.json (e.g. "login"); validate checks it exists.',
} as const

const queryObject = {
  type: 'object',
  description: 'Query parameters appended to the target path; values may be bindings.',
  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
} as const

const actionCommon = {
  if: { ...jsonLogicSchema, description: 'Run only when this JSON Logic condition is truthy.' },
} as const

export const navigateActionSchema = {
  type: 'object',
  required: ['type', 'to'],
  additionalProperties: false,
  properties: {
    type: { const: 'navigate' },
    to: routeTarget,
    mode: {
      enum: ['push', 'replace', 'switchTab', 'reLaunch'],
      default: 'push',
      description:
        'push adds a history entry; replace swaps it; switchTab goes to a tab page; reLaunch starts over.',
    },
    query: queryObject,
    params: {
      type: 'object',
      description: 'Values for `{param}` placeholders of a pattern route, e.g. {"name": "drwu"}.',
      additionalProperties: { type: 'string' },
    },
    ...actionCommon,
  },
} as const

export const backActionSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { const: 'back' },
    delta: { type: 'integer', minimum: 1, default: 1, description: 'How many steps back.' },
    ...actionCommon,
  },
} as const

export const callActionSchema = {
  type: 'object',
  required: ['type', 'api'],
  additionalProperties: false,
  properties: {
    type: { const: 'call' },
    api: { type: 'string', description: 'Endpoint name from the API contract (schemas/api).' },
    params: { type: 'object', description: 'Path, query or body values by name; values may be bindings.' },
    result: { type: 'string', description: 'State key that receives the answer (`state.<key>`).' },
    refresh: {
      type: 'array',
      items: { type: 'string' },
      description: 'Page data sources to load again after success.',
    },
    then: { $ref: '#/$defs/actionList', description: 'Actions after success; the answer is `event.result`.' },
    catch: { $ref: '#/$defs/actionList', description: 'Actions after failure; the error is `event.error`.' },
    ...actionCommon,
  },
} as const

export const toastActionSchema = {
  type: 'object',
  required: ['type', 'text'],
  additionalProperties: false,
  properties: {
    type: { const: 'toast' },
    text: { type: 'string', minLength: 1 },
    icon: { enum: ['success', 'fail', 'loading'] },
    duration: { type: 'integer', minimum: 0, default: 1500, description: 'Milliseconds (spec §9: 1500).' },
    ...actionCommon,
  },
} as const

export const modalActionSchema = {
  type: 'object',
  required: ['type', 'content'],
  additionalProperties: false,
  properties: {
    type: { const: 'modal' },
    title: { type: 'string', default: '提示' },
    content: { type: 'string' },
    confirmText: { type: 'string', default: '确定' },
    cancelText: { type: 'string', description: 'The cancel button shows only when this has text.' },
    onConfirm: { $ref: '#/$defs/actionList' },
    onCancel: { $ref: '#/$defs/actionList' },
    ...actionCommon,
  },
} as const

export const setStateActionSchema = {
  type: 'object',
  required: ['type', 'key'],
  additionalProperties: false,
  properties: {
    type: { const: 'setState' },
    key: {
      type: 'string',
      pattern: '^[A-Za-z_][A-Za-z0-9_]*(\\.[A-Za-z0-9_]+)*$',
      description: 'State path.',
    },
    value: { description: 'The new value; may be a binding.' },
    ...actionCommon,
  },
} as const

export const refreshActionSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { const: 'refresh' },
    data: {
      type: 'array',
      items: { type: 'string' },
      description: 'Data sources to load again; all when omitted.',
    },
    ...actionCommon,
  },
} as const

export const copyActionSchema = {
  type: 'object',
  required: ['type', 'text'],
  additionalProperties: false,
  properties: { type: { const: 'copy' }, text: { type: 'string' }, ...actionCommon },
} as const

export const openUrlActionSchema = {
  type: 'object',
  required: ['type', 'url'],
  additionalProperties: false,
  properties: {
    type: { const: 'openUrl' },
    url: {
      type: 'string',
      description: 'Opened in the webview screen only if its host is on the allowlist.',
    },
    ...actionCommon,
  },
} as const

/**
 * spec §3 share config: the `share` action's fields and a page schema's `share` (the screen's card in
 * WeChat). Each may be a binding.
 */
export const shareConfigProperties = {
  title: { type: 'string', description: 'Share title; default the document title.' },
  desc: { type: 'string', description: 'Share description.' },
  img: { type: 'string', description: 'Share picture.' },
  link: { type: 'string', description: 'The address shared; default the current one.' },
  shareRewardScore: {
    type: ['integer', 'string'],
    description:
      '麦豆 a completed share earns a logged-in doctor (scholarship.shareReward: once per target and day); a number or a binding.',
  },
  sharePoster: {
    type: 'boolean',
    description: 'Offer 分享给好友 / 生成海报 first; 生成海报 draws the share poster with posterParams.',
  },
  posterParams: {
    type: 'object',
    additionalProperties: false,
    description: 'What the share poster says; each defaults to the share title / description.',
    properties: {
      title: { type: 'string', description: 'The big line (default: title).' },
      subtitle: { type: 'string', description: 'Under it (default: desc).' },
      highlight: { type: 'string', description: 'A line in the accent colour, e.g. 分享可得 10 麦豆.' },
      footer: { type: 'string', description: 'The foot line (default 长按保存图片，分享给医生好友).' },
    },
  },
  lessonId: {
    type: ['integer', 'string'],
    description: 'The lesson shared: its reward is kept once a day whatever the link.',
  },
  lessonType: { type: 'string', enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'] },
} as const

export const shareActionSchema = {
  type: 'object',
  required: ['type'],
  additionalProperties: false,
  properties: {
    type: { const: 'share' },
    ...shareConfigProperties,
    ...actionCommon,
  },
} as const

export const openAppActionSchema = {
  type: 'object',
  required: ['type', 'path'],
  additionalProperties: false,
  properties: {
    type: { const: 'openApp' },
    path: { type: 'string', description: 'The native app route; outside the app shows 请前往APP操作.' },
    ...actionCommon,
  },
} as const

/**
 * The source types a content card can open (spec §2 content-card jumps), plus the offline classes and
 * activities favorites point at: the table the runtime jumps with and the validator checks against.
 */
export const contentSourceTypes = OPENABLE_SOURCE_TYPES

export const openContentActionSchema = {
  type: 'object',
  required: ['type', 'sourceType'],
  additionalProperties: false,
  properties: {
    type: { const: 'openContent' },
    sourceType: {
      description:
        'What the content is; picks the screen (ARTICLE → article detail, COURSE → course main, ZONE → the enterprise zone in the app, …). May be a binding such as `${event.sourceType}`.',
      anyOf: [{ enum: contentSourceTypes }, bindingSchema],
    },
    id: {
      description:
        'The content id (positive integer) or a binding such as `${event.id}`; required except for YIMEI (the app home). ZONE opens only below 300 (spec §5).',
      anyOf: [{ type: 'integer', minimum: 1 }, bindingSchema],
    },
    extra: {
      type: 'object',
      description:
        'Extra query: kept for articles (preview, promotionId…); position, extraId, jumpType for short videos; courseId for a package. Values may be bindings.',
      additionalProperties: { type: ['string', 'number', 'null'] },
    },
    ...actionCommon,
  },
} as const

export const trackActionSchema = {
  type: 'object',
  required: ['type', 'event'],
  additionalProperties: false,
  properties: {
    type: { const: 'track' },
    event: { type: 'string', description: 'Event tag, e.g. exam_start.' },
    desc: { type: 'string', description: 'Human description of the tag (tagDesc).' },
    data: { type: 'object', description: 'Business data recorded with the event.' },
    ...actionCommon,
  },
} as const

export const actionKinds = [
  navigateActionSchema,
  backActionSchema,
  callActionSchema,
  toastActionSchema,
  modalActionSchema,
  setStateActionSchema,
  refreshActionSchema,
  copyActionSchema,
  openUrlActionSchema,
  shareActionSchema,
  openAppActionSchema,
  openContentActionSchema,
  trackActionSchema,
] as const

/** One action; `type` picks its kind (ajv's discriminator keeps error messages to that kind). */
export const actionSchema = {
  description: 'One action. The `type` picks its kind.',
  type: 'object',
  required: ['type'],
  discriminator: { propertyName: 'type' },
  oneOf: actionKinds,
} as const

export const actionListSchema = {
  description: 'A list of actions run in order; a failing action stops the list.',
  type: 'array',
  items: { $ref: '#/$defs/action' },
} as const
