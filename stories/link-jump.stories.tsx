import type { Meta, StoryObj } from '@storybook/react-vite'
import LinkJump from '@/widgets/link-jump/link-jump'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Building blocks/LinkJump',
  component: LinkJump,
  ...widgetDocs('LinkJump'),
  args: { ...runtimeArgs(), type: 'ARTICLE', id: '12' },
  decorators: [withRuntime()],
} satisfies Meta<typeof LinkJump>

export default meta
type Story = StoryObj<typeof meta>

/** A valid link: the spinner shows while the screen is replaced by the article (history is a spy here). */
export const Jumping: Story = {}

/** An app-only target (an enterprise zone) in a browser: 请前往APP操作 with 打开APP and 返回首页. */
export const AppOnlyOutsideApp: Story = { args: { type: 'ZONE', id: '5' } }

/** A zone id of 300 or more is never jumped to (spec §5). */
export const ZoneAboveLimit: Story = { args: { type: 'ZONE', id: '301' } }

/** An unknown type: 链接无效 with 返回首页. */
export const UnknownType: Story = { args: { type: 'SOMETHING', id: '1' } }

/** A web address off the allowlist is refused. */
export const BlockedUrl: Story = { args: { type: 'URL', id: undefined, url: 'https://www.example.com/' } }
