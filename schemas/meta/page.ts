import { actionKinds, actionListSchema, actionSchema, shareConfigProperties } from './action'
import { dataSourceSchema, widgetNodeSchema } from './node'

/**
 * The contract of one screen's page schema (schemas/pages/<file>.json). The editor schema
 * (page.schema.json) is generated from this with every widget's props added, so an operator gets
 * completion for props too.
 */
export const pageSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'https://dermacampus.example/schemas/meta/page.schema.json',
  title: 'DermaCampus page schema',
  type: 'object',
  required: ['body'],
  additionalProperties: false,
  properties: {
    $schema: { type: 'string' },
    $comment: { type: 'string' },
    title: {
      type: 'string',
      description: "Overrides the route's title in the header and document; may be a binding.",
    },
    data: {
      type: 'object',
      description: 'Data sources by key; each answer is `data.<key>` in bindings.',
      propertyNames: { pattern: '^[a-z][A-Za-z0-9]*$' },
      additionalProperties: { $ref: '#/$defs/dataSource' },
    },
    state: {
      type: 'object',
      description: 'Initial page state (`state.<key>`), changed by setState and call results.',
    },
    share: {
      type: 'object',
      additionalProperties: false,
      description:
        "The screen's share config (spec §3), set once its data has loaded: in WeChat the menu's card (a completed share claims shareRewardScore). Values may be bindings; `visible: false` hides the menu's share entries.",
      properties: {
        ...shareConfigProperties,
        title: { type: 'string', description: 'Share title; default the product name.' },
        visible: { type: 'boolean', description: "false hides WeChat's share entries on this screen." },
      },
    },
    onLoad: {
      $ref: '#/$defs/actionList',
      description: 'Actions run once when the screen opens (after its data loads).',
    },
    body: { type: 'array', items: { $ref: '#/$defs/node' }, description: 'The widget tree.' },
  },
  $defs: {
    node: widgetNodeSchema,
    dataSource: dataSourceSchema,
    action: actionSchema,
    actionList: actionListSchema,
  },
} as const

export { actionKinds }
