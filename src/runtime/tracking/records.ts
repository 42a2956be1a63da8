import { productNames } from '../config/index'
import type { PlatformInfo } from '../platform/index'
import { trackingConstants } from './constants'
import type { EventType } from './event-types'

/** Who and where, read again for every record (the user may log in between two records). */
export interface TrackContext {
  /** The logged-in user's id ('' for a guest): general records' user_id. */
  userId: string
  /** The doctor's id in the product: page-view and click records' `{product}Id`. */
  productUserId: string
  appVersion: string
  platform: PlatformInfo
  /** spec §3 user IP (session.loadUserIp): general records' `ip` once known. */
  userIp?: string
}

/** spec §3: weixin in the chat app, `{product}App` in the native app, web otherwise. */
export type DeviceType = 'weixin' | 'web' | typeof productNames.appDeviceType

export function deviceTypeOf(platform: PlatformInfo): DeviceType {
  if (platform.isApp) return productNames.appDeviceType
  if (platform.isWechat) return 'weixin'
  return 'web'
}

export interface NavigatorLike {
  userAgent: string
  platform?: string
  sendBeacon?: (url: string, data?: BodyInit | null) => boolean
}

/** A short device description: the OS platform and the user agent, cut to 255 characters. */
export function describeDevice(navigator: NavigatorLike | undefined): string {
  if (!navigator) return ''
  const text = [navigator.platform, navigator.userAgent].filter(Boolean).join(' ')
  return text.slice(0, trackingConstants.deviceInfoMaxLength)
}

/** spec §3 page-view tracking record; `{product}Id` is the key built from the product key. */
export interface PageViewRecord {
  uuid: string
  appVersion: string
  pageName: string
  /** ms since the epoch */
  beginTime: number
  businessType: 0
  /** JSON text */
  businessData: string
  deviceType: DeviceType
  deviceInfo: string
  [productIdKey: `${string}Id`]: string
}

/** spec §3 click tracking record: the page-view fields plus tag, tagDesc, operateTime; businessType 3. */
export interface ClickRecord extends Omit<PageViewRecord, 'businessType'> {
  businessType: 3
  tag: string
  tagDesc: string
  /** ms since the epoch */
  operateTime: number
}

/** A custom extra of a general record. */
export type ExtraValue = string | number | boolean

/**
 * `auto` for records the tracker makes itself (visit, view_exit, exposure, scroll_percent), `manual` for
 * records a page asked for (`event()`, the `track` action). The spec names the field without values.
 */
export type StatisticsMode = 'auto' | 'manual'

/** spec §3 general tracking record (snake_case on the wire, extras in the spec's own spelling). */
export interface GeneralRecord {
  start_app_id: string
  user_id: string
  app_version: string
  device_type: DeviceType
  device_number: string
  device_info: string
  /** ms since the epoch */
  device_time: number
  statistics_mode: StatisticsMode
  events_type: EventType
  page_class: string
  startTime?: number
  endTime?: number
  router_url?: string
  from?: string
  param?: string
  watch_time?: number
  percent?: number
  /** The user IP (spec §3), once the app has read it. */
  ip?: string
  [extra: string]: ExtraValue | undefined
}

/** Extras a caller may add to a general record; undefined values are left out. */
export type GeneralExtras = Partial<
  Pick<
    GeneralRecord,
    'page_class' | 'startTime' | 'endTime' | 'router_url' | 'from' | 'param' | 'watch_time' | 'percent'
  >
> & { [extra: string]: ExtraValue | undefined }

/** Turns free business data into extras: primitives kept, anything else as JSON text. */
export function toExtras(data: unknown): GeneralExtras {
  const extras: GeneralExtras = {}
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return extras
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined || value === null) continue
    extras[key] =
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? value
        : JSON.stringify(value)
  }
  return extras
}
