import type { FromSchema } from 'json-schema-to-ts'
import { activityTypeSchema } from '../api/activity'
import { contentIdSchema, imageUrlSchema, instantSchema } from './common'

/** Reward types a study-duration activity can give (activity.reward_type; EBOOK needs an e-book id the table has no place for). */
export const ACTIVITY_REWARD_TYPES = ['MAIDOU', 'INTEGRAL', 'GOODS', 'OTHER'] as const

/** Reward types that carry an amount (麦豆, 积分). */
export const COUNTED_REWARD_TYPES = ['MAIDOU', 'INTEGRAL'] as const

/**
 * The page text of an activity: what the CDN folder activity/<id>/ held as activity.txt and
 * variableContent.json. The server serves these two paths from here, so the app fetches them as before.
 */
const activityPageSchema = {
  type: 'object',
  required: ['html'],
  additionalProperties: false,
  description:
    'The page text: served at the CDN paths activity/<id>/activity.txt and variableContent.json that the activity screen fetches (an edit shows within 10 minutes, the client’s cache timestamp). Left out: the files of the CDN folder activity/<id>/, if any.',
  properties: {
    html: {
      type: 'string',
      maxLength: 100000,
      description:
        'activity.txt: the introduction as HTML, e.g. "<section><h2>…</h2><p>…</p></section>". Sanitized (DOMPurify) where it shows: scripts, event handlers and javascript: links are dropped.',
    },
    variables: {
      type: 'object',
      additionalProperties: false,
      description:
        'variableContent.json: texts that replace the activity’s own on its screen. Left out: none.',
      properties: {
        title: {
          type: 'string',
          maxLength: 100,
          description: 'The heading of the screen; left out: the activity’s title.',
        },
        subtitle: {
          type: 'string',
          maxLength: 200,
          description: 'The line under the heading (and the share card’s text); left out: the subtitle.',
        },
        buttonText: {
          type: 'string',
          maxLength: 20,
          description:
            'The main button while it can be pressed, e.g. 立即报名, 去学习; left out: 立即报名 / 立即参与.',
        },
        shareTitle: {
          type: 'string',
          maxLength: 100,
          description: 'The share card’s title when `share.title` is left out.',
        },
        rules: {
          type: 'array',
          maxItems: 30,
          items: { type: 'string', minLength: 1, maxLength: 500 },
          description: 'The rules, one line each, in order, e.g. ["凭签到券入场", "全部签到可获得结业证书"].',
        },
      },
    },
  },
} as const

/**
 * The contract of an activity file, `content/activities/<id>.json`: an activity's facts the server
 * enforces (type, window, registration and quota, appointment, lottery, certificate, the study-duration
 * goal and reward) and its page text. Pages name it as `${content.activities.<id>}` (the activity id of the
 * ActivityDetail widget and activity.* calls). Registrations, appointments, sign tickets, study days,
 * check-ins and claimed rewards are doctors' and are never changed by a publish.
 */
