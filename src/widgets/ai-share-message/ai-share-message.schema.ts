export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    messageId: {
      type: ['integer', 'string', 'null'],
      description: 'The shared message (bind `${query.messageId}`); aiShare.message loads it.',
    },
    shareDoctorId: {
      type: ['integer', 'string', 'null'],
      description: 'Who shared it (bind `${query.shareDoctorId}`): an account id or a doctor id.',
    },
    ctaText: {
      type: 'string',
      default: '我也要问 AI 智能体',
      description: 'The bottom button; it opens the AI agent of the native app (app-only).',
    },
  },
} as const
