import type { Meta, StoryObj } from '@storybook/react-vite'
import Image from '@/widgets/image/image'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

// Inline pictures: stories call no network (docs/widgets.md).
const banner = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"><rect width="640" height="360" fill="#1b6bc5"/>' +
    '<text x="320" y="195" text-anchor="middle" font-size="40" fill="#fff">皮肤镜读片训练营</text></svg>',
)}`
const portrait = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 450"><rect width="300" height="450" fill="#008558"/>' +
    '<text x="150" y="235" text-anchor="middle" font-size="28" fill="#fff">竖版海报</text></svg>',
)}`

const meta = {
  title: 'Building blocks/Image',
  ...widgetDocs('Image'),
  component: Image,
  args: { ...runtimeArgs(), src: banner, alt: '皮肤镜读片训练营' },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Image>

export default meta
type Story = StoryObj<typeof meta>

/** 16:9, cover, 8 px corners. */
export const Default: Story = {}

/** A tall poster in a 16:9 frame: contain shows all of it on the frame's tint. */
export const Contain: Story = { args: { src: portrait, fit: 'contain', alt: '竖版海报' } }

/** The same poster cropped to fill the frame. */
export const CoverCropped: Story = { args: { src: portrait, fit: 'cover', alt: '竖版海报' } }

export const SquareNoRadius: Story = { args: { ratio: '1', radius: 0 } }

/** With actions the picture is a button (its alt is the button's name). */
export const Tappable: Story = {
  args: { onClick: [{ type: 'navigate', to: 'activityDetail', query: { id: 1 } }] },
}

/** No address: the app's default picture. */
export const Empty: Story = { args: { src: '', alt: '' } }

/** An address that fails to load: the default picture after the error. */
export const Broken: Story = { args: { src: 'data:image/png;base64,broken', alt: '加载失败的图片' } }
