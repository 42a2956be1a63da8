import { idKey } from '../../schemas/api/index'
import type { trackEndpoints } from '../../schemas/api/track'
import { type Database, type TrackingKind, trackingRecord } from '../db/index'
import type { Handlers } from './handler'

type TrackEndpointName = (typeof trackEndpoints)[number]['name']

/** An empty id means an anonymous visitor: stored as NULL, so "records of a user" is a plain equality. */
function userOf(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

type TrackRecord = Readonly<Record<string, unknown>>

/**
 * Stores a validated body as it arrived, one row per record, in one statement: a batch (the app's
 * beacon) or one record (the spec's call), decision 0030.
 */
async function store(
  database: Database,
  kind: TrackingKind,
  body: TrackRecord | readonly TrackRecord[],
  userKey: string,
): Promise<undefined> {
  const records: readonly TrackRecord[] = Array.isArray(body) ? body : [body as TrackRecord]
  await database.db
    .insert(trackingRecord)
    .values(records.map((record) => ({ kind, userId: userOf(record[userKey]), payload: { ...record } })))
  return undefined
}

export const trackHandlers: Handlers<TrackEndpointName> = {
  'track.pageInfo': async ({ body, database }) => store(database, 'page_info', body, idKey),
  'track.event': async ({ body, database }) => store(database, 'event', body, idKey),
  'track.general': async ({ body, database }) => store(database, 'general', body, 'user_id'),
  'track.activityIndexStat': async ({ body, database }) =>
    store(database, 'activity_index_stat', body, idKey),
}
