import type { FastifyInstance, FastifyRequest } from 'fastify'

/**
 * A doctor's personalised answers are never kept (decision 0038): every API answer to a call that carries
 * a token (Authorization) or whose path has a `user` segment (`/order/v1/user/order`, `/user/v1/...`) gets
 * `Cache-Control: private, no-store`, errors included, whatever the route set. `no-cache` let the browser
 * keep a copy on disk and show it from the back-forward or disk cache (another doctor on the same phone,
 * an order's old status); `no-store` keeps nothing. Anonymous public reads keep their public headers
 * (server/http/public-cache.ts): they are the same for everyone.
 */

export const PERSONAL_CACHE_CONTROL = 'private, no-store'

/** Segment-wise: `/api/x` is under `/api`, `/apiary` is not. */
function isUnderPrefix(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`)
}

export function isPersonalCall(request: FastifyRequest, apiPrefix: string): boolean {
  const end = request.url.search(/[?#]/)
  const path = end === -1 ? request.url : request.url.slice(0, end)
  if (!isUnderPrefix(path, apiPrefix)) return false
  if (request.headers.authorization) return true
  return path.slice(apiPrefix.length).split('/').includes('user')
}

export function registerPersonalNoStore(app: FastifyInstance, apiPrefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    // An answer already no-store (the operator API) keeps it: it stores nothing either way.
    if (isPersonalCall(request, apiPrefix) && reply.getHeader('cache-control') !== 'no-store') {
      reply.header('cache-control', PERSONAL_CACHE_CONTROL)
    }
    return payload
  })
}
