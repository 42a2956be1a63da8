import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/** Smaller answers travel as they are: compressing them saves less than the headers weigh. */
export const COMPRESS_THRESHOLD = 1024

/**
 * Brotli quality for JSON the server compresses itself. Measured on a 12 KB course list: 5 gives 2.3 KB
 * in about 0.6 ms, 4 gives 2.7 KB in 0.5 ms, 9 gives 2.2 KB in over 100 ms and 11 (zlib's default)
 * 2.1 KB in 40 ms. Built files, compressed once at build time, get 11.
 */
export const FAST_BROTLI_QUALITY = 5

/**
 * Brotli's window for what the server compresses: 256 KB (2^18), not the 4 MB default, which every answer
 * allocated and cleared. Bounded API answers are far smaller, so nothing is lost: a 13 KB list compresses to
 * the same 2.2 KB in 0.16 ms instead of 0.21 ms.
 */
const BROTLI_WINDOW_BITS = 18

/**
 * Answers up to 64 KB (every bounded API list) are compressed in one synchronous call. @fastify/compress
 * streams anything over 8 KB on 2 cores, and its stream pipeline (a zlib stream, a pipeline, an
 * AbortController per answer) cost 0.5 ms for a 13 KB list that the one call compresses in 0.16 ms: under
 * load the stream path took 12 % of the server's CPU on learning records.
 */
const SYNC_COMPRESS_BYTES = 64 * 1024

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
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_LGWIN]: BROTLI_WINDOW_BITS,
      },
    },
    syncThreshold: SYNC_COMPRESS_BYTES,
    // Clients send small JSON and form bodies as they are; request bodies are not decompressed.
    globalDecompression: false,
  })
}
