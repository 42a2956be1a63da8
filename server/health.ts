import type { FastifyInstance } from 'fastify'
import type { Database } from './db/index'

const healthSchema = {
  type: 'object',
  required: ['status', 'database'],
  additionalProperties: false,
  properties: {
    status: { type: 'string', enum: ['ok', 'unavailable'] },
    database: { type: 'string', enum: ['pglite', 'postgres'] },
  },
} as const

/** `GET /healthz` for load balancers and `npm start` checks: 200 when the database answers, else 503. */
export function registerHealth(app: FastifyInstance, database: Database): void {
  app.get(
    '/healthz',
    // Probes call this every few seconds: keep them out of the info log.
    { logLevel: 'warn', schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await database.ping()
        return { status: 'ok', database: database.kind }
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed')
        return reply.code(503).send({ status: 'unavailable', database: database.kind })
      }
    },
  )
}
