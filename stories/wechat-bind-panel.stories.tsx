import type { Meta, StoryObj } from '@storybook/react-vite'
import { productNames } from '@/runtime/config'
import WechatBindPanel from '@/widgets/wechat-bind-panel/wechat-bind-panel'
import { runtimeArgs } from './runtime-args'
import { captchaImage, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const bound = {
  userId: 'u-1002',
  token: 'story-token',
  [productNames.idKey]: 'D1002',
  name: '王志强',
  img: '',
  accurateAuth: 2,
  mobileCountryCode: '86',
  version: '3.12.0',
  roles: [{ roleName: 'ROLE_DOCTOR' }],
  expiresAt: '2026-12-31T00:00:00.000Z',
}

const answers = {
  'healthchat.captcha': () => ({ captchaId: 'c-bind', image: captchaImage('R2W9') }),
  'healthchat.sendSmsWithCaptcha': { sent: true, interval: 60 },
  'wechat.bindByPhone': bound,
  'wechat.bindByPassword': bound,
}

const meta = {
  title: 'Account/WechatBindPanel',
  component: WechatBindPanel,
  ...widgetDocs('WechatBindPanel'),
  args: {
    ...runtimeArgs(),
    wxTicket: 'wxt_7f3a9c2e',
    redirectUrl: 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy',
  },
  decorators: [withRuntime({ api: answers })],
} satisfies Meta<typeof WechatBindPanel>

export default meta
type Story = StoryObj<typeof meta>

/** 手机号绑定 first: phone, image captcha, SMS code. */
export const PhoneBind: Story = {}

/** 密码绑定 first: an existing account's phone and password. */
export const PasswordBind: Story = { args: { methods: ['password', 'phone'] } }

/** Only binding by phone. */
export const PhoneOnly: Story = { args: { methods: ['phone'] } }

/** An SMS code went out 45 s ago: `15s后重新获取`. */
export const CountdownRunning: Story = {
  decorators: [withRuntime({ api: answers, lastSmsSendTime: Date.now() - 45_000 })],
}

/** The captcha picture failed to load: the box offers a retry. */
export const CaptchaFailed: Story = {
  decorators: [
    withRuntime({
      api: { ...answers, 'healthchat.captcha': refused(0, 'network.error', '网络连接失败，请稍后重试') },
    }),
  ],
}

/** Opened without a WeChat ticket (an old or copied link): a message and a way to the login screen. */
export const MissingTicket: Story = { args: { wxTicket: '' } }
