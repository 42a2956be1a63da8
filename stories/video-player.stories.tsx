import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import VideoPlayer from '@/widgets/video-player/video-player'
import { cover } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const poster = cover('皮肤镜基础', '#0f5bb5', '#5fb4f0')
const notFound = null // course.progress answers null for 404 academy.course.progress.not.found

const meta = {
  title: 'Learning/VideoPlayer',
  component: VideoPlayer,
  ...widgetDocs('VideoPlayer'),
  args: {
    ...runtimeArgs(),
    src: '/media/demo/clip.mp4',
    poster,
    lessonId: 1002,
    courseId: 11,
    title: '第 1 讲 · 皮损的颜色与结构',
    duration: 24,
  },
  decorators: [withRuntime({ api: { 'course.progress': notFound, 'course.saveProgress': {} } })],
} satisfies Meta<typeof VideoPlayer>

export default meta
type Story = StoryObj<typeof meta>

/** Before playback: poster and the big play button; tap it for the controls (they hide after 3 s). */
export const Default: Story = {}

/** A logged-in doctor who stopped at 00:15 last time: the player starts there and says so. */
export const Resumed: Story = {
  decorators: [
    withRuntime({
      loginInfo: { token: 'story-token', name: '李医生' },
      api: {
        'course.progress': {
          lessonId: 1002,
          seconds: 15,
          duration: 24,
          finished: false,
          percent: 62,
          updatedAt: new Date().toISOString(),
        },
        'course.saveProgress': {},
      },
      latency: 100,
    }),
  ],
}

/** The saved position is still being read: the player waits to place the start. */
export const ReadingProgress: Story = {
  decorators: [withRuntime({ loginInfo: { token: 'story-token' }, api: { 'course.progress': pending } })],
}

/** A paid lesson not bought: the locked cover with 立即购买. */
export const Locked: Story = {
  args: {
    src: '',
    accessible: false,
    onLocked: [{ type: 'navigate', to: 'courseDetail', query: { id: 11 } }],
  },
}

/** Locked, with no purchase action configured (e.g. inside a package the doctor must buy elsewhere). */
export const LockedWithoutAction: Story = { args: { src: '', accessible: false } }

export const LongTitle: Story = {
  args: {
    title: '中重度斑块状银屑病的生物制剂治疗：真实世界多中心研究数据解读与典型病例全流程管理示范',
  },
}

/** A video address that does not load: tap play to see the error layer with 重试 and the toast. */
export const LoadFailure: Story = {
  args: { src: '/media/demo/missing.mp4', resume: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    canvasElement.querySelector('video')?.dispatchEvent(new Event('error'))
    await expect(await canvas.findByRole('button', { name: '重试' })).toBeVisible()
  },
}

/** No poster: the first frame (black until it loads). */
export const NoPoster: Story = { args: { poster: '' } }
