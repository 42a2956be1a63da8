import type { Meta, StoryObj } from '@storybook/react-vite'
import ZoneSearch from '@/widgets/zone-search/zone-search'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'
import { page, zoneItems } from './zone-fixtures'

const byKeyword = (params: Record<string, unknown>) =>
  page(zoneItems.filter((item) => item.title.includes(String(params.keyword ?? ''))))

const meta = {
  title: 'Partners/ZoneSearch',
  component: ZoneSearch,
  ...widgetDocs('ZoneSearch'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ api: { 'zone.search': byKeyword } })],
} satisfies Meta<typeof ZoneSearch>

export default meta
type Story = StoryObj<typeof meta>

/** An empty box: the hint. Typing searches 300 ms after the last key. */
export const Empty: Story = {}

/** Results for 皮, the keyword highlighted. */
export const Results: Story = { args: { keyword: '皮' } }

/** 没有找到相关内容. */
export const NoMatch: Story = { args: { keyword: '无此内容' } }

export const Loading: Story = {
  args: { keyword: '皮' },
  decorators: [withRuntime({ api: { 'zone.search': pending } })],
}

export const Failed: Story = {
  args: { keyword: '皮' },
  decorators: [withRuntime({ api: { 'zone.search': refused(500, 'server.error', '服务器开小差了') } })],
}
