import type { FromSchema } from 'json-schema-to-ts'
import { contentIdSchema, imageUrlSchema, instantSchema } from './common'

/**
 * The contract of a vote campaign file, `content/votes/<id>.json` (docs/operators.md). One campaign: its
 * window, limits, regions, entries, rules and share card. Pages name it as `${content.votes.<id>}`.
 */
export const voteCampaignSchema = {
  type: 'object',
  required: ['id', 'title', 'start', 'end', 'limits', 'entries'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The campaign id, as the file is named: content/votes/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'The promotion id the API uses, when it must be a given one (a campaign that already exists). Left out: the server picks one the first time and keeps it.',
    },
    title: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Shown in the hero and the share card.',
    },
    subtitle: { type: 'string', maxLength: 200, description: 'One line under the title.' },
    cover: { ...imageUrlSchema, description: 'The hero picture (750 px wide).' },
    start: { ...instantSchema, description: 'Voting opens, e.g. "2027-03-01T00:00:00+08:00".' },
    end: { ...instantSchema, description: 'Voting closes; after start.' },
    limits: {
      type: 'object',
      required: ['perDay', 'perEntryPerDay'],
      additionalProperties: false,
      description: 'Per doctor. Days are Asia/Shanghai calendar days (spec §8).',
      properties: {
        perDay: { type: 'integer', minimum: 1, maximum: 1000, description: 'Votes a day over all entries.' },
        perEntryPerDay: {
          type: 'integer',
          minimum: 1,
          maximum: 1000,
          description: 'Votes a day for one entry.',
        },
        total: {
          type: 'integer',
          minimum: 1,
          maximum: 100000,
          description: 'Votes over the whole campaign; left out for no limit.',
        },
      },
    },
    regions: {
      type: 'array',
      maxItems: 50,
      description: 'Regions (赛区) the entries are grouped in, in tab order. Left out: no regions.',
      items: {
        type: 'object',
        required: ['id', 'name'],
        additionalProperties: false,
        properties: {
          id: { ...contentIdSchema, description: 'Stable: entries name their region by it.' },
          name: { type: 'string', minLength: 1, maxLength: 50, description: 'The tab title, e.g. 北方赛区.' },
        },
      },
    },
    entries: {
      type: 'array',
      minItems: 1,
      maxItems: 500,
      description: 'What doctors vote for, in list order.',
      items: {
        type: 'object',
        required: ['id', 'title'],
        additionalProperties: false,
        properties: {
          id: { ...contentIdSchema, description: 'Stable: votes count for the entry of this id.' },
          number: {
            type: 'integer',
            minimum: 1,
            maximum: 999999,
            description: 'The entry number shown (编号); left out: its place in the list, from 1.',
          },
          region: { type: 'string', description: 'The id of one of the campaign regions.' },
          title: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            description: 'The entry’s title or the doctor’s name.',
          },
          subtitle: { type: 'string', maxLength: 200, description: 'Hospital · department.' },
          picture: { ...imageUrlSchema, description: 'The entry’s picture (square).' },
          summary: { type: 'string', maxLength: 2000, description: 'A few lines about the entry.' },
          lesson: {
            type: 'object',
            required: ['type', 'id'],
            additionalProperties: false,
            description: 'The academy lesson that shows the entry (its page opens it).',
            properties: {
              type: { enum: ['ARTICLE', 'VIDEO'] },
              id: { type: 'integer', minimum: 1 },
            },
          },
          videoUrl: {
            type: 'string',
            pattern: '^(https://|/)',
            maxLength: 1024,
            description: 'A video of the entry (https or a path on this server).',
          },
          baseVotes: {
            type: 'integer',
            minimum: 0,
            description: 'Votes counted before (an offline tally); the shown count adds the votes cast here.',
          },
        },
      },
    },
    rules: {
      type: 'array',
      maxItems: 20,
      description:
        'Rule sections in display order; `type` is what a page links to (vote, prize, privacy...).',
      items: {
        type: 'object',
        required: ['type', 'title', 'html'],
        additionalProperties: false,
        properties: {
          type: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
          title: { type: 'string', minLength: 1, maxLength: 50 },
          html: { type: 'string', maxLength: 20000, description: 'Sanitized (DOMPurify) where it shows.' },
        },
      },
    },
    share: {
      type: 'object',
      additionalProperties: false,
      description: 'The share card; left out: the title, subtitle and cover.',
      properties: {
        title: { type: 'string', maxLength: 100, description: 'The card’s title.' },
        description: { type: 'string', maxLength: 200, description: 'The card’s line of text.' },
        image: { ...imageUrlSchema, description: 'The card’s picture.' },
      },
    },
    advert: {
      type: 'object',
      required: ['videoUrl'],
      additionalProperties: false,
      description:
        'The video shown above the entries (the VoteAdvert widget of the campaign screen); left out: none.',
      properties: {
        title: { type: 'string', maxLength: 100, description: 'Its caption.' },
        videoUrl: {
          type: 'string',
          pattern: '^(https://|/)',
          maxLength: 1024,
          description: 'The video, mp4 (https or a path on this server).',
        },
        poster: { ...imageUrlSchema, description: 'The picture shown before it plays.' },
        link: {
          type: 'string',
          pattern: '^https://[^\\s]+$',
          maxLength: 1024,
          description:
            'Where 了解详情 under the caption leads (opened only when the app allowlists it); left out: no link.',
        },
      },
    },
    activityId: { type: 'integer', minimum: 1, description: 'The activity the campaign belongs to, if any.' },
    guestLoginHours: {
      type: 'integer',
      minimum: 1,
      maximum: 8760,
      description: "How long a guest's captcha login lasts when it votes here (default 24).",
    },
  },
} as const

export type VoteCampaignContent = FromSchema<typeof voteCampaignSchema>
