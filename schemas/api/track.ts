import { defineEndpoints } from './define'
import { appDeviceType, extendServicePrefix, idKey } from './product-keys'

/**
 * Tracking (spec §3 tracking records, §7 "Tracking"). The client batches records and sends them with
 * navigator.sendBeacon, which cannot set headers: no token is needed, the records name their users, and
 * a text/plain body holding JSON is accepted (`beacon`). Every endpoint also takes the spec's own shape,
 * one record per call (with the §7 headers, which it does not need): decision 0030. Every call answers
 * 204 with no body.
 */

/** At most this many records per call. */
export const TRACK_BATCH_MAX = 200

const msTimeSchema = { type: 'integer', minimum: 0, description: 'ms since the epoch' } as const

const pageInfoProperties = {
  uuid: { type: 'string', minLength: 1, maxLength: 64, description: 'Id of this page visit' },
  [idKey]: {
    type: 'string',
    maxLength: 64,
    description: "The doctor's {product}Id; empty or absent for an anonymous visitor",
  },
  appVersion: { type: 'string', maxLength: 32, description: 'The app version (query appVersion, or 999)' },
  pageName: { type: 'string', maxLength: 200, description: 'The page (route name or path)' },
  beginTime: { ...msTimeSchema, description: 'When the page was entered, ms since the epoch' },
  businessData: {
    type: 'string',
    maxLength: 8192,
    description: 'Business fields of the page as JSON text, e.g. {"lessonId":1001}',
  },
  deviceType: { type: 'string', maxLength: 32, description: 'weixin, the app, or web' },
  deviceInfo: { type: 'string', maxLength: 1024, description: 'User agent or device model' },
} as const

const pageInfoRequired = [
  'uuid',
  'appVersion',
  'pageName',
  'beginTime',
  'businessType',
  'deviceType',
] as const

/** A page view (spec §3 page-view tracking record). */
export const pageInfoRecordSchema = {
  type: 'object',
  required: pageInfoRequired,
  additionalProperties: false,
  properties: {
    ...pageInfoProperties,
    businessType: { type: 'integer', const: 0, description: '0 = page view' },
  },
} as const

/** A click (spec §3 click tracking record): a page-view record plus what was clicked and when. */
export const eventRecordSchema = {
  type: 'object',
  required: [...pageInfoRequired, 'tag', 'operateTime'],
  additionalProperties: false,
  properties: {
    ...pageInfoProperties,
    businessType: { type: 'integer', const: 3, description: '3 = click' },
    tag: { type: 'string', minLength: 1, maxLength: 100, description: 'What was clicked, a stable key' },
    tagDesc: { type: 'string', maxLength: 200, description: 'What was clicked, in Chinese' },
    operateTime: { ...msTimeSchema, description: 'When it was clicked, ms since the epoch' },
  },
} as const