export const activityContentSchema = {
  type: 'object',
  required: ['id', 'type', 'title', 'start', 'end'],
  additionalProperties: false,
  description:
    'Registrations, appointments, sign tickets, study days and claimed rewards are kept whatever a publish says; a change that would undo them is refused unless forced. Removing the file leaves the activity as it is (take it offline with "active": false).',
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description: 'The activity’s content id, as the file is named: content/activities/<id>.json.',
    },
    number: {
      type: 'integer',
      minimum: 1,
      description:
        'An activity that already exists, by its id (e.g. one made before it was content), which this file then takes over: its registrations and CDN folder activity/<number>/ stay its own; a publish checks that it exists. Read the first time only. Left out: a new activity, whose id the server picks (1001 and up). The demo seed makes the repository’s own activities (content/activities/, 1–9) with their numbers.',
    },
    type: {
      enum: activityTypeSchema.enum,
      description:
        'GENERAL an online activity; OFFLINE on site: every registration gets a sign ticket (签到券) for the activity’s time and venue, scanned on site; DURATION the study-duration activity (学习时长打卡, with goal and reward); TRAINING a training programme with courses and an exam (e.g. GCP). Changing it once doctors registered or studied is refused unless forced.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'Shown on the card and the screen.' },
    subtitle: { type: 'string', maxLength: 200, description: 'One line under the title.' },
    banner: { ...imageUrlSchema, description: 'The banner picture (750 px wide).' },
    active: {
      type: 'boolean',
      description:
        'false: taken offline (活动已下线): out of the list, no registration or appointment; what doctors did is kept. Default true.',
    },
    start: { ...instantSchema, description: 'The activity starts, e.g. "2027-07-01T09:00:00+08:00".' },
    end: {
      ...instantSchema,
      description:
        'The activity ends; after start. For a DURATION activity, study days and check-ins count inside the window: moving it so that days doctors already logged fall outside is refused unless forced.',
    },
    venue: {
      type: 'string',
      maxLength: 200,
      description: 'Where it takes place, printed on the sign tickets; needed for OFFLINE. Left out: online.',
    },
    tags: {
      type: 'array',
      maxItems: 10,
      items: { type: 'string', minLength: 1, maxLength: 20 },
      description: 'Short labels shown on the card, e.g. ["线下", "证书"].',
    },
    registration: {
      type: 'object',
      required: ['start', 'end'],
      additionalProperties: false,
      description:
        '报名: the activity takes sign-ups in this window (OFFLINE needs it: the ticket comes with the sign-up). Left out: no sign-up. Removing it once doctors registered is refused unless forced (forced: registration closes now, registrations kept).',
      properties: {
        start: { ...instantSchema, description: 'Registration opens.' },
        end: {
          ...instantSchema,
          description: 'Registration closes; after its start, at the latest at the activity’s end.',
        },
        quota: {
          type: 'integer',
          minimum: 0,
          maximum: 1000000,
          description:
            'Places, those taken before (countBefore) included; 0 or left out: no limit. Below the places already taken is refused unless forced (forced: full at what is taken).',
        },
        countBefore: {
          type: 'integer',
          minimum: 0,
          maximum: 1000000,
          description:
            'Sign-ups made elsewhere before (an offline list); the count shown adds the registrations here. Default 0.',
        },
      },
    },
    appointment: {
      type: 'boolean',
      description: '预约: doctors may ask for a reminder before the start. Default false.',
    },
    certificate: {
      type: 'boolean',
      description:
        'Completing it earns an ACTIVITY certificate (shown with a link to the certificate list). Default false.',
    },
    lottery: {
      ...contentIdSchema,
      description:
        'Its lottery: the id of a lottery file (content/lotteries/<id>.json) of this folder or published before. The screen links to it, and the lottery names this activity. Left out: none.',
    },
    vote: {
      ...contentIdSchema,
      description:
        'Its vote campaign: the id of a vote file (content/votes/<id>.json) of this folder or published before. Left out: none.',
    },
    share: {
      type: 'object',
      additionalProperties: false,
      description: 'The share card; left out: the title and subtitle.',
      properties: {
        title: { type: 'string', maxLength: 100, description: 'The card’s title.' },
        description: { type: 'string', maxLength: 200, description: 'The card’s line of text.' },
      },
    },
    goal: {
      type: 'object',
      required: ['minutes', 'days'],
      additionalProperties: false,
      description:
        'DURATION only (and needed there): what a doctor reaches within the window to claim the reward.',
      properties: {
        minutes: {
          type: 'integer',
          minimum: 0,
          maximum: 100000,
          description: 'Minutes studied within the window (the study log plus lessons watched), e.g. 600.',
        },
        days: {
          type: 'integer',
          minimum: 0,
          maximum: 366,
          description: 'Days checked in (打卡) within the window, e.g. 15.',
        },
      },
    },
    reward: {
      type: 'object',
      required: ['type', 'title'],
      additionalProperties: false,
      description:
        'DURATION only: what reaching the goal earns. Left out: none. Removing it, or changing its type or amount, once doctors claimed it is refused unless forced (their claims and 麦豆 are kept).',
      properties: {
        type: {
          enum: ACTIVITY_REWARD_TYPES,
          description:
            'MAIDOU 麦豆 (credited to the wallet when claimed) and INTEGRAL 积分, both with amount; GOODS a thing shipped; OTHER (the title says what).',
        },
        amount: {
          type: 'integer',
          minimum: 1,
          maximum: 1000000,
          description: 'MAIDOU and INTEGRAL only: how many.',
        },
        title: {
          type: 'string',
          minLength: 1,
          maxLength: 50,
          description: 'What it is, as shown, e.g. "200 麦豆".',
        },
      },
    },
    page: activityPageSchema,
  },
} as const

export type ActivityContent = FromSchema<typeof activityContentSchema>
