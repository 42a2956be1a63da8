import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Enterprise zones (spec §2 zoneHome, zoneList, zoneSearch, zoneDetail, itemDetail; §7 zone jump below id
 * 300; consent type ENP on the zone detail). An enterprise (企业号) runs one or more zones (企业专区); a zone
 * publishes items: articles, videos, forms (route form?key=) and utasks (route utask detail by id).
 * Doctors follow (关注) zones; the zone home lists the followed ones and recommendations.
 */

const idSchema = (description: string) => ({ type: 'integer', minimum: 1, description }) as const

export const zoneItemTypeSchema = {
  type: 'string',
  enum: ['ARTICLE', 'VIDEO', 'FORM', 'UTASK'],
  description:
    'ARTICLE a rich-text article (itemDetail); VIDEO a video (itemDetail plays videoUrl); FORM a dynamic form (route form?key=formKey); UTASK a utask (utaskId)',
} as const

/**
 * The zone detail tab an item shows under besides 首页 (spec §3 tab labels 首页 / 活动 / 产品兑换 / 产品介绍;
 * docs/decisions/0032-tab-labels-where-the-spec-lists-them.md).
 */
export const zoneItemSectionSchema = {
  type: 'string',
  enum: ['ACTIVITY', 'EXCHANGE', 'PRODUCT'],
  description:
    'ACTIVITY 活动 (surveys, trials, sign-ups); EXCHANGE 产品兑换 (products or samples a doctor can exchange or apply for); PRODUCT 产品介绍 (what the enterprise makes)',
} as const

const enterpriseSchema = {
  type: 'object',
  required: ['id', 'name', 'logoUrl', 'description'],
  additionalProperties: false,
  properties: {
    id: idSchema('Enterprise id'),
    name: { type: 'string', description: 'Enterprise name (企业号)' },
    logoUrl: { type: 'string', description: "Logo image ('' when none)" },
    description: { type: 'string', description: "One-paragraph introduction ('' when none)" },
  },
} as const

export const zoneSchema = {
  type: 'object',
  required: [
    'id',
    'title',
    'subtitle',
    'coverUrl',
    'logoUrl',
    'enterprise',
    'itemCount',
    'followerCount',
    'followed',
    'appJump',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Zone id; the app can open it (zone jump) only below 300'),
    title: { type: 'string', description: 'Zone title (专区名称)' },
    subtitle: { type: 'string', description: "One line under the title ('' when none)" },
    coverUrl: { type: 'string', description: "Banner image ('' when none)" },
    logoUrl: { type: 'string', description: "Square logo ('' = the enterprise logo)" },
    enterprise: enterpriseSchema,
    itemCount: { type: 'integer', minimum: 0, description: 'Published items' },
    followerCount: { type: 'integer', minimum: 0, description: 'Doctors following it (关注)' },
    followed: { type: 'boolean', description: 'The caller follows it; false without a token' },
    appJump: {
      type: 'boolean',
      description: 'spec §7: the zone id is below 300, so the zone jump into the app is made',
    },
  },
} as const

export const zoneItemSchema = {
  type: 'object',
  required: [
    'id',
    'zoneId',
    'zoneTitle',
    'type',
    'section',
    'title',
    'summary',
    'coverUrl',
    'formKey',
    'utaskId',
    'viewCount',
    'publishedAt',
  ],
  additionalProperties: false,
  properties: {
    id: idSchema('Item id (itemDetail?id=)'),
    zoneId: idSchema('Its zone'),
    zoneTitle: { type: 'string', description: 'Title of its zone' },
    type: zoneItemTypeSchema,
    section: zoneItemSectionSchema,
    title: { type: 'string', description: 'Title' },
    summary: { type: 'string', description: "One-line summary ('' when none)" },
    coverUrl: { type: 'string', description: "Cover image ('' when none)" },
    formKey: { type: ['string', 'null'], description: 'FORM: the form key (route form?key=); else null' },
    utaskId: { type: ['integer', 'null'], description: 'UTASK: the utask id; else null' },
    viewCount: { type: 'integer', minimum: 0, description: 'Reads (阅读)' },
    publishedAt: { type: 'string', format: 'date-time', description: 'Published at' },
  },
} as const

const zoneItemDetailSchema = {
  type: 'object',
  required: [...zoneItemSchema.required, 'content', 'videoUrl', 'enterprise'],
  additionalProperties: false,
  properties: {
    ...zoneItemSchema.properties,
    content: { type: 'string', description: "Body HTML (sanitize before showing; '' when none)" },
    videoUrl: { type: 'string', description: "VIDEO: the video (mp4 or m3u8); '' otherwise" },
    enterprise: enterpriseSchema,
  },
} as const

const zoneIdParams = {
  type: 'object',
  required: ['id'],
  additionalProperties: false,
  properties: { id: idSchema('The zone') },
} as const

