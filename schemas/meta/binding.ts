/**
 * Value forms that config may use in place of a literal: a `${path}` binding or a `$logic` JSON Logic
 * expression. The validator and the editor schema accept them wherever a widget prop is typed.
 */
export const bindingSchema = {
  type: 'string',
  pattern: '\\$\\{[^}]+\\}',
  description:
    'A binding: `${query.id}` alone yields the value as it is (any type); `共${data.total}门` interpolates into text. Scope: query, data, state, user, env, and item/index inside `each`.',
} as const

export const logicValueSchema = {
  type: 'object',
  required: ['$logic'],
  additionalProperties: false,
  properties: {
    $logic: {
      description:
        'A JSON Logic expression evaluated against the scope, e.g. {"bigNumber": [{"var": "data.course.viewCount"}]}. Never eval.',
    },
  },
} as const

/** A JSON Logic rule (https://jsonlogic.com): an object with one operator key, or a literal. */
export const jsonLogicSchema = {
  description:
    'A JSON Logic condition, e.g. {"==": [{"var": "data.course.status"}, "ONLINE"]}. Truthy shows the node.',
  anyOf: [
    { type: 'object', minProperties: 1, maxProperties: 1 },
    { type: 'boolean' },
    { type: 'string' },
    { type: 'number' },
    { type: 'null' },
  ],
} as const

/**
 * The segments of a binding path: `data.list[0].title` → data, list, 0, title. The one grammar of a path,
 * read alike by the runtime's lookups (src/runtime/expr/path.ts) and the validator.
 */
export const BINDING_PATH_SEGMENT = /[^.[\]]+/g

export function bindingPathSegments(path: string): string[] {
  return path.trim().match(BINDING_PATH_SEGMENT) ?? []
}
