import { asc, gte } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { type Database, trackingRecord } from './db/index'
import { isLoopback } from './wechat/index'

/**
 * DEV_INSPECTION=on: `GET {api}/dev/track/records?since=<ms>` lists the tracking records stored since
 * then, oldest first, for end-to-end tests and a developer checking what a walk through the app sent.
 * Loopback callers only; off unless asked for.
 */
export function registerTrackingInspection(api: FastifyInstance, database: Database): void {
  api.get<{ Querystring: { since?: string } }>('/dev/track/records', async (request, reply) => {
    if (!isLoopback(request.ip)) {
      return reply.code(403).send({ code: 'dev.loopback.only', message: '仅限本机访问' })
    }
    const since = Number(request.query.since ?? 0)
    const rows = await database.db
      .select({
        kind: trackingRecord.kind,
        receivedAt: trackingRecord.receivedAt,
        payload: trackingRecord.payload,
      })
      .from(trackingRecord)
      .where(gte(trackingRecord.receivedAt, new Date(Number.isFinite(since) ? since : 0)))
      .orderBy(asc(trackingRecord.id))
      .limit(2000)
    return rows
  })
}
