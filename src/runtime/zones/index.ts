/**
 * Enterprise zones: the zone row and the search entry shared by the zone home and the enterprise list,
 * and 关注 / 取消关注 through the client cache.
 */
export { type FollowedZone, useZoneFollow, type ZoneFollowControls } from './zone-follow'
export { ZoneRow, type ZoneRowProps, ZoneSearchEntry, type ZoneSummary } from './zone-row'
