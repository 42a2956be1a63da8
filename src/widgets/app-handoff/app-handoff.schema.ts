export const schema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    direction: {
      enum: ['app', 'wechat'],
      default: 'app',
      description:
        'app: open the native app (yimeiToApp, skinCareChannelToApp); wechat: bring the doctor from the app back into WeChat (appToWeixinBridge).',
    },
    appPath: {
      type: 'string',
      default: '/app/home?tab=cosmetology',
      description:
        'The app route to open (with its query), e.g. /app/home?tab=cosmetology or /skinCareChannel. Inside the app it is opened over the bridge; outside it the app scheme carries it.',
    },
    title: { type: 'string', default: '打开APP', description: 'Headline of the hand-off card.' },
    description: {
      type: 'string',
      default: '在 DermaCampus APP 中查看完整内容，体验更流畅',
      description: 'One line under the headline.',
    },
    buttonText: { type: 'string', description: 'Text of the main button (default 打开APP / 返回微信).' },
    variant: {
      enum: ['page', 'banner'],
      default: 'page',
      description: 'page: a full landing screen; banner: a compact strip above other content.',
    },
    autoLaunch: {
      type: 'boolean',
      default: true,
      description:
        'Try to open the target as soon as the screen shows (page variant, in WeChat or the app; a plain browser needs a tap).',
    },
    launchTimeout: {
      type: 'integer',
      minimum: 300,
      maximum: 10000,
      default: 2000,
      description:
        'Browser only: milliseconds to wait for the app to take over; if the page is still visible then, the app is taken as not installed (spec §8 dialog).',
    },
  },
} as const
