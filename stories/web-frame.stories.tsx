import type { Meta, StoryObj } from '@storybook/react-vite'
import WebFrame from '@/widgets/web-frame/web-frame'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/** The server's web.reachability answer for every story's page. */
const reachability = (status: 'REACHABLE' | 'UNREACHABLE' | 'UNCHECKED') =>
  withRuntime({ api: { 'web.reachability': { status } } })

const meta = {
  title: 'Building blocks/WebFrame',
  component: WebFrame,
  ...widgetDocs('WebFrame'),
  args: { ...runtimeArgs(), url: 'https://www.dermacampus.cn/about' },
  decorators: [reachability('REACHABLE')],
} satisfies Meta<typeof WebFrame>

export default meta
type Story = StoryObj<typeof meta>

/**
 * A host on the allowlist (`.dermacampus.cn`) that the server reaches opens in the frame, with a spinner
 * until the page loads and the server has answered. (Offline, the browser's own error page shows in the
 * frame: the story's server says the site answers.)
 */
export const AllowlistedUrl: Story = {}

/**
 * The server cannot reach the site (web.reachability UNREACHABLE, decision 0029): 网页无法打开 with the
 * host, 重试 (checks and loads again) and 复制链接 (复制成功), instead of the browser's broken-page picture.
 */
export const UnreachableSite: Story = {
  args: { url: 'https://www.dermacampus.cn/no-such-page' },
  decorators: [reachability('UNREACHABLE')],
}

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
