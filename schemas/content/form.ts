import type { FromSchema } from 'json-schema-to-ts'
import { formFieldTypeSchema } from '../api/form'
import { contentIdSchema } from './common'

/** Field types that answer with one of their options (radio, select) or several (checkbox). */
export const CHOICE_FIELD_TYPES = ['radio', 'checkbox', 'select'] as const

/** Field types whose answer is typed text, so `maxLength` applies. */
export const TEXT_FIELD_TYPES = ['text', 'textarea', 'number', 'mobile', 'email', 'idCard', 'date'] as const

/**
 * A visibility rule in the backend's format (spec §3 "Dynamic form expression"; schemas/meta/form-rule.ts
 * is the API's side): expressions on earlier fields' answers, all of them (relation 1) or any one
 * (relation 2).
 */
const formFieldRuleSchema = {
  type: 'object',
  required: ['relation', 'expressions'],
  additionalProperties: false,
  description:
    'Show the field only when earlier answers match, e.g. {"relation": 1, "expressions": [{"formItemId": "hasAcne", "expression": "eq", "optionValue": "yes"}]}. Left out: always shown. A hidden field is not asked, and its answer is not kept.',
  properties: {
    relation: {
      enum: [1, 2],
      description: '1: every expression must pass (and); 2: any one passes (or).',
    },
    expressions: {
      type: 'array',
      minItems: 1,
      maxItems: 20,
      items: {
        type: 'object',
        required: ['formItemId', 'expression', 'optionValue'],
        additionalProperties: false,
        properties: {
          formItemId: {
            type: 'string',
            description: 'The id of an earlier field of this form, whose answer is tested.',
          },
          expression: {
            enum: ['eq', 'ne'],
            description:
              'eq: that answer is given and equals optionValue (a checkbox: includes it). ne: the opposite (an empty answer passes ne).',
          },
          optionValue: {
            type: ['string', 'number', 'boolean'],
            description:
              'The value compared, as text. When the field tested has options, one of their values.',
          },
        },
      },
    },
  },
} as const

const formFieldContentSchema = {
  type: 'object',
  required: ['id', 'type', 'label'],
  additionalProperties: false,
  properties: {
    id: {
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$',
      description:
        'Stable: answers are stored under it and rules name it (formItemId). Letters, digits, _ and -, e.g. "hasAcne". Renaming a field that doctors answered is removing it.',
    },
    type: {
      enum: formFieldTypeSchema.enum,
      description:
        'text (one line, at most 140 characters), textarea, number, mobile / email / idCard (checked like the spec §5 validators), date (yyyy-mm-dd), radio / select (one option), checkbox (several options), upload (pictures, see maxCount).',
    },
    label: { type: 'string', minLength: 1, maxLength: 100, description: 'What the doctor reads.' },
    required: {
      type: 'boolean',
      description: 'An answer is needed while the field is shown (default false).',
    },
    placeholder: {
      type: 'string',
      maxLength: 100,
      description: 'A hint inside the input; left out: the app’s default.',
    },
    options: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      description: 'The choices of a radio, checkbox or select field (needed there, refused elsewhere).',
      items: {
        type: 'object',
        required: ['label', 'value'],
        additionalProperties: false,
        properties: {
          label: {
            type: 'string',
            minLength: 1,
            maxLength: 100,
            description: 'What the doctor reads; records keep this text.',
          },
          value: {
            type: 'string',
            minLength: 1,
            maxLength: 64,
            description: 'What the answer holds and rules compare with; unique in the field.',
          },
        },
      },
    },
    maxLength: {
      type: 'integer',
      minimum: 1,
      maximum: 10000,
      description:
        'The longest answer, in characters, of a typed field (text is at most 140 whatever this says). Left out: no limit.',
    },
    maxCount: {
      type: 'integer',
      minimum: 1,
      maximum: 9,
      description: 'upload only: how many pictures (default 1).',
    },
    rule: formFieldRuleSchema,
  },
} as const

/**
 * The contract of a dynamic form file, `content/forms/<id>.json` (docs/server.md, Dynamic forms): its
 * texts and fields in display order, with the backend's visibility rules. The form's key is its id:
 * pages open it as the form screen with `key=<id>`; `${content.forms.<id>}` is the key itself.
 */
export const formContentSchema = {
  type: 'object',
  required: ['id', 'title', 'fields'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      ...contentIdSchema,
      description:
        'The form key, as the file is named: content/forms/<id>.json. Doctors’ records are kept under it: never reuse it for another form.',
    },
    title: { type: 'string', minLength: 1, maxLength: 100, description: 'The title of the form screen.' },
    description: {
      type: 'string',
      maxLength: 20000,
      description: 'Shown above the fields: HTML, sanitized where it shows. Left out: none.',
    },
    submitText: {
      type: 'string',
      minLength: 1,
      maxLength: 20,
      description: 'The submit button (default 提交).',
    },
    successText: {
      type: 'string',
      minLength: 1,
      maxLength: 100,
      description: 'Shown once a doctor submitted (default 提交成功).',
    },
    active: {
      type: 'boolean',
      description:
        'false: the form is offline (its screen says 表单不存在) and takes no answers; records are kept. Default true. Removing the file leaves the form as it was.',
    },
    fields: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      description:
        'In display order. A field that doctors answered cannot be removed, nor its type changed, unless the publish is forced (their records keep the answers as they gave them).',
      items: formFieldContentSchema,
    },
  },
} as const

export type FormContent = FromSchema<typeof formContentSchema>
export type FormFieldContent = FormContent['fields'][number]
