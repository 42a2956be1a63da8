import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ActivityPage } from './activities/page'

/** The files a CDN would hold for the app (activity.txt, variableContent.json), kept in the repository. */
export const defaultCdnDir = fileURLToPath(new URL('./cdn/', import.meta.url))

/**
 * The client adds a timestamp that changes every 10 minutes (spec §9, activity CDN cache timestamp), so a
 * cached copy may live as long as that bucket.
 */
export const CDN_CACHE = 'public, max-age=600'

export interface CdnOptions {
  /** The folder mirroring the CDN's paths: `<cdnDir>/derma-doctor/frontend/h5/activity/1/activity.txt`. */
  readonly cdnDir: string
  /** `/${key}-doctor/frontend/h5/`: only this part of the folder is served. */
  readonly prefix: string
  /**
   * The page text a content file published for an activity (server/activities/page.ts), served at that
   * activity's two CDN paths instead of the folder's files; undefined: the folder's files, if any.
   */
  readonly activityPage?: (activityId: number) => Promise<ActivityPage | undefined>
}

function cdnHeaders(reply: FastifyReply): void {
  reply.header('cache-control', CDN_CACHE)
  // A real CDN serves these to any origin; the H5 app may run on another host in development.
  reply.header('access-control-allow-origin', '*')
}

/**
 * Serves the CDN files at their own paths, e.g. `/derma-doctor/frontend/h5/activity/1/activity.txt`. An
 * activity whose content file carries its page text is answered from the database at the same two paths,
 * so the app fetches it as it fetches any CDN file (docs/server.md, The app's config: Content).
 */
export async function registerCdn(
  app: FastifyInstance,
  { cdnDir, prefix, activityPage }: CdnOptions,
): Promise<void> {
  const pagePath = new RegExp(
    `^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}activity/(\\d{1,15})/(activity\\.txt|variableContent\\.json)(?:\\?|$)`,
  )
  await app.register(async (cdn) => {
    if (activityPage) {
      // Before the static files, in this context only: a published page wins, any other path is a file.
      cdn.addHook('onRequest', async (request, reply) => {
        const match = pagePath.exec(request.url)
        if (!match) return
        const page = await activityPage(Number(match[1]))
        if (!page) return
        cdnHeaders(reply)
        reply.header('last-modified', page.updatedAt.toUTCString())
        if (match[2] === 'activity.txt') {
          return reply.type('text/plain; charset=utf-8').send(page.html)
        }
        return reply.type('application/json; charset=utf-8').send(JSON.stringify(page.variables))
      })
    }
    await cdn.register(fastifyStatic, {
      root: join(cdnDir, prefix),
      prefix,
      // The app's registration owns reply.sendFile.
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: cdnHeaders,
    })
  })
}
