/**
 * The backend's dynamic-form visibility rule format (spec §3 "Dynamic form expression"), evaluated as it
 * is: expressions on other items' answers combined with relation 1 = and, 2 = or.
 */
export const formExpressionSchema = {
  type: 'object',
  required: ['formItemId', 'expression', 'optionValue'],
  additionalProperties: false,
  properties: {
    formItemId: { type: ['string', 'integer'], description: 'The form item whose answer is tested.' },
    expression: {
      enum: ['eq', 'ne'],
      description:
        'eq: the answer is non-empty and equals optionValue (or, for a list, includes it). ne: the opposite.',
    },
    optionValue: {
      type: ['string', 'number', 'boolean'],
      description: 'The value compared with the answer.',
    },
  },
} as const

export const formRuleSchema = {
  type: 'object',
  required: ['relation', 'expressions'],
  additionalProperties: false,
  properties: {
    relation: { enum: [1, 2], description: '1 = every expression must pass (and); 2 = any one passes (or).' },
    expressions: { type: 'array', minItems: 1, items: formExpressionSchema },
  },
} as const
