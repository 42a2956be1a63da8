import type { Meta, StoryObj } from '@storybook/react-vite'
import WebFrame from '@/widgets/web-frame/web-frame'
import { runtimeArgs } from './runtime-args'

const meta = {
  title: 'Widgets/WebFrame',
  component: WebFrame,
  args: { ...runtimeArgs(), url: 'https://www.dermacampus.cn/about' },
} satisfies Meta<typeof WebFrame>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A host on the allowlist (`.dermacampus.cn`) opens in the frame, with a spinner until the page loads.
 * Offline the browser ends the load with its own error page in the frame (the widget cannot tell).
 */
export const AllowlistedUrl: Story = {}

/** A WeChat official-account article: `mp.weixin.qq.com` is on every environment's allowlist. */
export const WechatArticle: Story = { args: { url: 'https://mp.weixin.qq.com/s/psoriasis-biologics-2026' } }

/** A host off the allowlist gets a message naming the host, never a frame. */
export const BlockedHost: Story = { args: { url: 'https://www.example.com/free-dermatology-ebook' } }

/** A look-alike host that only ends in the allowed domain's name is blocked too. */
export const LookAlikeHost: Story = { args: { url: 'https://dermacampus.cn.evil.example/login' } }

/** The link carried no `url` query parameter. */
export const EmptyUrl: Story = { args: { url: '' } }

/** Only spaces counts as no address. */
export const BlankUrl: Story = { args: { url: '   ' } }

/** An address without `https://` is not a URL, so it is refused (and named as typed). */
export const MissingScheme: Story = { args: { url: 'www.dermacampus.cn/about' } }

/** A non-web scheme is refused. (It has no host, so the message names an empty host: reported.) */
export const NonWebScheme: Story = { args: { url: 'javascript:alert(document.cookie)' } }
