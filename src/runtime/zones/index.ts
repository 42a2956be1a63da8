/** Enterprise zones: the zone row and the search entry shared by the zone home and the enterprise list. */
export { ZoneRow, type ZoneRowProps, ZoneSearchEntry, type ZoneSummary } from './zone-row'
