import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'
import { COMPRESS_THRESHOLD } from './public-cache'

/**
 * Brotli quality for answers compressed as they are sent: 4 costs about what gzip does and still beats it
 * (11, the zlib default, takes tens of times longer). Built files come precompressed at 11 instead.
 */
const ON_THE_FLY_BROTLI_QUALITY = 4

/**
 * Compresses what the server writes as it goes (API JSON, the CDN and media text files, pages it writes)
 * with brotli or gzip, whichever the client's Accept-Encoding prefers, adding `Vary: accept-encoding`.
 * Answers under 1 KB travel as they are, and so does anything that already has a Content-Encoding: the
 * app's precompressed files (@fastify/static `preCompressed`) and the public cache's answers. Without
 * Accept-Encoding the answer is identity. Register it before any route: it hooks routes as they are added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    // No deflate (its framing is a known interoperability trap) and no zstd (not in Node 20).
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    // Clients send small JSON and form bodies as they are; request bodies are not decompressed.
    globalDecompression: false,
  })
}