/** A route-level event (spec §3 general tracking record), with custom extras as further fields. */
export const generalRecordSchema = {
  type: 'object',
  required: [
    'start_app_id',
    'user_id',
    'app_version',
    'device_type',
    'device_number',
    'device_info',
    'device_time',
    'statistics_mode',
    'events_type',
    'page_class',
  ],
  maxProperties: 64,
  properties: {
    start_app_id: { type: 'string', maxLength: 64, description: 'Id of this app start (one per page load)' },
    user_id: { type: 'string', maxLength: 64, description: 'The userId; empty for an anonymous visitor' },
    app_version: { type: 'string', maxLength: 32, description: 'The app version' },
    device_type: {
      type: 'string',
      enum: ['weixin', appDeviceType, 'web'],
      description: 'weixin = the chat app, {product}App = our native app, web = any other browser',
    },
    device_number: { type: 'string', maxLength: 128, description: 'Device number header value' },
    device_info: { type: 'string', maxLength: 1024, description: 'User agent or device model' },
    device_time: { ...msTimeSchema, description: "The device's clock when the event happened (ms)" },
    statistics_mode: { type: 'string', maxLength: 32, description: 'How the event was collected' },
    events_type: {
      type: 'string',
      minLength: 1,
      maxLength: 64,
      description: 'The event (spec §3 tracking event types), e.g. visit, exposure, click, scroll_percent',
    },
    page_class: { type: 'string', maxLength: 200, description: 'The page (route name)' },
    startTime: { ...msTimeSchema, description: 'Start of a timed event (ms)' },
    endTime: { ...msTimeSchema, description: 'End of a timed event (ms)' },
    router_url: { type: 'string', maxLength: 2048, description: 'The route URL' },
    from: { type: 'string', maxLength: 2048, description: 'The previous route URL' },
    param: { type: 'string', maxLength: 8192, description: 'Route params as JSON text' },
    watch_time: { type: 'number', minimum: 0, description: 'Seconds watched (exposure: 5 every 5 s)' },
    ip: {
      type: 'string',
      maxLength: 64,
      description: 'The user IP the app read from user.ip (spec §3 user IP); absent until it is known',
    },
    percent: {
      type: 'integer',
      minimum: 0,
      maximum: 100,
      description: 'Scroll percent point (0, 10, … 100)',
    },
  },
  // A union type, not anyOf: ajv then coerces nothing when the value has one of the types (a number extra
  // stays a number); with anyOf its first branch would turn every number into a string.
  additionalProperties: {
    type: ['string', 'number', 'boolean'],
    maxLength: 1024,
    description: 'Custom extras: plain values only',
  },
} as const

/** An activity statistics mark (spec §7: the payload carries {product}Id and marking). */
export const activityIndexStatRecordSchema = {
  type: 'object',
  required: [idKey, 'marking'],
  additionalProperties: false,
  properties: {
    [idKey]: { type: 'string', maxLength: 64, description: "The doctor's {product}Id" },
    marking: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'What happened, e.g. visit, share',
    },
    activityId: {
      type: ['integer', 'string'],
      maxLength: 64,
      description: 'The activity, when the mark is about one',
    },
  },
} as const

function batchOf<const Record>(items: Record, what: string) {
  return {
    type: 'array',
    minItems: 1,
    maxItems: TRACK_BATCH_MAX,
    items,
    description: `A batch of 1 to ${TRACK_BATCH_MAX} ${what}`,
  } as const
}

/** decision 0030: one record (the spec's call) or a batch of them (our beacon). */
function oneOrBatch<const Record>(record: Record, what: string) {
  return { anyOf: [record, batchOf(record, what)] } as const
}

export const trackEndpoints = defineEndpoints([
  {
    name: 'track.pageInfo',
    method: 'POST',
    path: '/track/pageInfo/up',
    changesNothing: 'A tracking record: stored for analysis, shown by no read',
    quiet: true,
    beacon: true,
    summary: 'Stores page-view records (businessType 0): one record, or a batch.',
    body: oneOrBatch(pageInfoRecordSchema, 'page-view records'),
  },
  {
    name: 'track.event',
    method: 'POST',
    path: '/track/event/up',
    changesNothing: 'A tracking record: stored for analysis, shown by no read',
    quiet: true,
    beacon: true,
    summary: 'Stores click records (businessType 3): one record, or a batch.',
    body: oneOrBatch(eventRecordSchema, 'click records'),
  },
  {
    name: 'track.general',
    method: 'POST',
    path: '/track/v1/general/up',
    changesNothing: 'A tracking record: stored for analysis, shown by no read',
    quiet: true,
    beacon: true,
    summary:
      'Stores general events (visit and view_enter per route change, exposure every 5 s, video_watch, live_relation, scholarship, …): one record, or a batch.',
    body: oneOrBatch(generalRecordSchema, 'general records'),
  },
  {
    name: 'track.activityIndexStat',
    method: 'POST',
    path: `${extendServicePrefix}/activityIndexStat/save`,
    changesNothing: 'A tracking record: stored for analysis, shown by no read',
    quiet: true,
    beacon: true,
    summary: 'Stores activity statistics marks: one record, or a batch like the other tracking calls.',
    body: oneOrBatch(activityIndexStatRecordSchema, 'activity marks'),
  },
])
