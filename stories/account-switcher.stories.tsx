import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import AccountSwitcher from '@/widgets/account-switcher/account-switcher'
import { runtimeArgs } from './runtime-args'
import { svgPicture, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const portrait = svgPicture(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">' +
    '<rect width="120" height="120" fill="#cfe0f5"/><circle cx="60" cy="48" r="22" fill="#f1c9a5"/>' +
    '<path d="M24 112c4-24 20-36 36-36s32 12 36 36z" fill="#ffffff"/>' +
    '<path d="M52 78h16l-8 18z" fill="#1f7ae0"/></svg>',
)

const certified = {
  userId: 'u-1001',
  name: '李文静',
  img: portrait,
  mobile: '138****0001',
  hospital: '北京协和医院',
  department: '皮肤科',
  title: '主治医师',
  accurateAuth: 2,
}

const meta = {
  title: 'Account/AccountSwitcher',
  component: AccountSwitcher,
  ...widgetDocs('AccountSwitcher'),
  args: { ...runtimeArgs(), account: certified },
  decorators: [withRuntime({ loginInfo: { token: 'story-token', name: '李文静', accurateAuth: 2 } })],
} satisfies Meta<typeof AccountSwitcher>

export default meta
type Story = StoryObj<typeof meta>

/** A certified doctor (accurateAuth 2): 已认证. */
export const Certified: Story = {}

/** Not certified yet (accurateAuth 0): 未认证. */
export const Uncertified: Story = {
  args: { account: { ...certified, name: '张敏', accurateAuth: 0, title: '住院医师', img: '' } },
}

/** No picture: the default avatar. */
export const DefaultAvatar: Story = { args: { account: { ...certified, img: '' } } }

/** A picture address that fails to load: the default avatar replaces it. */
export const BrokenAvatar: Story = {
  args: { account: { ...certified, img: 'https://img.invalid/avatar/404.png' } },
}

/** user.detail failed: the card shows what the session stored at login. */
export const FromSession: Story = {
  args: { account: null },
  decorators: [
    withRuntime({ loginInfo: { token: 'story-token', name: '陈晓燕', img: '', accurateAuth: 0 } }),
  ],
}

/** A visitor account (captcha login): no phone, no workplace. */
export const Visitor: Story = {
  args: { account: { userId: 'u-9', name: '访客3821', img: '', mobile: '', accurateAuth: 0 } },
}

export const LongTexts: Story = {
  args: {
    account: {
      ...certified,
      name: '欧阳慕容雪·阿依古丽·买买提',
      hospital: '中国医学科学院皮肤病医院（中国医学科学院皮肤病研究所）江苏省皮肤病与性病防治研究所',
      department: '皮肤外科与皮肤病理科',
      title: '主任医师、教授、博士研究生导师',
    },
  },
}

/** 退出登录 asks first. */
export const ConfirmLogout: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '退出登录' }))
    await expect(await within(document.body).findByText('确定要退出当前账号吗？')).toBeVisible()
  },
}
