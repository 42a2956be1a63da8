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
    quiet: true,
    summary: "The caller's IP address as the server sees it (spec §7).",
    response: {
      type: 'object',
      required: ['ip'],
      additionalProperties: false,
      properties: { ip: { type: 'string' } },
    },
  },
])
