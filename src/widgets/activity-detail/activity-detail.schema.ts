export const schema = {
  type: 'object',
  additionalProperties: false,
  required: ['activityId'],
  properties: {
    activityId: {
      type: ['integer', 'string'],
      description:
        'The activity (bind `${query.id}`). Its facts come from activity.detail, its page text from the CDN (activity/{id}/activity.txt and variableContent.json, with the 10-minute timestamp).',
    },
    showTickets: {
      type: 'boolean',
      default: true,
      description: 'Show 我的签到券 (activity.tickets) for a logged-in doctor who holds tickets.',
    },
    lotteryRoute: {
      type: 'string',
      default: 'lotteryDetail',
      description: 'Route name of the lottery entry, opened with `id` = the activity’s lotteryId.',
    },
    voteRoute: {
      type: 'string',
      default: '2025AcmedVote',
      description:
        "Route name of the vote entry (the screen of one activity's entries), opened with `promotionId` = the activity’s votePromotionId and `activityId`.",
    },
    certificateRoute: {
      type: 'string',
      default: 'certificateList',
      description: 'Route name of the certificate entry, shown when the activity awards a certificate.',
    },
    durationRoute: {
      type: 'string',
      default: 'durationCountActivity',
      description: 'Route name of a DURATION activity’s progress screen, opened with `id`.',
    },
    onParticipate: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of the main button of an activity that takes no sign-up, while it is in progress (e.g. navigate to its courses); `event.id`. Without it no such button shows.',
    },
  },
} as const
