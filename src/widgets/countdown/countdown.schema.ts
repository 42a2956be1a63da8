export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    to: {
      type: ['string', 'number', 'null'],
      description:
        'The moment it counts down to: an ISO time (`2026-11-25T10:00:00+08:00`) or epoch milliseconds, ' +
        'usually bound (`${data.activity.startTime}`). Missing or unreadable: nothing shows.',
    },
    prefix: {
      type: 'string',
      default: '',
      description: 'Text before the time left, e.g. 距活动开始 or 距投票结束.',
    },
    endedText: {
      type: 'string',
      default: '活动已经结束',
      description:
        'Shown instead once the moment has passed (spec §4’s 活动已经结束 by default; e.g. 活动已开始). ' +
        'Empty: nothing shows after the end.',
    },
    align: { enum: ['left', 'center', 'right'], default: 'left', description: 'Horizontal alignment.' },
    onEnd: {
      $ref: '#/$defs/actionList',
      description:
        'Actions run once when the countdown reaches zero while it is on screen (e.g. refresh the page data); ' +
        'not when the page opens after the moment.',
    },
  },
} as const
