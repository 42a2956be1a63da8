import { extname } from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

/**
 * The demo media the seeded catalogue points at (`/media/covers/<name>.svg`, `/media/avatars/…`,
 * `/media/docs/…`, `/media/demo/clip.mp4`, `/media/demo/live/index.m3u8`), kept in the repository the way
 * a media CDN would hold them.
 */
export const defaultMediaDir = fileURLToPath(new URL('./media/', import.meta.url))

export const MEDIA_PREFIX = '/media/'

/** Covers, avatars, documents and clips never change under one name; an hour keeps them fresh enough. */
export const MEDIA_CACHE = 'public, max-age=3600'

/**
 * HLS players check these types (hls.js accepts others, Safari's native player does not), and the mime
 * table of the file server has changed them between versions: set them here.
 */
const MEDIA_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': 'application/vnd.apple.mpegurl',
  '.ts': 'video/mp2t',
  '.m4s': 'video/iso.segment',
  '.mp4': 'video/mp4',
  '.svg': 'image/svg+xml',
}

export interface MediaOptions {
  readonly mediaDir: string
}

/**
 * Serves `/media/*` from the media folder. Range requests work (@fastify/static answers 206), so a video
 * can seek; a live playlist is revalidated on every request since a live stream's playlist changes.
 */
export async function registerMedia(app: FastifyInstance, { mediaDir }: MediaOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: MEDIA_PREFIX,
    // The app's registration owns reply.sendFile.
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const extension = extname(filePath).toLowerCase()
      const type = MEDIA_TYPES[extension]
      if (type) reply.header('content-type', type)
      reply.header('cache-control', extension === '.m3u8' ? 'no-cache' : MEDIA_CACHE)
      // The H5 app may run on another host in development, and players fetch with CORS.
      reply.header('access-control-allow-origin', '*')
    },
  })
}
