import type { Meta, StoryObj } from '@storybook/react-vite'
import LessonCard from '@/widgets/lesson-card/lesson-card'
import {
  articleLesson,
  caption,
  column,
  comingLive,
  overLive,
  previewLesson,
  streamingLive,
  videoLesson,
} from './learning-cards'
import { runtimeArgs } from './runtime-args'
import { widgetDocs } from './widget-arg-types'

const streaming = streamingLive
const coming = comingLive
const over = overLive

const meta = {
  title: 'Learning/LessonCard',
  component: LessonCard,
  ...widgetDocs('LessonCard'),
  args: { ...runtimeArgs(), lesson: videoLesson, layout: 'horizontal' },
  decorators: [
    (Story) => (
      <div style={{ padding: 12 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LessonCard>

export default meta
type Story = StoryObj<typeof meta>

/** A video: duration 31:00, 1.2万次观看 · 3小时前. */
export const Video: Story = {}

export const Article: Story = { args: { lesson: articleLesson } }

export const FreePreview: Story = { args: { lesson: previewLesson } }

export const LiveStreaming: Story = { args: { lesson: streaming, layout: 'large' } }

/** 即将开播 with when it starts. */
export const LiveComing: Story = { args: { lesson: coming } }

export const LiveOver: Story = { args: { lesson: over } }

export const ShortVideo: Story = {
  args: {
    lesson: {
      ...videoLesson,
      id: 1015,
      lessonType: 'SHORT_VIDEO',
      title: '30 秒看懂 Auspitz 征',
      duration: 32,
    },
  },
}

/** The viewer's progress: 已学 35%. */
export const InProgress: Story = {
  args: { lesson: { ...videoLesson, progress: { seconds: 651, duration: 1860, finished: false } } },
}

export const Finished: Story = {
  args: { lesson: { ...videoLesson, progress: { seconds: 1860, duration: 1860, finished: true } } },
}

export const Vertical: Story = { args: { lesson: streaming, layout: 'vertical' }, decorators: [column] }

export const LongTitle: Story = {
  args: {
    lesson: {
      ...videoLesson,
      title: '寻常型银屑病的临床表现、皮肤镜特征与组织病理学对照：结合 20 例真实病例的逐一读片与鉴别诊断思路',
    },
  },
}

export const NoCover: Story = { args: { lesson: { ...videoLesson, bigPicUrl: '' } } }

export const Loading: Story = { args: { lesson: undefined }, decorators: [caption('最新视频')] }
