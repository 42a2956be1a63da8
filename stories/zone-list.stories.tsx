import type { Meta, StoryObj } from '@storybook/react-vite'
import ZoneList from '@/widgets/zone-list/zone-list'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'
import { doctor, keptFollows, page, zone, zones } from './zone-fixtures'

const meta = {
  title: 'Partners/ZoneList',
  component: ZoneList,
  ...widgetDocs('ZoneList'),
  args: { ...runtimeArgs() },
  decorators: [
    // 关注 / 已关注: the page of zones is asked again and each card reads the server.
    withRuntime({ ...doctor, api: keptFollows() }),
  ],
} satisfies Meta<typeof ZoneList>

export default meta
type Story = StoryObj<typeof meta>

/** 企业号列表: 关注 / 已关注 on each card, 没有更多了 at the end. */
export const Default: Story = {}

/** One followed zone, more pages to load. */
export const Followed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'zone.items': page([zone({ followed: true }), ...zones.slice(1)], true) },
    }),
  ],
}

export const Loading: Story = { decorators: [withRuntime({ api: { 'zone.items': pending } })] }

export const Empty: Story = { decorators: [withRuntime({ api: { 'zone.items': page([]) } })] }

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'zone.items': refused(500, 'server.error', '服务器开小差了') } })],
}
