/**
 * Tracking event types (spec §3 enumerations), as sent in a general record's `events_type`, plus `visit`
 * (spec §2: a visit event on each route change).
 */
export const trackingEventTypes = [
  'click',
  'button_click',
  'view_enter',
  'view_exit',
  'exposure',
  'video_watch',
  'exam_start',
  'exam_submit',
  'exam_see_answer',
  'exam_restart',
  'live_relation',
  'form_save',
  'lottery',
  'vote',
  'scholarship',
  'offline_class_apply',
  'scroll_percent',
  'visit',
] as const

export type KnownEventType = (typeof trackingEventTypes)[number]

/** A known type, or any other name (config may track events the list does not know yet). */
export type EventType = KnownEventType | (string & {})

const known: ReadonlySet<string> = new Set(trackingEventTypes)

export function isKnownEventType(name: string): name is KnownEventType {
  return known.has(name)
}
