import type { Meta, StoryObj } from '@storybook/react-vite'
import BannerSwiper from '@/widgets/banner-swiper/banner-swiper'
import { banners, caption } from './learning-cards'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/BannerSwiper',
  component: BannerSwiper,
  ...widgetDocs('BannerSwiper'),
  args: { ...runtimeArgs(), items: banners },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: 12 }}>
        <Story />
      </div>
    ),
    withRuntime({ api: { 'banner.items': banners } }),
  ],
} satisfies Meta<typeof BannerSwiper>

export default meta
type Story = StoryObj<typeof meta>

/** Three banners turning by themselves, with dots. */
export const Default: Story = {}

/** One banner: no dots, no turning. */
export const Single: Story = { args: { items: banners.slice(0, 1) } }

/** Full width, square corners, 16:9. */
export const FullWidth: Story = { args: { rounded: false, ratio: '16 / 9', autoplay: false } }

/** Loaded from banner.items (location HOME). */
export const FromApi: Story = {
  args: { items: undefined, api: 'banner.items', params: { location: 'HOME' } },
  decorators: [caption('首页')],
}

export const Loading: Story = {
  args: { items: undefined, api: 'banner.items', params: { location: 'LIVE_HEADER' } },
  decorators: [caption('直播'), withRuntime({ api: { 'banner.items': pending } })],
}

/** No banners (or the call failed): nothing shows, the page closes up. */
export const Empty: Story = {
  args: { items: [] },
  decorators: [caption('没有横幅时不占位置，下面的内容直接上移')],
}

export const Failed: Story = {
  args: { items: undefined, api: 'banner.items', params: { location: 'U_TASK_HEADER' } },
  decorators: [
    caption('横幅加载失败时同样不占位置'),
    withRuntime({ api: { 'banner.items': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}

/** Pictures missing or broken: the default picture. */
export const BrokenPictures: Story = {
  args: {
    items: banners.map((banner, index) => ({
      ...banner,
      imageUrl: index === 0 ? '' : 'https://cdn.invalid/x.png',
    })),
  },
}
