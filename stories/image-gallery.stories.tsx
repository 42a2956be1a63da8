import type { Meta, StoryObj } from '@storybook/react-vite'
import ImageGallery from '@/widgets/image-gallery/image-gallery'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/** A labelled placeholder picture as a data: URL, so no story touches the network. */
function picture(label: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">` +
    `<rect width="600" height="800" fill="${background}"/>` +
    `<circle cx="300" cy="340" r="120" fill="#ffffff" fill-opacity="0.25"/>` +
    `<text x="300" y="560" font-size="36" text-anchor="middle" fill="#ffffff" ` +
    `font-family="PingFang SC, Microsoft YaHei, sans-serif">${label}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

const caseImages = [
  picture('斑块状银屑病 · 治疗前', '#b5534a'),
  picture('生物制剂治疗 12 周', '#c98a6b'),
  picture('皮肤镜 · 点状血管', '#8a4b6e'),
  picture('特应性皮炎 · 肘窝', '#a0674f'),
  picture('寻常痤疮 · 面颊', '#b86b5a'),
  picture('皮肤镜 · 不规则色素网', '#5a4a78'),
  picture('白癜风 · 手背', '#9a8574'),
]

const meta = {
  title: 'Building blocks/ImageGallery',
  component: ImageGallery,
  ...widgetDocs('ImageGallery'),
  args: { ...runtimeArgs(), urls: caseImages, openOnStart: false, onClose: [{ type: 'back' }] },
  // A plain browser: the gallery's own viewer (in WeChat the JS-SDK's previewImage opens instead).
  decorators: [withRuntime()],
} satisfies Meta<typeof ImageGallery>

export default meta
type Story = StoryObj<typeof meta>

/** The thumbnail grid with the viewer closed (`openOnStart: false`); tapping a thumbnail opens it. */
export const Grid: Story = {}

/** The image-viewer screen as configured: the full-screen viewer opens at once on the first image. */
export const ViewerOpenOnStart: Story = { args: { openOnStart: true } }

/** `current` picks the image the viewer opens at (0-based). */
export const ViewerOpenAtThirdImage: Story = { args: { openOnStart: true, current: 2 } }

/** previewImage: `current` names the image by its address, as WeChat's previewImage does. */
export const ViewerOpenAtImageAddress: Story = { args: { openOnStart: true, current: caseImages[3] } }

/** A `current` from the query string arrives as text; out of range falls back to the first image. */
export const CurrentOutOfRange: Story = { args: { openOnStart: true, current: '99' } }

export const SingleImage: Story = { args: { urls: [picture('皮肤镜 · 蓝白幕', '#3f5a7a')] } }

export const SingleImageViewerOpen: Story = {
  args: { urls: [picture('皮肤镜 · 蓝白幕', '#3f5a7a')], openOnStart: true },
}

/** Addresses from a query string: one string, separated by commas, spaces trimmed. */
export const UrlsFromQueryString: Story = { args: { urls: '/favicon.svg, /favicon.svg ,/favicon.svg' } }

/** Unsafe or malformed entries are dropped; the rest still show. */
export const SomeInvalidUrls: Story = {
  args: {
    urls: ['javascript:alert(1)', caseImages[0] ?? '', '', '//evil.example/a.png', caseImages[2] ?? ''],
  },
}

/** Nothing to show: an empty query parameter. */
export const EmptyUrls: Story = { args: { urls: '' } }

/** Nothing to show: every address is invalid. */
export const OnlyInvalidUrls: Story = {
  args: { urls: ['javascript:alert(1)', 'ftp://files.example.com/a.png', '  '], openOnStart: true },
}
