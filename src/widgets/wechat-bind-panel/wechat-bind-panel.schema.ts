export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    wxTicket: {
      type: 'string',
      description:
        'The WeChat ticket the authorisation step put in the URL (bind `${query.wxTicket}`); without it ' +
        'the panel asks the user to open the page from WeChat again.',
    },
    redirectUrl: {
      type: 'string',
      description:
        'Where to return after binding (encodeURIComponent, then base64): bind `${query.redirect_url}`.',
    },
    methods: {
      type: 'array',
      items: { enum: ['phone', 'password'] },
      minItems: 1,
      uniqueItems: true,
      default: ['phone', 'password'],
      description:
        'Bind methods shown as tabs, in this order: phone = 手机号绑定 (SMS code), password = 密码绑定.',
    },
  },
} as const
