import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { fn } from 'storybook/test'
import type { PlatformInfo } from '@/runtime/platform'
import { RuntimeContext } from '@/runtime/render'
import LocationView from '@/widgets/location-view/location-view'
import { runtimeArgs } from './runtime-args'
import { storyRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const browser: PlatformInfo = {
  isApp: false,
  isWechat: false,
  isDesktop: false,
  isIos: true,
  isAndroid: false,
}
const wechat: PlatformInfo = { ...browser, isWechat: true }

type GetLocation = (options: {
  success: (result: { latitude: number; longitude: number }) => void
  fail?: (error: unknown) => void
}) => void

function WechatProvider({ getLocation, children }: { getLocation: GetLocation; children: ReactNode }) {
  const [runtime] = useState(() => {
    // A stand-in for the configured WeChat JS-SDK (its map cannot open in a story).
    ;(globalThis as { wx?: unknown }).wx = { openLocation: fn().mockName('wx.openLocation'), getLocation }
    return { ...storyRuntime(), platform: wechat }
  })
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

function inWechat(
  getLocation: GetLocation = ({ success }) => success({ latitude: 31.2304, longitude: 121.4737 }),
): Decorator {
  return (Story) => (
    <WechatProvider getLocation={getLocation}>
      <Story />
    </WechatProvider>
  )
}

function BrowserProvider({ children }: { children: ReactNode }) {
  const [runtime] = useState(() => {
    delete (globalThis as { wx?: unknown }).wx
    return { ...storyRuntime(), platform: browser }
  })
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

const inBrowser: Decorator = (Story) => (
  <BrowserProvider>
    <Story />
  </BrowserProvider>
)

const meta = {
  title: 'Building blocks/LocationView',
  component: LocationView,
  ...widgetDocs('LocationView'),
  args: {
    ...runtimeArgs(),
    mode: 'open',
    latitude: '31.2304',
    longitude: '121.4737',
    name: '上海交通大学医学院附属瑞金医院',
    address: '上海市黄浦区瑞金二路197号',
  },
  decorators: [inBrowser],
} satisfies Meta<typeof LocationView>

export default meta
type Story = StoryObj<typeof meta>

/** openLocation in a plain browser: the place, a clear message and a web-map link. */
export const OpenInBrowser: Story = {}

/** openLocation in WeChat: the JS-SDK map opens over the page; the card keeps 查看地图. */
export const OpenInWechat: Story = { decorators: [inWechat()] }

/** Missing or out-of-range coordinates. */
export const InvalidCoordinates: Story = { args: { latitude: '95', longitude: '' } }

/** chooseLocation in WeChat: the current position with 使用此位置. */
export const ChooseLocated: Story = { args: { mode: 'choose' }, decorators: [inWechat()] }

/** chooseLocation while the position is being read. */
export const ChooseLocating: Story = { args: { mode: 'choose' }, decorators: [inWechat(() => undefined)] }

/** chooseLocation when the position cannot be read (permission refused): 重试. */
export const ChooseFailed: Story = {
  args: { mode: 'choose' },
  decorators: [inWechat(({ fail }) => fail?.(new Error('denied')))],
}
