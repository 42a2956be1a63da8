export const defaultVideoNotice =
  '本视频仅供医疗专业人士学习交流，不构成任何诊疗建议；请勿录屏、转载或用于商业用途。观看即表示您同意遵守平台学习公约。'

export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    video: {
      description:
        'The video as vod.detail / vod.userDetail answer it (VideoDetail; bind `${data.video}`); null shows ' +
        '视频不存在或已下线.',
      anyOf: [
        {
          type: 'object',
          properties: {
            id: { type: ['integer', 'string'] },
            title: { type: 'string' },
            bigPicUrl: { type: 'string' },
            posterUrl: { type: 'string', description: 'Preferred over bigPicUrl for the cover.' },
            duration: { type: ['integer', 'null'], description: 'Seconds, shown on the cover.' },
            introduction: { type: 'string', description: 'HTML (sanitized before it is shown).' },
            viewCount: { type: 'number' },
            lecturer: {
              anyOf: [
                {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    title: { type: 'string' },
                    hospital: { type: 'string' },
                    avatarUrl: { type: 'string' },
                  },
                },
                { type: 'null' },
              ],
            },
          },
        },
        { type: 'null' },
      ],
    },
    notice: {
      type: 'string',
      default: defaultVideoNotice,
      description: 'The notice card above the button.',
    },
  },
} as const
