import { idKey } from '../../schemas/api/index'
import type { trackEndpoints } from '../../schemas/api/track'
import type { Session } from '../auth/tokens'
import { type Database, type TrackingKind, trackingRecord } from '../db/index'
import type { Handlers } from './handler'

type TrackEndpointName = (typeof trackEndpoints)[number]['name']

type TrackRecord = Readonly<Record<string, unknown>>

/**
 * Which id a record's user field holds: general records carry the account's userId, the others the
 * doctor's {product}Id.
 */
type UserField = { readonly key: string; readonly of: (session: Session) => string }

const generalUser: UserField = { key: 'user_id', of: (session) => session.userId }
const doctorUser: UserField = { key: idKey, of: (session) => session.doctorId }

/**
 * Stores a validated body, one row per record, in one statement: a batch (the app's beacon) or one record
 * (the spec's call), decision 0030. The user is the token's, never the body's: a record sent with a valid
 * token carries that user (its user field rewritten to match), one sent without is anonymous (user NULL,
 * the field emptied), so nobody can file records under another doctor's name.
 */
async function store(
  database: Database,
  kind: TrackingKind,
  body: TrackRecord | readonly TrackRecord[],
  user: UserField,
  session: Session | undefined,
): Promise<undefined> {
  const records: readonly TrackRecord[] = Array.isArray(body) ? body : [body as TrackRecord]
  const userId = session ? user.of(session) : null
  await database.db
    .insert(trackingRecord)
    .values(records.map((record) => ({ kind, userId, payload: { ...record, [user.key]: userId ?? '' } })))
  return undefined
}

export const trackHandlers: Handlers<TrackEndpointName> = {
  'track.pageInfo': async ({ body, database, session }) =>
    store(database, 'page_info', body, doctorUser, session),
  'track.event': async ({ body, database, session }) => store(database, 'event', body, doctorUser, session),
  'track.general': async ({ body, database, session }) =>
    store(database, 'general', body, generalUser, session),
  'track.activityIndexStat': async ({ body, database, session }) =>
    store(database, 'activity_index_stat', body, doctorUser, session),
}
