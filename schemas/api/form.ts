import { formRuleSchema } from '../meta/form-rule'
import { sessionErrors } from './common'
import { defineEndpoints } from './define'
import { pageOf, pageQueryProperties } from './paging'

/**
 * Dynamic forms (spec §3 "Dynamic form expression", §5 validators, §7 form screens): a form definition by
 * key, submitting answers (a record), the caller's records, and a small image upload for `upload` fields.
 * Visibility rules are the backend's format (schemas/meta/form-rule.ts); the server checks the visible
 * fields again on submit and stores only their answers.
 */

export const formFieldTypeSchema = {
  type: 'string',
  enum: [
    'text',
    'textarea',
    'number',
    'mobile',
    'email',
    'idCard',
    'date',
    'radio',
    'checkbox',
    'select',
    'upload',
  ],
  description:
    'text (trimmed, at most 140 characters), textarea, number, mobile / email / idCard (spec §5 validators), date (yyyy-mm-dd), radio / select (one option value), checkbox (a list of option values), upload (a list of image URLs from form.upload)',
} as const

const formOptionSchema = {
  type: 'object',
  required: ['label', 'value'],
  additionalProperties: false,
  properties: {
    label: { type: 'string', description: 'What the doctor reads' },
    value: { type: 'string', description: 'What the answer holds (and rules compare with)' },
  },
} as const

export const formFieldSchema = {
  type: 'object',
  required: ['id', 'type', 'label', 'required', 'placeholder', 'options', 'maxLength', 'maxCount', 'rule'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'Form item id: the key of its answer; rules name it as formItemId' },
    type: formFieldTypeSchema,
    label: { type: 'string', description: 'Label' },
    required: { type: 'boolean', description: 'An answer is needed while the field is visible' },
    placeholder: { type: 'string', description: "Hint inside the input ('' = a default)" },
    options: { type: 'array', items: formOptionSchema, description: 'Choices of radio / checkbox / select' },
    maxLength: {
      type: ['integer', 'null'],
      description: 'Longest answer for text-like fields (text is always at most 140); null = no limit',
    },
    maxCount: { type: ['integer', 'null'], description: 'Most images of an upload field; null = 1' },
    rule: {
      anyOf: [formRuleSchema, { type: 'null' }],
      description: 'Visibility rule on earlier answers (relation 1 = and, 2 = or); null = always visible',
    },
  },
} as const

export const formDefinitionSchema = {
  type: 'object',
  required: ['key', 'title', 'description', 'submitText', 'successText', 'loginRequired', 'fields'],
  additionalProperties: false,
  properties: {
    key: { type: 'string', description: 'Form key (route form?key=)' },
    title: { type: 'string', description: 'Title' },
    description: { type: 'string', description: "Intro text, sanitized HTML ('' when none)" },
    submitText: { type: 'string', description: 'Submit button text' },
    successText: { type: 'string', description: 'Shown on the result page after submitting' },
    loginRequired: { type: 'boolean', description: 'Submitting needs a login (always true today)' },
    fields: { type: 'array', items: formFieldSchema, description: 'Fields in display order' },
  },
} as const

const answersSchema = {
  type: 'object',
  description:
    'Answers by form item id: a string (text-like, radio, select, date), a number (number) or a list of strings (checkbox, upload)',
  additionalProperties: {
    anyOf: [{ type: 'string' }, { type: 'number' }, { type: 'array', items: { type: 'string' } }],
  },
} as const

const recordAnswerSchema = {
  type: 'object',
  required: ['id', 'label', 'type', 'value'],
  additionalProperties: false,
  properties: {
    id: { type: 'string', description: 'Form item id' },
    label: { type: 'string', description: 'The field label when submitted' },
    type: formFieldTypeSchema,
    value: {
      type: 'array',
      items: { type: 'string' },
      description: 'The answer as text lines: option labels for choices, image URLs for uploads',
    },
  },
} as const

export const formRecordSchema = {
  type: 'object',
  required: ['id', 'formKey', 'formTitle', 'createdAt', 'answers'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer', description: 'Record id (route formRecordDetail?id=)' },
    formKey: { type: 'string', description: 'The form key (projectKey)' },
    formTitle: { type: 'string', description: 'The form title' },
    createdAt: { type: 'string', format: 'date-time', description: 'When it was submitted' },
    answers: {
      type: 'array',
      items: recordAnswerSchema,
      description: 'Answers of the visible fields, in order',
    },
  },
} as const

