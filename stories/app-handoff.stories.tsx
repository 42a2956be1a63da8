import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { fn } from 'storybook/test'
import type { PlatformInfo } from '@/runtime/platform'
import { RuntimeContext } from '@/runtime/render'
import AppHandoff, { launcher } from '@/widgets/app-handoff/app-handoff'
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
const app: PlatformInfo = { ...browser, isApp: true }

function PlatformProvider({ platform, children }: { platform: PlatformInfo; children: ReactNode }) {
  const [runtime] = useState(() => ({ ...storyRuntime(), platform }))
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>
}

/** A runtime on the given platform (WeChat, the app, a plain browser). */
function on(platform: PlatformInfo): Decorator {
  return (Story) => (
    <PlatformProvider platform={platform}>
      <Story />
    </PlatformProvider>
  )
}

// A story never leaves for a custom scheme or the download page: the launcher is a spy, and the page
// always stays in front (as in WeChat, which blocks app schemes).
launcher.open = fn().mockName('launcher.open')
launcher.pageVisible = () => true

const meta = {
  title: 'Building blocks/AppHandoff',
  component: AppHandoff,
  ...widgetDocs('AppHandoff'),
  args: {
    ...runtimeArgs(),
    direction: 'app',
    appPath: '/app/home?tab=cosmetology',
    title: '打开APP查看医美频道',
    description: '医美前沿课程、病例与直播，在 DermaCampus APP 中体验更完整',
    autoLaunch: false,
    launchTimeout: 800,
  },
  decorators: [on(wechat)],
} satisfies Meta<typeof AppHandoff>

export default meta
type Story = StoryObj<typeof meta>

/** yimeiToApp in WeChat before a tap: the landing card with 打开APP and the download link. */
export const ToAppLanding: Story = {}

/**
 * yimeiToApp in WeChat as configured: the launch starts at once, the page stays in front (WeChat
 * blocks the scheme), so the not-installed dialog offers 取消 / 继续 (继续 → the download page).
 */
export const NotInstalledDialog: Story = { args: { autoLaunch: true } }

/** skinCareChannelToApp: the same hand-off to the skin-care channel of the app. */
export const SkinCareChannelToApp: Story = {
  args: {
    appPath: '/skinCareChannel',
    title: '打开APP查看皮肤护理频道',
    description: '皮肤护理知识、产品试用与专家解读，尽在 DermaCampus APP',
  },
}

/** Inside the app the route opens over the bridge: no download link, 已在APP中打开. */
export const InsideTheApp: Story = { args: { autoLaunch: true }, decorators: [on(app)] }

/** The banner strip above the skin-care channel index. */
export const Banner: Story = {
  args: { variant: 'banner', title: '皮肤护理频道', description: '在 APP 中查看更多护理课程与活动' },
  decorators: [on(browser)],
}

/** appToWeixinBridge inside the app: 返回微信 opens WeChat. */
export const BackToWechatFromApp: Story = {
  args: { direction: 'wechat', title: '返回微信', description: '点击下方按钮回到微信，继续刚才的操作' },
  decorators: [on(app)],
}

/** appToWeixinBridge already in WeChat: says so and offers 关闭页面. */
export const BackToWechatInWechat: Story = {
  args: { direction: 'wechat', title: '返回微信', description: '点击下方按钮回到微信，继续刚才的操作' },
}
