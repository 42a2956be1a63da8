export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    token: {
      type: 'string',
      description:
        'The login token handed over in the URL (bind `${query.token}`); without one the panel shows ' +
        '登录信息无效 with a button to the login screen.',
    },
    redirectUrl: {
      type: 'string',
      description:
        'Where to go once signed in (encodeURIComponent, then base64): bind `${query.redirect_url}`. ' +
        'Only a same-site address is followed; otherwise home.',
    },
  },
} as const
