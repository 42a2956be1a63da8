export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    text: {
      type: 'string',
      default: '暂无内容',
      description: 'The main line, e.g. 暂无记录 or 还没有报名的活动.',
    },
    description: {
      type: 'string',
      default: '',
      description: 'A smaller grey line under it, e.g. 去首页看看吧.',
    },
    image: {
      type: 'string',
      description: "A picture address to show instead of the app's empty illustration.",
    },
    buttonText: {
      type: 'string',
      default: '去看看',
      description: 'Label of the button; the button shows only with onButtonClick.',
    },
    onButtonClick: {
      $ref: '#/$defs/actionList',
      description:
        'Actions of the button (e.g. navigate to the list, refresh); without them there is no button.',
    },
  },
} as const
