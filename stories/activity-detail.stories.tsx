import type { Meta, StoryObj } from '@storybook/react-vite'
import ActivityDetail from '@/widgets/activity-detail/activity-detail'
import {
  activity,
  activityHtml,
  doctor,
  inDays,
  page,
  tickets,
  variableContent,
  withActivityRuntime,
  withServerState,
} from './activity-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const cdn = { html: activityHtml, variables: variableContent }
const registered = {
  registered: true,
  registeredAt: inDays(-2),
  appointmentStatus: 'UNSUBSCRIBED',
  ticketCount: 0,
}

const meta = {
  title: 'Campaigns/ActivityDetail',
  component: ActivityDetail,
  ...widgetDocs('ActivityDetail'),
  args: { ...runtimeArgs(), activityId: 1 },
  decorators: [
    withServerState(
      { ...doctor, cdn, api: { 'activity.detail': activity() } },
      {
        'activity.register': {
          answer: activity({ registeredCount: 1269, mine: registered }),
          reads: { 'activity.detail': activity({ registeredCount: 1269, mine: registered }) },
        },
      },
    ),
  ],
} satisfies Meta<typeof ActivityDetail>

export default meta
type Story = StoryObj<typeof meta>

/** In progress, registration open (立即报名), with lottery, vote and certificate entries. */
export const RegistrationOpen: Story = {}

/** Signed up: 已报名. */
export const Registered: Story = {
  decorators: [
    withActivityRuntime({ ...doctor, cdn, api: { 'activity.detail': activity({ mine: registered }) } }),
  ],
}

const upcoming = {
  id: 2,
  title: '2026 春季银屑病规范化诊疗线上峰会',
  phase: 'NO_STARTED',
  startTime: inDays(5),
  endTime: inDays(5.3),
  registrationStatus: 'NOT_START',
  registrationStartTime: inDays(1),
  registrationEndTime: inDays(5),
  appointmentEnabled: true,
  subscribedCount: 86,
  lotteryId: null,
  votePromotionId: null,
  hasCertificate: false,
}
const subscribed = activity({
  ...upcoming,
  subscribedCount: 87,
  mine: { ...registered, registered: false, appointmentStatus: 'SUBSCRIBED' },
})

/** Before the start: 活动还未开始, registration NOT_START, 预约提醒 offered (then 取消预约). */
export const NotStartedWithAppointment: Story = {
  decorators: [
    withServerState(
      {
        ...doctor,
        cdn: { html: activityHtml, variables: { ...variableContent, buttonText: '预约直播' } },
        api: { 'activity.detail': activity(upcoming) },
      },
      { 'activity.subscribe': { answer: subscribed, reads: { 'activity.detail': subscribed } } },
    ),
  ],
}

/** After the end: 活动已经结束, registration END. */
export const Ended: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      cdn,
      api: {
        'activity.detail': activity({
          phase: 'COMPLETED',
          startTime: inDays(-21),
          endTime: inDays(-20),
          registrationStatus: 'END',
          lotteryId: null,
          votePromotionId: null,
        }),
      },
    }),
  ],
}

/** An offline activity the doctor signed up for: 我的签到券 (signed and unsigned). */
export const OfflineWithTickets: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      cdn,
      api: {
        'activity.detail': activity({
          id: 4,
          type: 'OFFLINE',
          title: '2026 华东皮肤科青年医师病例研讨会',
          venue: '杭州市西湖区国际会议中心 2 号厅',
          quota: 200,
          registeredCount: 137,
          lotteryId: null,
          votePromotionId: null,
          hasCertificate: false,
          mine: { ...registered, ticketCount: 2 },
        }),
        'activity.tickets': page(tickets),
      },
    }),
  ],
}

/** INACTIVE: 活动已下线. */
export const Inactive: Story = {
  decorators: [
    withActivityRuntime({
      ...doctor,
      cdn,
      api: { 'activity.detail': activity({ status: 'INACTIVE', lotteryId: null }) },
    }),
  ],
}

/** The CDN files are missing: the facts still show, 暂无活动介绍. */
export const WithoutCdnContent: Story = {
  decorators: [withActivityRuntime({ ...doctor, cdn: 'missing', api: { 'activity.detail': activity() } })],
}

export const Loading: Story = {
  decorators: [withActivityRuntime({ ...doctor, cdn: 'pending', api: { 'activity.detail': pending } })],
}

export const NotFound: Story = {
  decorators: [
    withActivityRuntime({ api: { 'activity.detail': refused(404, 'activity.not.found', '活动不存在') } }),
  ],
}

export const Failed: Story = {
  decorators: [
    withActivityRuntime({
      api: { 'activity.detail': refused(500, 'server.error', '服务器开小差了，请稍后再试') },
    }),
  ],
}
