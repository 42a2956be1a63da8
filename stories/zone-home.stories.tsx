import type { Meta, StoryObj } from '@storybook/react-vite'
import ZoneHome from '@/widgets/zone-home/zone-home'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'
import { doctor, keptFollows, zones } from './zone-fixtures'

const meta = {
  title: 'Partners/ZoneHome',
  component: ZoneHome,
  ...widgetDocs('ZoneHome'),
  args: { ...runtimeArgs() },
  // 关注 a recommended zone: the home is asked again and it moves up to 我关注的.
  decorators: [withRuntime({ ...doctor, api: keptFollows([1]) })],
} satisfies Meta<typeof ZoneHome>

export default meta
type Story = StoryObj<typeof meta>

/** 我关注的, 最新内容 and 推荐企业号. */
export const Default: Story = {}

/** A doctor who follows nothing yet: a hint and the recommendations. */
export const NothingFollowed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'zone.home': { followed: [], recommended: zones, latest: [] } } }),
  ],
}

/** Without a login: 去登录. */
export const LoggedOut: Story = { decorators: [withRuntime({ api: {} })] }

export const Loading: Story = { decorators: [withRuntime({ ...doctor, api: { 'zone.home': pending } })] }

export const Failed: Story = {
  decorators: [
    withRuntime({ ...doctor, api: { 'zone.home': refused(500, 'server.error', '服务器开小差了') } }),
  ],
}
