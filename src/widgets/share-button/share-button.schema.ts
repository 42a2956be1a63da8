export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: { type: 'string', default: '分享', description: 'The button label, e.g. 分享给同事.' },
    title: {
      type: 'string',
      description: 'Share title (bind e.g. `${data.course.title}`); default the screen’s title.',
    },
    desc: { type: 'string', description: 'Share description, e.g. the course’s lecturer and hospital.' },
    img: {
      type: 'string',
      description: 'Share picture, an http(s) address (e.g. `${data.course.bigPicUrl}`).',
    },
    link: { type: 'string', description: 'The address shared; default the current screen’s.' },
    sharePoster: {
      type: 'boolean',
      default: false,
      description: 'Offer 分享给好友 / 生成海报 first (the share action’s poster sheet).',
    },
    variant: {
      enum: ['primary', 'outline', 'text'],
      default: 'primary',
      description:
        'primary: filled in the brand colour; outline: brand-coloured border; text: a link-like label.',
    },
    block: { type: 'boolean', default: false, description: 'Full width of its row.' },
  },
} as const
