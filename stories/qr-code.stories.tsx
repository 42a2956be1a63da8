import type { Meta, StoryObj } from '@storybook/react-vite'
import QRCode from '@/widgets/qr-code/qr-code'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/QRCode',
  ...widgetDocs('QRCode'),
  component: QRCode,
  args: {
    ...runtimeArgs(),
    text: 'https://dermacampus.example/v3/offline/class?id=12',
    caption: '微信扫一扫，报名线下训练营',
  },
} satisfies Meta<typeof QRCode>

export default meta
type Story = StoryObj<typeof meta>

/** An address (the code appears once the encoder has loaded). */
export const Address: Story = {}

export const PlainText: Story = {
  args: { text: '报名码 DERM-2026-0412', caption: '现场签到时出示', size: 120 },
}

export const LargeLeft: Story = { args: { size: 240, align: 'left', caption: undefined } }

/** A javascript: text is refused: 无法生成二维码. */
export const Refused: Story = {
  args: { text: 'javascript:alert(document.cookie)', caption: '不安全的内容不会生成二维码' },
}

export const LongCaption: Story = {
  args: {
    caption: '长按识别二维码，关注皮肤科学院公众号，获取每周直播预告、课程更新与线下训练营报名通知',
  },
}
