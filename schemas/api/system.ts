import { rateLimitedError } from './common'
import { defineEndpoints } from './define'

/** Release history shown on the about-app screen: one entry per published version. */
export const appReleaseSchema = {
  type: 'object',
  required: ['version', 'releasedAt', 'notes'],
  additionalProperties: false,
  properties: {
    version: { type: 'string', description: 'Semantic version, e.g. 3.12.0' },
    releasedAt: { type: 'string', format: 'date', description: 'Release date, yyyy-mm-dd' },
    notes: {
      type: 'array',
      items: { type: 'string' },
      description: 'What changed, one line each, in Chinese',
    },
  },
} as const

export const systemEndpoints = defineEndpoints([
  {
    name: 'app.releases',
    method: 'GET',
    path: '/resource/v1/app-release/items',
    shows: ['release'],
    publicCache: { maxAge: 60 },
    quiet: false,
    summary: 'Published app versions, newest first (about-app screen).',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        limit: {
          type: 'integer',
          minimum: 1,
          maximum: 50,
          default: 20,
          description: 'At most this many releases.',
        },
      },
    },
    response: { type: 'array', items: appReleaseSchema },
  },
  {
    name: 'app.release',
    method: 'GET',
    path: '/resource/v1/app-release/{version}',
    shows: ['release'],
    publicCache: { maxAge: 60 },
    summary: 'One published version by its number; 404 resource.app.release.not.found when unknown.',
    params: {
      type: 'object',
      required: ['version'],
      additionalProperties: false,
      properties: { version: { type: 'string', pattern: '^\\d+\\.\\d+\\.\\d+$' } },
    },
    response: appReleaseSchema,
    errors: [{ status: 404, code: 'resource.app.release.not.found', when: 'no release with that version' }],
  },
  {
    name: 'user.ip',
    method: 'GET',
    path: '/academy-aggregator/v2/ip',
    shows: ['release'],
    quiet: true,
    summary: "The caller's IP address as the server sees it (spec §7).",
    response: {
      type: 'object',
      required: ['ip'],
      additionalProperties: false,
      properties: { ip: { type: 'string' } },
    },
  },
  {
    name: 'web.reachability',
    method: 'GET',
    path: '/resource/v1/web/reachability',
    shows: ['release'],
    quiet: true,
    rateLimit: 'probe',
    summary:
      "Whether the server reaches a web page's host (DNS, then a TCP connection on 80 or 443, 4 s at most): the webview screen's 网页无法打开, since a frame cannot tell a page from the browser's error page (decision 0029). Other ports and private, loopback or link-local addresses are never connected to: UNCHECKED.",
    query: {
      type: 'object',
      required: ['url'],
      additionalProperties: false,
      properties: {
        url: {
          type: 'string',
          maxLength: 2048,
          pattern: '^https?://',
          description: 'The http(s) address the webview screen is about to show.',
        },
      },
    },
    response: {
      type: 'object',
      required: ['status'],
      additionalProperties: false,
      properties: {
        status: {
          enum: ['REACHABLE', 'UNREACHABLE', 'UNCHECKED'],
          description:
            'REACHABLE: the host answered a connection; UNREACHABLE: its name does not resolve or no connection within 4 s; UNCHECKED: not a host the server tries (show the page).',
        },
      },
    },
    errors: [rateLimitedError],
  },
])
