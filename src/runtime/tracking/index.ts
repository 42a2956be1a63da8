export type { Batcher, BatcherOptions } from './batcher'
export { createBatcher } from './batcher'
export { trackDomEvent, trackingConstants } from './constants'
export type { RuntimeTracker } from './deferred-tracker'
export { createDeferredTracker } from './deferred-tracker'
export type { EventType, KnownEventType } from './event-types'
export { isKnownEventType, trackingEventTypes } from './event-types'
export type { StorageLike } from './identity'
export { defaultStorage, deviceNumber, deviceNumberKey, randomId } from './identity'
export type {
  ClickRecord,
  DeviceType,
  ExtraValue,
  GeneralExtras,
  GeneralRecord,
  NavigatorLike,
  PageViewRecord,
  StatisticsMode,
  TrackContext,
} from './records'
export { describeDevice, deviceTypeOf } from './records'
export type { RequestFrame, ScrollMetrics } from './scroll'
export { scrollPercent } from './scroll'
export type { RouteChange, TrackEventDetail, Tracker, TrackerOptions } from './tracker'
export { createTracker } from './tracker'
export type { BeaconTransportOptions, TrackTransport } from './transport'
export { createBeaconTransport } from './transport'
