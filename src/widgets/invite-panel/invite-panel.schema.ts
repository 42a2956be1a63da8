export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    code: {
      type: ['string', 'null'],
      description:
        'An inviter’s code from the invitation link (bind `${query.code}`): a visitor (or a doctor other than the inviter) sees the inviter’s card and 注册/登录, which carries the code.',
    },
    loginRoute: {
      type: 'string',
      default: 'login',
      description: 'Route name of 注册/登录; opened with `inviteCode` and `redirect_url` back to this page.',
    },
    shareTitle: {
      type: 'string',
      default: '邀请您加入 DermaCampus 皮肤科成长学院',
      description: 'Share card title after the inviter’s name (WeChat).',
    },
  },
} as const
