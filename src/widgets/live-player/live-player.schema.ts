export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    live: {
      description: 'The live lesson (live.detail’s LiveDetail; bind `${data.live}`).',
      anyOf: [
        {
          type: 'object',
          required: ['id', 'liveStatus'],
          properties: {
            id: { type: ['integer', 'string'], description: 'The live lesson id.' },
            title: { type: 'string' },
            liveStatus: { enum: ['COMING', 'STREAMING', 'OVER'], description: 'COMING → STREAMING → OVER.' },
            liveStartTime: {
              type: ['string', 'null'],
              description: 'ISO-8601 start; the countdown runs to it.',
            },
            liveEndTime: { type: ['string', 'null'], description: 'ISO-8601 end.' },
            streamUrl: { type: 'string', description: "The HLS stream (.m3u8); '' unless STREAMING." },
            replayUrl: { type: 'string', description: "The replay (MP4); '' unless OVER with a replay." },
            posterUrl: { type: 'string', description: 'Poster before and after the stream.' },
            bigPicUrl: { type: 'string', description: 'Cover, used when there is no poster.' },
            likeCount: { type: 'integer', minimum: 0 },
            liked: { type: 'boolean' },
            onlineCount: { type: 'integer', minimum: 0, description: 'Viewers now (STREAMING).' },
            accessible: { type: 'boolean', description: 'false: a locked cover instead of the stream.' },
          },
        },
        { type: 'null' },
      ],
    },
    onStatusChange: {
      $ref: '#/$defs/actionList',
      description: 'Actions when a refresh finds a new status (`event.status`, `event.live`).',
    },
    lockedText: { type: 'string', default: '购买课程后即可观看', description: 'Text of the locked cover.' },
    lockedButtonText: {
      type: 'string',
      default: '立即购买',
      description: 'Label of the locked cover’s button (shown only with onLocked).',
    },
    onLocked: { $ref: '#/$defs/actionList', description: 'Actions of the locked cover’s button.' },
  },
} as const