const zoneNotFound = {
  status: 404,
  code: 'zone.not.found',
  when: 'no such zone, or taken offline (专区不存在)',
} as const
const itemNotFound = {
  status: 404,
  code: 'zone.item.not.found',
  when: 'no such item, or its zone is offline (内容不存在)',
} as const

const keywordProperty = {
  type: 'string',
  maxLength: 40,
  description: 'Only those whose title (or enterprise name / summary) contains it',
} as const

export const zoneEndpoints = defineEndpoints([
  {
    name: 'zone.home',
    method: 'GET',
    path: '/enp/v1/user/zone/home',
    shows: ['catalogue', 'follow'],
    auth: true,
    summary:
      'The zone home (企业专区): the zones the caller follows, then recommended zones they do not follow, and the latest items of the followed zones.',
    response: {
      type: 'object',
      required: ['followed', 'recommended', 'latest'],
      additionalProperties: false,
      properties: {
        followed: { type: 'array', items: zoneSchema, description: 'Followed zones, latest follow first' },
        recommended: { type: 'array', items: zoneSchema, description: 'Other zones, in the operator order' },
        latest: {
          type: 'array',
          items: zoneItemSchema,
          description: 'Up to 10 newest items of the followed zones',
        },
      },
    },
    errors: [...sessionErrors],
  },
  {
    name: 'zone.items',
    method: 'GET',
    path: '/community-search/v1/zone/items',
    shows: ['catalogue', 'follow'],
    publicCache: { maxAge: 10 },
    summary:
      'Zones (企业号列表) in the operator order, optionally filtered by a keyword on the title or enterprise name. A token fills `followed`.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: { keyword: keywordProperty, ...pageQueryProperties },
    },
    response: pageOf(zoneSchema, 'Page<Zone>'),
  },
  {
    name: 'zone.search',
    method: 'GET',
    path: '/community-search/v1/zone-item/items',
    shows: ['catalogue'],
    publicCache: { maxAge: 10 },
    summary:
      'Searches items of online zones by title or summary (zoneSearch), newest first. An empty keyword answers an empty page.',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        keyword: keywordProperty,
        type: { ...zoneItemTypeSchema, description: 'Only items of this type; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(zoneItemSchema, 'Page<ZoneItem>'),
  },
  {
    name: 'zone.detail',
    method: 'GET',
    path: '/enp/v1/zone/{id}',
    shows: ['catalogue', 'follow'],
    publicCache: { maxAge: 10 },
    summary: 'A zone with its enterprise and introduction. A token fills `followed`.',
    params: zoneIdParams,
    response: {
      type: 'object',
      required: [...zoneSchema.required, 'introduction'],
      additionalProperties: false,
      properties: {
        ...zoneSchema.properties,
        introduction: { type: 'string', description: "Introduction HTML (sanitize; '' when none)" },
      },
    },
    errors: [zoneNotFound],
  },
  {
    name: 'zone.contents',
    method: 'GET',
    path: '/community-search/v1/zone/{id}/items',
    shows: ['catalogue'],
    publicCache: { maxAge: 10 },
    summary:
      "A zone's published items, newest first, optionally of one section (the zone detail tabs: 首页 all, 活动, 产品兑换, 产品介绍) or type.",
    params: zoneIdParams,
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        section: {
          ...zoneItemSectionSchema,
          description: 'Only items of this section (a tab); all when omitted',
        },
        type: { ...zoneItemTypeSchema, description: 'Only items of this type; all when omitted' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(zoneItemSchema, 'Page<ZoneItem>'),
    errors: [zoneNotFound],
  },
  {
    name: 'zone.follow',
    method: 'POST',
    path: '/enp/v1/user/zone/{id}/follow',
    changes: ['follow'],
    invalidates: false,
    auth: true,
    summary: '关注: the caller follows the zone (scene FOCUS_ENP). Following twice answers the same.',
    params: zoneIdParams,
    response: zoneSchema,
    errors: [...sessionErrors, zoneNotFound],
  },
  {
    name: 'zone.unfollow',
    method: 'DELETE',
    path: '/enp/v1/user/zone/{id}/follow',
    changes: ['follow'],
    invalidates: false,
    auth: true,
    summary: '取消关注: the caller stops following the zone; without a follow the answer is unchanged.',
    params: zoneIdParams,
    response: zoneSchema,
    errors: [...sessionErrors, zoneNotFound],
  },
  {
    name: 'zone.item',
    method: 'GET',
    path: '/enp/v1/user/zone/item/{id}',
    shows: ['catalogue'],
    auth: true,
    summary:
      'An item with its body (itemDetail; the route always checks certification, so a token is required). Counts a read.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: idSchema('The item') },
    },
    response: zoneItemDetailSchema,
    errors: [...sessionErrors, itemNotFound],
  },
])
