export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: {
      type: ['integer', 'string'],
      description: 'The live lesson id (bind `${query.id}`): lillyLive.detail, and `lessonId` of the record.',
    },
    data: {
      type: 'string',
      description:
        'The partner data of the link (bind `${query.data}`), sent back with lillyLive.record; without it ' +
        'the data lillyLive.detail answers is sent.',
    },
    partnerText: {
      type: 'string',
      default: '由礼来提供支持',
      description: 'The partner strip under the live.',
    },
  },
} as const
