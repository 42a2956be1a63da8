/** spec §3 module types: the parts a lesson or course shows beside its content (decision 0031). */
export const MODULE_TYPES = ['EVALUATE', 'NOTE', 'SHOW_COMMENT', 'ACTIVE'] as const

export const schema = {
  type: 'object',
  required: ['tabs'],
  additionalProperties: false,
  properties: {
    tabs: {
      type: 'array',
      minItems: 1,
      description:
        "The tabs in order; each pane is the node's `slots.<key>` (rendered the first time its tab opens, then kept).",
      items: {
        type: 'object',
        required: ['key', 'title'],
        additionalProperties: false,
        properties: {
          key: {
            type: 'string',
            pattern: '^[A-Za-z0-9_-]+$',
            description: 'The tab key: names its slot and is the `tab` query value.',
          },
          title: { type: 'string', minLength: 1, description: 'The label, e.g. 课程介绍.' },
          module: {
            type: 'string',
            enum: MODULE_TYPES,
            description:
              'spec §3 module type of the pane (EVALUATE 评价, NOTE 笔记, SHOW_COMMENT 评论, ACTIVE 互动): the tab shows only when `modules` lists it.',
          },
        },
      },
    },
    modules: {
      type: 'array',
      items: { type: 'string' },
      description:
        'The module types the content offers (usually bound, e.g. `${data.lesson.modules}`): a tab naming a `module` not in it is hidden; absent = every tab shows (decision 0031).',
    },
    activeKey: { type: 'string', description: 'The tab open at first; the first tab when empty.' },
    sticky: {
      type: 'boolean',
      default: false,
      description: 'The tab bar sticks under the header while the page scrolls (spec §9 layer: sticky 970).',
    },
    syncQuery: {
      type: 'boolean',
      default: false,
      description:
        'Keep the open tab in the address (`?tab=<key>`, replaced in place), so back returns to the same tab.',
    },
    stateKey: {
      type: 'string',
      pattern: '^[A-Za-z_][A-Za-z0-9_]*$',
      description: 'Page state key that receives the open tab (`state.<key>`), for nodes outside the panes.',
    },
    onChange: {
      $ref: '#/$defs/actionList',
      description: 'Actions after the reader switches tabs. Event: key, title.',
    },
  },
} as const
