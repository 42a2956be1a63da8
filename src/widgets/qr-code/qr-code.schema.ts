export const schema = {
  type: 'object',
  required: ['text'],
  additionalProperties: false,
  properties: {
    text: {
      type: 'string',
      description:
        'What the code holds: an http(s) address (e.g. `${data.activity.shareUrl}`) or a plain text without a scheme. Any other scheme (javascript:, data:, weixin:...) is refused: the block says 无法生成二维码.',
    },
    size: {
      type: 'integer',
      minimum: 64,
      maximum: 320,
      default: 160,
      description: 'Width and height of the code, in px (a quiet zone included).',
    },
    caption: { type: 'string', description: 'A grey line under the code, e.g. 微信扫一扫，报名线下训练营.' },
    align: { enum: ['left', 'center'], default: 'center', description: 'Where the code sits in the row.' },
  },
} as const
