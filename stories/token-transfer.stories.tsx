import type { Meta, StoryObj } from '@storybook/react-vite'
import TokenTransfer from '@/widgets/token-transfer/token-transfer'
import { runtimeArgs } from './runtime-args'
import { pending, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Account/TokenTransfer',
  component: TokenTransfer,
  ...widgetDocs('TokenTransfer'),
  args: {
    ...runtimeArgs(),
    token: 'eyJhbGciOiJIUzI1NiJ9.story',
    redirectUrl: 'JTJGdjMlMkZjb3Vyc2UlMkZkZXRhaWwlM0ZpZCUzRDEy',
  },
  decorators: [withRuntime({ signIn: pending })],
} satisfies Meta<typeof TokenTransfer>

export default meta
type Story = StoryObj<typeof meta>

/** A token arrived: 正在登录… while the session loads the user behind it. */
export const SigningIn: Story = {}

/** No token in the link: 登录信息无效 with 去登录. */
export const MissingToken: Story = { args: { token: undefined } }

/** A token the server refuses: after a moment the same 登录信息无效. */
export const RefusedToken: Story = {
  decorators: [withRuntime({ signIn: new Error('auth.token.sign.invalid') })],
}

/** No return address: after logging in the user lands on the home screen. */
export const WithoutRedirect: Story = { args: { redirectUrl: undefined, token: '' } }
