import type { Meta, StoryObj } from '@storybook/react-vite'
import ActivityList from '@/widgets/activity-list/activity-list'
import { activity, banner, inDays, page } from './activity-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const activities = [
  activity(),
  activity({
    id: 5,
    title: 'GCP 培训',
    subtitle: '药物临床试验质量管理规范（GCP）线上培训与结业考试',
    type: 'TRAINING',
    bannerUrl: banner('GCP 培训', '#1664d9', '#13c2c2'),
    registeredCount: 312,
  }),
  activity({
    id: 2,
    title: '2026 春季银屑病规范化诊疗线上峰会',
    subtitle: '生物制剂时代的银屑病全程管理',
    phase: 'NO_STARTED',
    startTime: inDays(5),
    endTime: inDays(5.3),
    bannerUrl: banner('银屑病峰会', '#722ed1', '#eb2f96'),
    registeredCount: 0,
  }),
  activity({
    id: 3,
    title: '2025 皮肤外科手术技能工作坊',
    subtitle: '切除缝合、皮瓣设计与术后管理实操',
    type: 'OFFLINE',
    phase: 'COMPLETED',
    startTime: inDays(-21),
    endTime: inDays(-20),
    venue: '上海市徐汇区华东医科大学附属第一医院',
    bannerUrl: banner('手术技能工作坊', '#595959', '#8c8c8c'),
    registeredCount: 59,
  }),
]

const byWindow = (params: Record<string, unknown>) =>
  page(params.status ? activities.filter((item) => item.phase === params.status) : activities, !params.status)

const meta = {
  title: 'Campaigns/ActivityList',
  component: ActivityList,
  ...widgetDocs('ActivityList'),
  args: { ...runtimeArgs() },
  decorators: [withRuntime({ api: { 'activity.items': byWindow } })],
} satisfies Meta<typeof ActivityList>

export default meta
type Story = StoryObj<typeof meta>

/** 全部: each window tag (进行中, 未开始, 已结束), 加载更多 at the end. */
export const Default: Story = {}

/** Opened on 进行中. */
export const InProgress: Story = { args: { status: 'PROCESSING' } }

/** Without tabs, embedded in another screen. */
export const WithoutTabs: Story = { args: { tabs: false, type: 'DURATION' } }

export const Loading: Story = { decorators: [withRuntime({ api: { 'activity.items': pending } })] }

export const Empty: Story = { decorators: [withRuntime({ api: { 'activity.items': page([]) } })] }

export const Failed: Story = {
  decorators: [withRuntime({ api: { 'activity.items': refused(500, 'server.error', '服务器开小差了') } })],
}
