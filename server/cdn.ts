import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

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
}

/** Serves the CDN files at their own paths, e.g. `/derma-doctor/frontend/h5/activity/1/activity.txt`. */
export async function registerCdn(app: FastifyInstance, { cdnDir, prefix }: CdnOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: join(cdnDir, prefix),
    prefix,
    // The app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => {
      reply.header('cache-control', CDN_CACHE)
      // A real CDN serves these to any origin; the H5 app may run on another host in development.
      reply.header('access-control-allow-origin', '*')
    },
  })
}
