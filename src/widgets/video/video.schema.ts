export const schema = {
  type: 'object',
  required: ['src'],
  additionalProperties: false,
  properties: {
    src: {
      type: 'string',
      description:
        'The video: an http(s) address or a path of this site (/media/…), MP4 or HLS (.m3u8, played by hls.js where the browser has no HLS). Any other scheme shows 视频地址无效.',
    },
    poster: {
      type: 'string',
      description: 'The picture shown before playing, an http(s) address or a path.',
    },
    autoplay: {
      type: 'boolean',
      default: false,
      description: 'Starts by itself, muted (browsers only autoplay muted video; the doctor can unmute).',
    },
    loop: { type: 'boolean', default: false, description: 'Starts again at the end.' },
    controls: {
      type: 'boolean',
      default: true,
      description: 'The browser’s play, seek and volume controls.',
    },
    ratio: {
      type: 'string',
      pattern: '^\\s*\\d+(\\.\\d+)?\\s*/\\s*\\d+(\\.\\d+)?\\s*$',
      default: '16 / 9',
      description: 'Width / height of the frame, e.g. 16 / 9, 4 / 3 or 9 / 16.',
    },
    caption: { type: 'string', description: 'A grey line under the video.' },
  },
} as const
