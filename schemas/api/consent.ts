import { forbiddenError, sessionErrors } from './common'
import { defineEndpoints } from './define'
import { MAX_UNPAGED_LIST } from './paging'
import { idKey } from './product-keys'

/**
 * Informed consent (spec §3 lesson consent, activity consent, consent info; §4 consent popup and lesson
 * consent; §7 "Consent and activity"): consent documents, the companies data is shared with, per-lesson
 * answers and per-activity consent popups.
 */

const activityTypeSchema = {
  type: 'string',
  enum: ['ENP', 'LESSON', 'COURSE'],
  description: 'What the consent is bound to: ENP = a sponsored zone, LESSON, COURSE (spec §6)',
} as const

const activityIdSchema = {
  type: 'integer',
  minimum: 1,
  description: 'Id of the zone, lesson or course',
} as const

const consentActivityIdSchema = {
  type: 'integer',
  minimum: 1,
  description: 'The consent bound to one activity (informedConsentActivityId)',
} as const

const lessonTypeSchema = {
  type: 'string',
  enum: ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO'],
  description: 'Lesson type (spec §3 enumerations)',
} as const

const consentNotFound = {
  status: 404,
  code: 'resource.consent.not.found',
  when: 'no such consent (未找到知情同意书)',
} as const

/** The consent popup to show for an activity (spec §3 consent info). */
export const consentInfoSchema = {
  type: 'object',
  required: ['needPopup', 'level', 'informedConsentActivityId', 'style', 'url', 'content', 'title'],
  additionalProperties: false,
  properties: {
    needPopup: {
      type: 'boolean',
      description: 'Show the popup: the user never answered it, or last refused it',
    },
    level: {
      type: 'string',
      enum: ['OPTIONAL', 'MUST_AGREE'],
      description: 'MUST_AGREE: refusing closes the page; OPTIONAL: the popup may be dismissed (spec §4)',
    },
    informedConsentActivityId: consentActivityIdSchema,
    style: {
      type: 'integer',
      enum: [1, 2],
      description: '1 = the full text in the dialog; 2 = a short notice with a link to `url`',
    },
    url: { type: 'string', description: 'The full consent document (style 2); empty for style 1' },
    content: { type: 'string', description: 'Consent text as HTML (sanitize before rendering)' },
    title: { type: 'string', description: 'Dialog title' },
  },
} as const

const lessonConsentSchema = {
  type: 'object',
  required: ['lessonId', 'lessonType', 'agreed'],
  additionalProperties: false,
  properties: {
    lessonId: { type: 'integer', description: 'The lesson' },
    lessonType: {
      type: ['string', 'null'],
      enum: [...lessonTypeSchema.enum, null],
      description: 'Lesson type of the last answer; null when the user never answered',
    },
    agreed: {
      type: ['boolean', 'null'],
      description: 'The last answer; null when the user never answered for this lesson',
    },
  },
} as const

const lessonConsentRuleSchema = {
  type: 'object',
  required: ['lessonId', 'lessonType', 'brand', 'whitelist'],
  additionalProperties: false,
  properties: {
    lessonId: { type: 'integer', minimum: 1, description: 'The lesson that needs consent' },
    lessonType: lessonTypeSchema,
    brand: {
      type: 'string',
      enum: ['default', 'lilly'],
      description: 'Which consent dialog variant to show',
    },
    whitelist: {
      type: 'array',
      items: { type: 'string' },
      uniqueItems: true,
      description: 'userIds the rule applies to; empty = everyone',
    },
  },
} as const

/**
 * The static lesson-consent configuration the client fetches from the CDN (spec §3 consent check, §7:
 * "a static consent configuration file"), at `/{product}-doctor/frontend/h5/consent/lesson-consent.json`.
 * A lesson on either list needs consent for the users its whitelist admits.
 */
export const lessonConsentConfigSchema = {
  type: 'object',
  required: ['canView', 'cantView'],
  additionalProperties: false,
  properties: {
    canView: {
      type: 'array',
      items: lessonConsentRuleSchema,
      description: 'Lessons that may still be watched after refusing (canViewOnRejectConsent)',
    },
    cantView: {
      type: 'array',
      items: lessonConsentRuleSchema,
      description: 'Lessons that may not be watched unless the user agrees',
    },
    brands: {
      type: 'object',
      description: 'The consent dialog text of each brand variant',
      additionalProperties: {
        type: 'object',
        required: ['title', 'content'],
        additionalProperties: false,
        properties: {
          title: { type: 'string', description: 'Dialog title' },
          content: { type: 'string', description: 'Consent text as HTML' },
        },
      },
    },
  },
} as const

/** Where the lesson-consent configuration lives, under the CDN prefix `/{product}-doctor/frontend/h5/`. */
export const LESSON_CONSENT_CONFIG_PATH = 'consent/lesson-consent.json'

