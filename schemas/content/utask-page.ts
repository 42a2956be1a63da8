import type { FromSchema } from 'json-schema-to-ts'
import { imageUrlSchema } from './common'

/**
 * The contract of a utask page file, `content/utask-pages/<name>.json`: a partner's page of tasks, served
 * at /v3/utask-<name> (the `/utask-{name}` screen; `other` is the /other screen). A page of its own kind,
 * not part of a task, because a page lists tasks of several files and a task may be on several pages.
 * `${content.utask-pages.<name>}` is the name itself.
 */
export const utaskPageContentSchema = {
  type: 'object',
  required: ['id', 'title', 'tasks'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    id: {
      type: 'string',
      pattern: '^[a-z0-9][a-z0-9-]{0,39}$',
      description:
        'The page name, as the file is named (content/utask-pages/<name>.json) and as the address says: "drwu" is served at /v3/utask-drwu. Lower-case letters, digits and dashes, at most 40. A page of that name the server already has (petersonslab, drwu, other) is taken over.',
    },
    title: { type: 'string', minLength: 1, maxLength: 60, description: 'The screen title, e.g. 吴博士专区.' },
    banner: { ...imageUrlSchema, description: 'The header picture (750 px wide). Left out: none.' },
    introduction: {
      type: 'string',
      maxLength: 20000,
      description: 'Shown under the header: HTML, sanitized where it shows. Left out: none.',
    },
    themeColor: {
      type: 'string',
      pattern: '^#[0-9a-fA-F]{6}$',
      description:
        'The accent colour of the page, #rrggbb (default #0063ef); white text on it and it as text on white need 4.5:1 (WCAG 1.4.3).',
    },
    tasks: {
      type: 'array',
      maxItems: 100,
      uniqueItems: true,
      description:
        'Its tasks, in this order within each status (进行中 first, then 即将开始, then 已结束; offline ones are left out): the id of a content/utasks file ("spring-survey"), or the number of a task the server has (7).',
      items: {
        oneOf: [
          { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,63}$', description: 'A content/utasks id.' },
          { type: 'integer', minimum: 1, description: 'A utask number the server has.' },
        ],
      },
    },
  },
} as const

export type UtaskPageContent = FromSchema<typeof utaskPageContentSchema>
