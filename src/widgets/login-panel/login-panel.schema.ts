export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    methods: {
      type: 'array',
      items: { enum: ['sms', 'password', 'captcha'] },
      minItems: 1,
      uniqueItems: true,
      default: ['sms', 'password', 'captcha'],
      description:
        'Login methods shown as tabs, in this order; the first one opens first. sms = 短信登录 (phone, ' +
        'image captcha, SMS code), password = 密码登录 (encrypted), captcha = 快捷登录 (visitor login by image captcha).',
    },
    redirectUrl: {
      type: 'string',
      description:
        'Where to return after logging in, as the URL carries it (encodeURIComponent, then base64): bind ' +
        '`${query.redirect_url}`. Only a same-site address is followed; otherwise the user goes home.',
    },
    tokenExpirationHours: {
      type: ['number', 'string'],
      description:
        'Token lifetime in hours supplied by an activity (bind `${query.tokenExpirationHours}`); sent with ' +
        'the SMS and captcha logins when it is a positive number.',
    },
    agreementText: {
      type: 'string',
      default: '登录即表示您已阅读并同意',
      description: 'The agreement line under the login button, before the link text.',
    },
    agreementLinkText: {
      type: 'string',
      default: '《用户协议》和《隐私政策》',
      description: 'The tappable part of the agreement line (plain text when onAgreement is empty).',
    },
    onAgreement: {
      $ref: '#/$defs/actionList',
      description: 'Actions when the agreement link is tapped, e.g. navigate to the consent document.',
    },
  },
} as const
