export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: {
      type: ['integer', 'string'],
      description: 'The group purchase id (bind `${query.groupId}` or the course’s groupPurchase.id).',
    },
    onJoin: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of 参与拼团, e.g. navigate to the order screen; `event.id` (group), `event.courseId`, ' +
        '`event.price` (group price).',
    },
  },
} as const