const formNotFound = {
  status: 404,
  code: 'form.not.found',
  when: 'no form has this key, or it is offline (表单不存在)',
} as const
const keyParams = {
  type: 'object',
  required: ['key'],
  additionalProperties: false,
  properties: { key: { type: 'string', minLength: 1, maxLength: 64, description: 'Form key' } },
} as const

export const formEndpoints = defineEndpoints([
  {
    name: 'form.definition',
    method: 'GET',
    path: '/academy/v1/form/{key}',
    shows: ['form'],
    publicCache: { maxAge: 60 },
    summary: 'A form definition: its fields and their visibility rules.',
    params: keyParams,
    response: formDefinitionSchema,
    errors: [formNotFound],
  },
  {
    name: 'form.submit',
    method: 'POST',
    path: '/academy/v1/user/form/{key}/record',
    changes: ['form', 'utask'],
    invalidates: false,
    auth: true,
    summary:
      'Submits answers: the server checks every visible field (required, type, spec §5 validators) and stores the visible answers as a record.',
    params: keyParams,
    body: {
      type: 'object',
      required: ['answers'],
      additionalProperties: false,
      properties: { answers: answersSchema },
    },
    response: formRecordSchema,
    errors: [
      ...sessionErrors,
      formNotFound,
      {
        status: 400,
        code: 'form.answer.invalid',
        when: 'a visible field is missing, too long, not an option, or fails its validator; the message names the field and what it expects, in the app’s words (schemas/meta/form-messages.ts: 请填写… / 请选择… / …请填写数字 / …应为 11 位手机号码)',
      },
    ],
  },
  {
    name: 'form.records',
    method: 'GET',
    path: '/community-search/v1/user/form-record/items',
    shows: ['form'],
    auth: true,
    summary: "The caller's form records, newest first, optionally of one form.",
    query: {
      type: 'object',
      additionalProperties: false,
      properties: {
        projectKey: { type: 'string', maxLength: 64, description: 'Only records of this form key' },
        ...pageQueryProperties,
      },
    },
    response: pageOf(formRecordSchema, 'Page<FormRecord>'),
    errors: [...sessionErrors],
  },
  {
    name: 'form.record',
    method: 'GET',
    path: '/academy/v1/user/form/record/{id}',
    shows: ['form'],
    auth: true,
    summary: 'One of the caller’s form records.',
    params: {
      type: 'object',
      required: ['id'],
      additionalProperties: false,
      properties: { id: { type: 'integer', minimum: 1, description: 'Record id' } },
    },
    response: formRecordSchema,
    errors: [
      ...sessionErrors,
      {
        status: 404,
        code: 'form.record.not.found',
        when: 'no record with this id belongs to the caller (记录不存在)',
      },
    ],
  },
  {
    name: 'form.upload',
    method: 'POST',
    path: '/academy/v1/user/form/upload',
    changesNothing: 'Stores an image for a form not sent yet; no read shows it before form.submit',
    invalidates: false,
    auth: true,
    summary:
      'Stores one image for an upload field (a data URL, PNG / JPEG / WebP, at most 512 KB decoded) and answers its URL.',
    body: {
      type: 'object',
      required: ['dataUrl'],
      additionalProperties: false,
      properties: {
        dataUrl: {
          type: 'string',
          maxLength: 700_000,
          description: 'data:image/png|jpeg|webp;base64,…',
        },
      },
    },
    response: {
      type: 'object',
      required: ['id', 'url'],
      additionalProperties: false,
      properties: {
        id: { type: 'integer', description: 'Upload id' },
        url: {
          type: 'string',
          description: 'The stored image as a data URL; put it in the answer of the upload field',
        },
      },
    },
    errors: [
      ...sessionErrors,
      {
        status: 400,
        code: 'form.upload.invalid',
        when: 'not a PNG / JPEG / WebP data URL, or larger than 512 KB (图片格式不支持或超过 512KB)',
      },
    ],
  },
])
