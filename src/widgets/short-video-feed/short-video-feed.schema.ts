const shortVideo = {
  type: 'object',
  required: ['id', 'videoUrl'],
  description: 'A ShortVideo of the contract.',
  properties: {
    id: { type: ['integer', 'string'] },
    title: { type: 'string' },
    videoUrl: { type: 'string', description: 'The MP4.' },
    posterUrl: { type: 'string' },
    lecturer: {
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            name: { type: 'string' },
            title: { type: 'string', description: '职称, e.g. 主任医师.' },
            hospital: { type: 'string' },
            avatarUrl: { type: 'string' },
          },
        },
        { type: 'null' },
      ],
    },
    likeCount: { type: 'integer', minimum: 0 },
    liked: { type: 'boolean' },
    favorite: { type: 'boolean' },
    commentCount: { type: 'integer', minimum: 0 },
    collection: {
      anyOf: [
        {
          type: 'object',
          required: ['id', 'title'],
          properties: { id: { type: ['integer', 'string'] }, title: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
  },
} as const

export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    items: {
      type: 'array',
      items: shortVideo,
      description: 'The videos; when given, nothing is loaded.',
    },
    api: {
      enum: ['shortVideo.items'],
      default: 'shortVideo.items',
      description:
        'The list read when `items` is not given: shortVideo.items, the one endpoint answering ' +
        'Page<ShortVideo> (declared in short-video-feed.data.ts).',
    },
    params: {
      type: 'object',
      description:
        'What the list is of: `{ "collectionId": "${query.extraId}" }` (one collection); empty values are left ' +
        'out, and shortVideo.items takes no other param.',
    },
    initialId: {
      type: ['integer', 'string'],
      description:
        'Start at this video (`${query.id}`); fetched with shortVideo.detail when not in the list.',
    },
    position: {
      type: ['integer', 'string'],
      description: 'Index to start at (`${query.position}`), when initialId is not given or not found.',
    },
    jumpType: {
      type: 'string',
      description: '`collection` (`${query.jumpType}`): each video shows its 合集·<title> label.',
    },
    onComment: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the comment button (`event.id`, `event.title`).',
    },
    onCollection: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the 合集 label (`event.id`, `event.title` of the collection).',
    },
    onLecturer: {
      $ref: '#/$defs/actionList',
      description: 'Actions of the lecturer’s avatar (`event.id`, `event.name`).',
    },
  },
} as const
