import type { Meta, StoryObj } from '@storybook/react-vite'
import LessonMeta from '@/widgets/lesson-meta/lesson-meta'
import { lecturers, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/LessonMeta',
  component: LessonMeta,
  ...widgetDocs('LessonMeta'),
  args: { ...runtimeArgs(), lesson: lessons[1], courseTitle: '银屑病规范化诊疗系列课程' },
  decorators: [withRuntime()],
} satisfies Meta<typeof LessonMeta>

export default meta
type Story = StoryObj<typeof meta>

/** A video lesson of a course: 所属课程 ›. */
export const VideoInCourse: Story = {}

/** An article outside any course. */
export const StandaloneArticle: Story = {
  args: { lesson: { ...lessons[2], courseId: null }, courseTitle: undefined },
}

export const LiveStreaming: Story = { args: { lesson: { ...lessons[3], liveStatus: 'STREAMING' } } }

export const LiveComing: Story = { args: { lesson: lessons[3] } }

export const LongTexts: Story = {
  args: {
    lesson: {
      ...lessons[1],
      title: '寻常型银屑病、反向型银屑病与掌跖脓疱病的临床表现、皮肤镜特征及组织病理学对照（病例精讲）',
      viewCount: 123456789,
      duration: 7384,
      lecturer: { ...lecturers.zhang, hospital: '中国医学科学院皮肤病医院（中国医学科学院皮肤病研究所）' },
    },
    courseTitle: '中国银屑病诊疗指南（2025版）深度解读暨生物制剂与小分子靶向药物临床应用规范化培训系列课程',
  },
}
