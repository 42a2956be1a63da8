import type { Meta, StoryObj } from '@storybook/react-vite'
import Video from '@/widgets/video/video'
import { cover } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const poster = cover('皮肤镜基础', '#0f5bb5', '#5fb4f0')

const meta = {
  title: 'Building blocks/Video',
  ...widgetDocs('Video'),
  component: Video,
  args: { ...runtimeArgs(), src: '/media/demo/clip.mp4', poster },
} satisfies Meta<typeof Video>

export default meta
type Story = StoryObj<typeof meta>

/** The poster and the browser's controls. */
export const Default: Story = { args: { caption: '皮肤镜下的色素网' } }

/** Starts by itself, muted, and loops (a banner-like clip). */
export const AutoplayMuted: Story = {
  args: { autoplay: true, loop: true, controls: false, caption: '30 秒认识皮肤镜' },
}

export const Portrait: Story = { args: { ratio: '9 / 16', caption: '1 分钟看懂痤疮分级' } }

export const WithCaption: Story = {
  args: { caption: '第 1 讲 · 皮损的颜色与结构：从色素网到血管模式，一次讲清皮肤镜下的基本结构' },
}

/** Not an http(s) address or a path: 视频地址无效, nothing is loaded. */
export const InvalidAddress: Story = { args: { src: 'javascript:alert(1)', poster: undefined } }
