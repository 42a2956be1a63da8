import type { FromSchema } from 'json-schema-to-ts'
import { contentIdSchema, imageUrlSchema } from './common'

/**
 * The contract of a banner file, `content/banners/<id>.json` (docs/operators.md): one slide of a
 * location's banner swiper, opening a screen of pages.json, an address or a piece of content.
 */
export const bannerSchema = {
  type: 'object',
  required: ['id', 'location', 'title', 'image', 'target'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The banner id, as the file is named: content/banners/<id>.json.',
    },
    location: {
      enum: ['HOME', 'LIVE_HEADER', 'U_TASK_HEADER'],
      description: 'Where it shows: the home page, the live list header, the utask list header.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'Read aloud and tracked.' },
    image: { ...imageUrlSchema, description: 'The slide picture (750 × 300).' },
    order: {
      type: 'integer',
      minimum: -1000,
      maximum: 1000,
      description: 'Lower shows first (default 0); seeded banners have 0 and up.',
    },
    target: {
      description: 'What a tap opens.',
      oneOf: [
        {
          type: 'object',
          required: ['route'],
          additionalProperties: false,
          properties: {
            route: { type: 'string', description: 'A screen of pages.json, by name.' },
            query: {
              type: 'object',
              additionalProperties: { type: ['string', 'number'] },
              description: 'Query parameters the screen declares.',
            },
          },
        },
        {
          type: 'object',
          required: ['url'],
          additionalProperties: false,
          properties: {
            url: {
              type: 'string',
              pattern: '^https://',
              description: 'An address on the webview allowlist, opened in the webview screen.',
            },
          },
        },
        {
          type: 'object',
          required: ['sourceType', 'id'],
          additionalProperties: false,
          properties: {
            sourceType: {
              enum: [
                'ARTICLE',
                'VIDEO',
                'LIVE',
                'SHORT_VIDEO',
                'COURSE',
                'COURSE_PACKAGE',
                'OFFLINE_CLASS',
                'TOPIC',
              ],
            },
            id: { type: 'integer', minimum: 1 },
          },
        },
      ],
    },
    active: {
      type: 'boolean',
      description:
        'false: the banner is not shown (kept for later). Default true. Removing the file also stops showing it.',
    },
  },
} as const

export type BannerContent = FromSchema<typeof bannerSchema>
