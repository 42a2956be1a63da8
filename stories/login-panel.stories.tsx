import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { productNames } from '@/runtime/config'
import LoginPanel from '@/widgets/login-panel/login-panel'
import { runtimeArgs } from './runtime-args'
import { captchaImage, pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const doctor = {
  userId: 'u-1001',
  token: 'story-token',
  [productNames.idKey]: 'D1001',
  name: '李文静',
  img: '',
  accurateAuth: 2,
  mobileCountryCode: '86',
  version: '3.12.0',
  roles: [{ roleName: 'ROLE_DOCTOR' }],
  expiresAt: '2026-12-31T00:00:00.000Z',
}

/** Every endpoint the login screen calls, answered as the reference server would. */
const answers = {
  'auth.captcha': () => ({ captchaId: 'c-visitor', image: captchaImage('K7P3') }),
  'healthchat.captcha': () => ({ captchaId: 'c-sms', image: captchaImage('M4X8') }),
  'healthchat.sendSmsWithCaptcha': { sent: true, interval: 60 },
  'auth.smsLoginNew': doctor,
  'auth.encryptionLogin': doctor,
  'auth.captchaLogin': { ...doctor, name: '访客3821', accurateAuth: 0, roles: [{ roleName: 'ROLE_GUEST' }] },
}

const meta = {
  title: 'Account/LoginPanel',
  component: LoginPanel,
  ...widgetDocs('LoginPanel'),
  args: {
    ...runtimeArgs(),
    redirectUrl: 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy',
    onAgreement: [{ type: 'navigate', to: 'bmsConsent' }],
  },
  decorators: [withRuntime({ api: answers })],
} satisfies Meta<typeof LoginPanel>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The default screen: 短信登录 first, then 密码登录 and 快捷登录. The return address is a course, so the
 * screen says 登录后继续 · 课程 and that the course is for certified doctors.
 */
export const SmsLogin: Story = {}

/** Opened without a return address (or one that is not a screen of the app): nothing about what follows. */
export const NoReturnAddress: Story = { args: { redirectUrl: undefined } }

/** Returning to a screen open to everyone (the growth academy home): its title, no certification note. */
export const ReturnToOpenScreen: Story = {
  // base64(encodeURIComponent('/v3/home'))
  args: { redirectUrl: 'JTJGdjMlMkZob21l' },
}

/** 密码登录 opened first: phone and password (with show/hide); the password travels encrypted. */
export const PasswordLogin: Story = { args: { methods: ['password', 'sms', 'captcha'] } }

/** 快捷登录 (visitor login) first, as an activity page links to it: type the characters of the picture. */
export const VisitorLogin: Story = {
  args: { methods: ['captcha', 'sms', 'password'], tokenExpirationHours: '72' },
}

/** Only the visitor login, for an activity that lets anyone take part. */
export const VisitorOnly: Story = { args: { methods: ['captcha'] } }

/** spec §5: confirming an empty code shows 请输入验证码 under the input and sends nothing. */
export const VisitorEmptyCode: Story = {
  args: { methods: ['captcha'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入验证码')).toBeVisible()
  },
}

/** A code was sent 18 s ago: the button counts down (`42s后重新获取`) and cannot be tapped. */
export const CountdownRunning: Story = {
  decorators: [withRuntime({ api: answers, lastSmsSendTime: Date.now() - 18_000 })],
}

/** Wrong phone number and nothing else typed: the messages under each field. */
export const SmsFieldErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('手机号'), '1231234')
    await userEvent.click(await canvas.findByRole('button', { name: '登录' }))
    await expect(await canvas.findByText('请输入正确的手机号')).toBeVisible()
  },
}

/** The captcha picture could not be loaded: the box offers a retry. */
export const CaptchaFailed: Story = {
  decorators: [
    withRuntime({
      api: { ...answers, 'healthchat.captcha': refused(429, 'rate.limited', '操作太频繁，请稍后再试') },
    }),
  ],
}

/** The picture is still on its way (slow network). */
export const CaptchaLoading: Story = {
  args: { methods: ['captcha', 'sms'] },
  decorators: [withRuntime({ api: { ...answers, 'auth.captcha': pending } })],
}

/** A long agreement text wraps under the button; no link when no action is configured. */
export const LongAgreement: Story = {
  args: {
    agreementText:
      '登录即表示您已阅读并同意平台的用户服务协议、隐私政策、敏感个人信息处理规则以及第三方合作企业/机构清单中的全部条款，',
    agreementLinkText: '《用户服务协议》《隐私政策》《敏感信息知情同意书》',
    onAgreement: [],
  },
}
