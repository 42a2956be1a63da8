export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    recordsRoute: {
      type: 'string',
      default: 'scholarshipRecord',
      description: 'Route name 收支明细 opens (the income and expense records screen).',
    },
    sprintRoute: {
      type: 'string',
      default: 'sprint',
      description: 'Route name of the study sprint month banner; "" hides the banner.',
    },
    goods: {
      type: 'boolean',
      default: true,
      description: 'Show the 兑换好礼 shelf (scholarship.exchange) under the tasks.',
    },
  },
} as const
