import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import VideoExchangeForm from '@/widgets/video-exchange-form/video-exchange-form'
import { runtimeArgs } from './runtime-args'
import { refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }

const meta = {
  title: 'Learning/VideoExchangeForm',
  component: VideoExchangeForm,
  ...widgetDocs('VideoExchangeForm'),
  args: { ...runtimeArgs() },
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'videoExchange.redeem': { lessonId: 1012, title: '寻常型银屑病的临床表现与皮肤镜特征' } },
    }),
  ],
} satisfies Meta<typeof VideoExchangeForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

/** 立即兑换 without a code: 请输入兑换码 under the field. */
export const CodeMissing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '立即兑换' }))
    await expect(await canvas.findByText('请输入兑换码')).toBeVisible()
  },
}

/** A good code: 兑换成功 with the video and 立即观看. */
export const Redeemed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByLabelText('兑换码'), ' derm-2026-a1b2 ')
    await userEvent.click(canvas.getByRole('button', { name: '立即兑换' }))
    await expect(await canvas.findByText('兑换成功')).toBeVisible()
  },
}

/** An invalid code: the client toasts 兑换码无效; the code stays. */
export const InvalidCode: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: { 'videoExchange.redeem': refused(400, 'academy.exchange.code.invalid', '兑换码无效') },
    }),
  ],
}
