import type { Meta, StoryObj } from '@storybook/react-vite'
import LivePlayer from '@/widgets/live-player/live-player'
import { cover, DAY, fromNow, HOUR, lecturers } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const poster = cover('银屑病诊疗新进展', '#c2566f', '#f2a65a')

const live = {
  id: 1003,
  courseId: null,
  title: '银屑病生物制剂治疗新进展：从指南到临床',
  lessonType: 'LIVE',
  bigPicUrl: poster,
  duration: null,
  freePreview: false,
  sortOrder: 1,
  viewCount: 32_100,
  likeCount: 1286,
  commentCount: 96,
  lecturer: lecturers.zhang,
  publishedAt: fromNow(-3 * DAY),
  liveStatus: 'COMING' as 'COMING' | 'STREAMING' | 'OVER',
  liveStartTime: fromNow(2 * DAY + 3 * HOUR + 25 * 60_000),
  liveEndTime: fromNow(2 * DAY + 5 * HOUR),
  streamUrl: '',
  replayUrl: '',
  posterUrl: poster,
  introduction: '<p>直播介绍</p>',
  liked: false,
  onlineCount: 0,
  accessible: true,
}

const streaming = {
  ...live,
  liveStatus: 'STREAMING' as const,
  liveStartTime: fromNow(-20 * 60_000),
  streamUrl: '/media/demo/live/index.m3u8',
  onlineCount: 12_345,
}

const meta = {
  title: 'Learning/LivePlayer',
  component: LivePlayer,
  ...widgetDocs('LivePlayer'),
  args: { ...runtimeArgs(), live },
  decorators: [withRuntime({ api: { 'live.like': { liked: true, likeCount: 1287 } } })],
} satisfies Meta<typeof LivePlayer>

export default meta
type Story = StoryObj<typeof meta>

/** 即将开播: the start time and the countdown (天/时/分/秒). */
export const Coming: Story = {}

/** Starts in 8 seconds: when the countdown ends live.detail is asked again and the stream comes on. */
export const StartingNow: Story = {
  args: { live: { ...live, liveStartTime: fromNow(8000) } },
  decorators: [withRuntime({ api: { 'live.detail': streaming } })],
}

/** 直播中: the HLS stream (native or hls.js), the viewer count and the like button. */
export const Streaming: Story = { args: { live: streaming } }

/** A logged-in doctor who already liked it. */
export const StreamingLiked: Story = {
  args: { live: { ...streaming, liked: true, likeCount: 98_765 } },
  decorators: [
    withRuntime({
      loginInfo: { token: 'story-token' },
      api: { 'live.unlike': { liked: false, likeCount: 98_764 } },
    }),
  ],
}

/** STREAMING but the stream address is missing: 直播信号暂时中断 with 刷新. */
export const StreamMissing: Story = { args: { live: { ...streaming, streamUrl: '' } } }

/** 直播结束 with its replay (回放). */
export const OverWithReplay: Story = {
  args: {
    live: {
      ...live,
      liveStatus: 'OVER',
      liveStartTime: fromNow(-2 * DAY),
      replayUrl: '/media/demo/clip.mp4',
    },
  },
}

/** 直播结束 without a replay: 直播已结束. */
export const OverWithoutReplay: Story = {
  args: { live: { ...live, liveStatus: 'OVER', liveStartTime: fromNow(-2 * DAY) } },
}

/** A paid live not bought: the locked cover. */
export const Locked: Story = {
  args: {
    live: { ...streaming, streamUrl: '', accessible: false },
    onLocked: [{ type: 'navigate', to: 'courseDetail', query: { id: 11 } }],
  },
}

export const NotFound: Story = { args: { live: null } }
