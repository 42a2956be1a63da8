import type { Meta, StoryObj } from '@storybook/react-vite'
import ZoneDetail from '@/widgets/zone-detail/zone-detail'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'
import { doctor, keptFollows, page, zone, zoneIntroduction, zoneItems } from './zone-fixtures'

const detail = { ...zone(), introduction: zoneIntroduction }
const bySection = (params: Record<string, unknown>) =>
  page(params.section ? zoneItems.filter((item) => item.section === params.section) : zoneItems)

const meta = {
  title: 'Partners/ZoneDetail',
  component: ZoneDetail,
  ...widgetDocs('ZoneDetail'),
  args: { zoneId: 1, ...runtimeArgs() },
  decorators: [
    withRuntime({
      ...doctor,
      // 关注 / 已关注: zone.detail is asked again after the write and reads the server.
      api: { ...keptFollows(), 'zone.contents': bySection },
    }),
  ],
} satisfies Meta<typeof ZoneDetail>

export default meta
type Story = StoryObj<typeof meta>

/** 企业专区: banner, 关注, then 首页 (introduction, every item) / 活动 / 产品兑换 / 产品介绍. */
export const Default: Story = {}

/** Already followed (已关注). */
export const Followed: Story = {
  decorators: [
    withRuntime({
      ...doctor,
      api: { 'zone.detail': { ...detail, followed: true }, 'zone.contents': bySection },
    }),
  ],
}

/** A zone with no items yet (暂无内容). */
export const NoItems: Story = {
  decorators: [
    withRuntime({ api: { 'zone.detail': { ...detail, itemCount: 0 }, 'zone.contents': page([]) } }),
  ],
}

export const Loading: Story = { decorators: [withRuntime({ api: { 'zone.detail': pending } })] }

export const Missing: Story = {
  decorators: [withRuntime({ api: { 'zone.detail': refused(404, 'zone.not.found', '专区不存在') } })],
}

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'zone.detail': refused(500, 'server.error', '服务器开小差了') } })],
}

/** The zone loads but its items fail: 重试 under the tabs. */
export const ItemsFailed: Story = {
  decorators: [
    withRuntime({
      api: { 'zone.detail': detail, 'zone.contents': refused(500, 'server.error', '服务器开小差了') },
    }),
  ],
}
