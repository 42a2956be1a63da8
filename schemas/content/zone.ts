import type { FromSchema } from 'json-schema-to-ts'
import { zoneItemSectionSchema, zoneItemTypeSchema } from '../api/zone'
import { contentIdSchema, imageUrlSchema, instantSchema } from './common'

/**
 * The contract of an enterprise zone file, `content/zones/<id>.json`: a zone (企业专区), the enterprise
 * (企业号) that runs it and the items it publishes. Pages name it as `${content.zones.<id>}` (the zone
 * id of zoneDetail?id=). Follows (关注) and item reads are doctors' and are never changed by a publish.
 */
export const zoneContentSchema = {
  type: 'object',
  required: ['id', 'title', 'enterprise', 'items'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The zone id, as the file is named: content/zones/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'The zone id the API and links use. spec §7: the app opens a zone (zone jump) only when this is below 300; from 300 up the zone is listed but a tap in the app does nothing. Left out, the server picks one, 1001 and up: give a free number below 300 for a zone the app must open. A number the server already has takes that zone over, with its enterprise; its items the file does not name by `items[].number` go offline. Read the first time only: a zone keeps its id.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'The zone title (专区名称).' },
    subtitle: { type: 'string', maxLength: 200, description: 'One line under the title. Left out: none.' },
    cover: { ...imageUrlSchema, description: 'The banner picture (750 px wide). Left out: none.' },
    logo: {
      ...imageUrlSchema,
      description: 'The square logo. Left out: the enterprise logo.',
    },
    introduction: {
      type: 'string',
      maxLength: 20000,
      description: 'The zone detail introduction: HTML, sanitized where it shows. Left out: none.',
    },
    order: {
      type: 'integer',
      minimum: -1000,
      maximum: 1000,
      description:
        'Lower shows first in the zone list and recommendations (default 0); seeded zones have 1–3.',
    },
    followerBase: {
      type: 'integer',
      minimum: 0,
      maximum: 100000000,
      description:
        'Followers counted before (an offline tally); the count shown adds the doctors who follow it here. Default 0.',
    },
    online: {
      type: 'boolean',
      description:
        'false: taken offline (out of every list; the zone and its items answer 404); follows are kept. Default true. Removing the file takes the zone offline too; when doctors follow it that is refused unless the publish is forced.',
    },
    enterprise: {
      type: 'object',
      required: ['name'],
      additionalProperties: false,
      description:
        'The enterprise (企业号) that runs the zone, shown on the zone and its items. Each zone file holds its own enterprise.',
      properties: {
        name: {
          type: 'string',
          minLength: 1,
          maxLength: 100,
          description: 'e.g. 和睿制药; zone search finds it.',
        },
        logo: { ...imageUrlSchema, description: 'Its logo. Left out: none.' },
        description: {
          type: 'string',
          maxLength: 2000,
          description: 'One paragraph about it. Left out: none.',
        },
      },
    },
    items: {
      type: 'array',
      maxItems: 200,
      description:
        'What the zone publishes, shown newest first (publishedAt). An item the file no longer has is taken offline (its reads are kept); back in the file, it shows again.',
      items: {
        type: 'object',
        required: ['id', 'type', 'title'],
        additionalProperties: false,
        properties: {
          id: {
            ...contentIdSchema,
            description:
              'Stable: the item of this id keeps its number (itemDetail?id=) and reads; unique in the zone.',
          },
          number: {
            type: 'integer',
            minimum: 1,
            description:
              'An item the zone already has (the zone was taken over by `number`), kept by its item id. Left out: a new item.',
          },
          type: {
            enum: zoneItemTypeSchema.enum,
            description:
              'ARTICLE a rich-text article (content), VIDEO a video (video, content under it), FORM a dynamic form (form), UTASK a utask (utask).',
          },
          section: {
            enum: zoneItemSectionSchema.enum,
            description:
              'The zone detail tab it shows under besides 首页: ACTIVITY 活动, EXCHANGE 产品兑换 (a sample or product to apply for or exchange), PRODUCT 产品介绍. Left out: ACTIVITY for a FORM or UTASK, PRODUCT for an ARTICLE or VIDEO.',
          },
          title: { type: 'string', minLength: 1, maxLength: 200, description: 'The card title.' },
          summary: {
            type: 'string',
            maxLength: 500,
            description: 'One line under the title. Left out: none.',
          },
          cover: { ...imageUrlSchema, description: 'The card picture. Left out: none.' },
          content: {
            type: 'string',
            maxLength: 100000,
            description: 'ARTICLE and VIDEO: the body, HTML (sanitized where it shows). Left out: none.',
          },
          video: {
            type: 'string',
            pattern: '^(https://|/)[^\\s]+$',
            maxLength: 1024,
            description: 'VIDEO only (needed there): the video, mp4 or m3u8, https or a path on this server.',
          },
          form: {
            ...contentIdSchema,
            description:
              'FORM only (needed there): the id of a content/forms file, or the key of a form the server has.',
          },
          utask: {
            description:
              'UTASK only (needed there): the id of a content/utasks file ("spring-survey"), or the number of a utask the server has (3).',
            oneOf: [
              { ...contentIdSchema, description: 'A content/utasks id.' },
              { type: 'integer', minimum: 1, description: 'A utask number the server has.' },
            ],
          },
          publishedAt: {
            ...instantSchema,
            description: 'Orders the items (newest first). Left out: when the item was first published.',
          },
          online: {
            type: 'boolean',
            description: 'false: taken offline (404; its reads are kept). Default true.',
          },
        },
      },
    },
  },
} as const

export type ZoneContent = FromSchema<typeof zoneContentSchema>
export type ZoneItemContent = ZoneContent['items'][number]
