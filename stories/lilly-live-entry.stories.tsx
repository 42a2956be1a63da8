import type { Meta, StoryObj } from '@storybook/react-vite'
import LillyLiveEntry from '@/widgets/lilly-live-entry/lilly-live-entry'
import { cover, DAY, fromNow, HOUR, lecturers } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const live = {
  id: 1002,
  courseId: null,
  title: '银屑病共病管理专家论坛——心血管风险与代谢综合征',
  lessonType: 'LIVE',
  bigPicUrl: cover('专家论坛', '#b4232f', '#f08a8a'),
  posterUrl: cover('专家论坛', '#b4232f', '#f08a8a'),
  liveStatus: 'STREAMING',
  liveStartTime: fromNow(-HOUR),
  liveEndTime: fromNow(HOUR),
  onlineCount: 2381,
  lecturer: lecturers.zhang,
  partner: 'LILLY',
  data: 'lilly-campaign-2026',
}
const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }
const answers = (detail: unknown) => ({ 'lillyLive.detail': detail, 'lillyLive.record': { recorded: true } })

const meta = {
  title: 'Partners/LillyLiveEntry',
  component: LillyLiveEntry,
  ...widgetDocs('LillyLiveEntry'),
  args: { ...runtimeArgs(), id: 1002, data: 'lilly-campaign-2026' },
  decorators: [withRuntime({ loginInfo: loggedIn, latency: 0, api: answers(live) })],
} satisfies Meta<typeof LillyLiveEntry>

export default meta
type Story = StoryObj<typeof meta>

export const Streaming: Story = {}

export const Coming: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      latency: 0,
      api: answers({ ...live, liveStatus: 'COMING', liveStartTime: fromNow(2 * DAY) }),
    }),
  ],
}

export const Over: Story = {
  decorators: [
    withRuntime({ loginInfo: loggedIn, latency: 0, api: answers({ ...live, liveStatus: 'OVER' }) }),
  ],
}

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: answers(pending) })],
}

/** academy.live.not.found (not toasted). */
export const NotFound: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      latency: 0,
      api: answers(refused(404, 'academy.live.not.found', '直播不存在')),
    }),
  ],
}

export const Failed: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      latency: 0,
      api: answers(refused(0, 'network.error', '网络连接失败')),
    }),
  ],
}
