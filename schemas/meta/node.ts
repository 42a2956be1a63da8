import { jsonLogicSchema } from './binding'

/**
 * A widget node of a page's tree. `props` are checked against the widget's own props schema by
 * `npm run validate`; here they are only an object. Props named `on*` hold action lists and are resolved
 * when the action runs, not when the node renders.
 */
export const widgetNodeSchema = {
  type: 'object',
  required: ['widget'],
  additionalProperties: false,
  properties: {
    $comment: { type: 'string', description: 'A note for operators; ignored.' },
    widget: {
      type: 'string',
      pattern: '^[A-Z][A-Za-z0-9]*$',
      description: 'A registered widget type (PascalCase), e.g. "CourseCard".',
    },
    id: { type: 'string', description: 'Optional stable id, used in tracking and tests.' },
    props: { type: 'object', description: "The widget's props; values may be bindings or {$logic}." },
    if: {
      ...jsonLogicSchema,
      description: 'JSON Logic condition: the node renders only when truthy. With `each`, checked per item.',
    },
    each: {
      type: 'object',
      required: ['items'],
      additionalProperties: false,
      description: 'Repeat this node once per item of a list.',
      properties: {
        items: { type: 'string', pattern: '^\\$\\{[^}]+\\}$', description: 'A binding to an array.' },
        as: {
          type: 'string',
          pattern: '^[a-z][A-Za-z0-9]*$',
          default: 'item',
          description: 'Name of the item.',
        },
        key: { type: 'string', description: "Item field used as the React key, e.g. 'id'." },
      },
    },
    children: { type: 'array', items: { $ref: '#/$defs/node' }, description: 'Nested nodes.' },
    slots: {
      type: 'object',
      description: 'Named groups of nested nodes, for widgets with several areas (e.g. tab panes).',
      additionalProperties: { type: 'array', items: { $ref: '#/$defs/node' } },
    },
  },
} as const

/** A data source: a named endpoint call whose answer becomes `data.<key>`. */
export const dataSourceSchema = {
  type: 'object',
  required: ['api'],
  additionalProperties: false,
  properties: {
    api: {
      type: 'string',
      description: 'Endpoint name from the API contract (schemas/api), e.g. "app.releases".',
    },
    params: { type: 'object', description: 'Path, query or body values by name; values may be bindings.' },
    when: { ...jsonLogicSchema, description: 'Load only when this JSON Logic condition is truthy.' },
    default: { description: 'The value of data.<key> before the answer comes, and when skipped.' },
    optional: {
      type: 'boolean',
      default: false,
      description:
        'A failing optional source leaves its default; a failing required one shows the error block.',
    },
    fresh: {
      type: 'boolean',
      default: false,
      description:
        'A control decides on this answer (buy, vote, register, start an exam): whenever the doctor returns to the screen (back, the back-forward cache, the cashier, WeChat, the app, the tab shown again) the widgets bound to it get `awaitingFresh` and show a skeleton for that control until the answer asked for then arrives, instead of the last one.',
    },
  },
} as const