export const consentEndpoints = defineEndpoints([
  {
    name: 'consent.content',
    method: 'GET',
    path: '/resource/informed-consent-content/company/content',
    shows: ['consent'],
    publicCache: { maxAge: 60 },
    summary: 'A consent document: by id, else the current one of a type (default BMS).',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        id: { type: 'integer', minimum: 1, description: 'A document id; wins over type' },
        type: {
          type: 'string',
          enum: ['BMS', 'OFFLINE_CLASS', 'COMPANY'],
          description:
            'BMS = sensitive personal information, OFFLINE_CLASS = offline class sign-up, COMPANY = data sharing with companies',
        },
      },
    },
    response: {
      type: 'object',
      required: ['id', 'type', 'title', 'content', 'version', 'updatedAt'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'Document id' },
        type: { type: 'string', enum: ['BMS', 'OFFLINE_CLASS', 'COMPANY'], description: 'Document type' },
        title: { type: 'string', description: 'Title, e.g. 敏感信息知情同意书' },
        content: { type: 'string', description: 'The document as HTML (sanitize before rendering)' },
        version: { type: 'string', description: 'Document version, e.g. 2026.1' },
        updatedAt: { type: 'string', format: 'date-time', description: 'Last change (ISO)' },
      },
    },
    errors: [consentNotFound],
  },
  {
    name: 'consent.companyList',
    method: 'GET',
    path: '/resource/informed-consent-content/company/list',
    shows: ['consent'],
    publicCache: { maxAge: 60 },
    summary: 'The companies personal data is shared with (the company consent list screen).',
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        flag: {
          type: 'string',
          enum: ['1', '2'],
          description: '"1" = data processors working for us, "2" = partner enterprises; omit for both',
        },
      },
    },
    response: {
      type: 'array',
      maxItems: MAX_UNPAGED_LIST,
      items: {
        type: 'object',
        required: ['id', 'name', 'purpose', 'dataTypes', 'contact', 'url'],
        additionalProperties: false,
        properties: {
          id: { type: 'integer', description: 'Entry id' },
          name: { type: 'string', description: 'Company name' },
          purpose: { type: 'string', description: 'Why the data is shared' },
          dataTypes: {
            type: 'array',
            items: { type: 'string' },
            description: 'Which personal data is shared',
          },
          contact: { type: 'string', description: "The company's privacy contact" },
          url: { type: 'string', description: "The company's privacy policy" },
        },
      },
    },
  },
  {
    name: 'lessonConsent.get',
    method: 'GET',
    path: '/academy/v2/user/informed-consent/{lessonId}',
    shows: ['consent'],
    auth: true,
    summary: "The user's consent answer for a lesson (spec §4 lesson consent).",
    params: {
      type: 'object',
      required: ['lessonId'],
      additionalProperties: false,
      properties: { lessonId: { type: 'integer', minimum: 1, description: 'The lesson' } },
    },
    response: lessonConsentSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'lessonConsent.submit',
    method: 'POST',
    path: '/academy/v2/user/informed-consent/',
    changes: ['consent'],
    invalidates: false,
    auth: true,
    summary: "Records the user's consent answer for a lesson; the last answer counts.",
    body: {
      type: 'object',
      required: ['lessonId', 'lessonType', 'agreed'],
      additionalProperties: false,
      properties: {
        lessonId: { type: 'integer', minimum: 1, description: 'The lesson' },
        lessonType: lessonTypeSchema,
        agreed: { type: 'boolean', description: 'true = agreed, false = refused' },
      },
    },
    response: lessonConsentSchema,
    errors: [...sessionErrors],
  },
  {
    name: 'consent.bound',
    method: 'GET',
    path: '/resource/informed/consent/activity/',
    shows: ['consent'],
    summary: 'Is a consent bound to this activity? Checked before showing the popup (spec §4).',
    query: {
      type: 'object',
      required: ['activityType', 'activityId'],
      additionalProperties: false,
      properties: { activityType: activityTypeSchema, activityId: activityIdSchema },
    },
    response: {
      type: 'object',
      required: ['bound', 'informedConsentActivityId'],
      additionalProperties: false,
      properties: {
        bound: { type: 'boolean', description: 'A consent is bound; false hides the popup' },
        informedConsentActivityId: {
          type: ['integer', 'null'],
          description: 'The bound consent; null when none',
        },
      },
    },
  },
  {
    name: 'consent.popup',
    method: 'POST',
    path: '/resource/informed/consent/activity/popup',
    changesNothing: "A read sent as POST: whether to show an activity's consent popup, and what it says",
    invalidates: false,
    auth: true,
    summary: "Whether to show the activity's consent popup to this doctor, and what it says.",
    body: {
      type: 'object',
      required: ['activityType', 'activityId', idKey],
      additionalProperties: false,
      properties: {
        activityType: activityTypeSchema,
        activityId: activityIdSchema,
        [idKey]: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: "The logged-in doctor's {product}Id",
        },
      },
    },
    response: consentInfoSchema,
    errors: [
      ...sessionErrors,
      forbiddenError,
      { ...consentNotFound, when: 'no consent is bound to the activity' },
    ],
  },
  {
    name: 'consent.submit',
    method: 'POST',
    path: '/resource/informed/consent/activity/submit',
    changes: ['consent'],
    invalidates: false,
    auth: true,
    summary: "Records the doctor's answer to an activity consent; the last answer counts.",
    body: {
      type: 'object',
      required: ['informedConsentActivityId', idKey, 'agreeFlag'],
      additionalProperties: false,
      properties: {
        informedConsentActivityId: consentActivityIdSchema,
        [idKey]: {
          type: 'string',
          minLength: 1,
          maxLength: 64,
          description: "The logged-in doctor's {product}Id",
        },
        agreeFlag: {
          type: 'string',
          enum: ['true', 'false'],
          description: 'The answer as text (spec §3): "true" agrees, "false" refuses',
        },
      },
    },
    response: {
      type: 'object',
      required: ['informedConsentActivityId', 'agreed'],
      additionalProperties: false,
      properties: {
        informedConsentActivityId: consentActivityIdSchema,
        agreed: { type: 'boolean', description: 'The answer recorded' },
      },
    },
    errors: [...sessionErrors, forbiddenError, consentNotFound],
  },
])
