export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    guide: {
      description:
        'The guide as guideline.detail answers it (bind `${data.guide}`); null shows 指南不存在或已下线.',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            title: { type: 'string' },
            society: { type: 'string', description: 'Issuing society.' },
            year: { type: ['integer', 'string'] },
            version: { type: 'string', description: 'Edition, e.g. 2023 版.' },
            tags: { type: 'array', items: { type: 'string' } },
            summary: { type: 'string', description: 'Abstract (plain text).' },
            bigPicUrl: { type: 'string', description: 'Saved with the favorite.' },
            viewCount: { type: 'integer' },
            favorite: { type: 'boolean', description: 'In the doctor’s favorites.' },
            relatedCourses: {
              type: 'array',
              items: {
                type: 'object',
                properties: {
                  id: { type: ['integer', 'string'] },
                  title: { type: 'string' },
                  bigPicUrl: { type: 'string' },
                  lecturerName: { type: 'string' },
                  lessonCount: { type: 'integer' },
                  price: { type: 'number', description: 'Yuan; 0 is 免费.' },
                },
              },
            },
          },
        },
        { type: 'null' },
      ],
    },
    part: {
      enum: ['header', 'related'],
      default: 'header',
      description:
        'header: tags, title, society, edition, reads, the 收藏 toggle (objectType GUIDELINE) and 摘要; related: the 相关课程 cards (nothing when none).',
    },
    courseRoute: {
      type: 'string',
      default: 'courseDetail',
      description: 'Route name a related course opens (with `id`).',
    },
  },
} as const
