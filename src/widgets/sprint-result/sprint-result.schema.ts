export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    targetId: {
      type: 'string',
      description:
        'Whose result: the doctor id (bind `${query.targetDermaId}`). `mine` mode: empty = the logged-in doctor; another doctor’s id moves to the share page. Required in `share` mode.',
    },
    sprintId: {
      type: ['integer', 'string'],
      description: 'Which month (bind `${query.sprintId}`); empty: the current one.',
    },
    mode: {
      enum: ['mine', 'share'],
      default: 'mine',
      description:
        '`mine`: the logged-in doctor’s result (sprint.result) with 分享给同行 and 继续冲刺; `share`: the public card (sprint.publicResult) with 我也要参加 (login first, then the sprint).',
    },
    sprintRoute: {
      type: 'string',
      default: 'sprint',
      description: 'Route name of 继续冲刺 / 我也要参加.',
    },
    shareRoute: {
      type: 'string',
      default: 'sprintResultShare',
      description:
        'Route name of the public share page (the share link, and where another doctor’s result shows).',
    },
  },
} as const
