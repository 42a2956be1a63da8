import type { Meta, StoryObj } from '@storybook/react-vite'
import NoteView from '@/widgets/note-view/note-view'
import { fromNow, HOUR } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const note = {
  id: 31,
  lessonId: 1012,
  courseId: 11,
  lessonTitle: '寻常型银屑病的临床表现与皮肤镜特征',
  content:
    '皮肤镜下点状血管呈均匀分布，背景淡红色，表面白色鳞屑。\n与脂溢性皮炎鉴别：后者可见黄色鳞屑与分支状血管。',
  seconds: 754,
  createdAt: fromNow(-2 * HOUR),
}

const meta = {
  title: 'Learning/NoteView',
  component: NoteView,
  ...widgetDocs('NoteView'),
  args: { ...runtimeArgs(), note },
  decorators: [withRuntime()],
} satisfies Meta<typeof NoteView>

export default meta
type Story = StoryObj<typeof meta>

export const VideoNote: Story = {}

/** A note on an article: no video position. */
export const ArticleNote: Story = {
  args: {
    note: { ...note, lessonId: 1013, lessonTitle: '2025 版中国银屑病诊疗指南要点解读', seconds: null },
  },
}

/** A lesson outside any course: 返回 instead of 返回课程. */
export const WithoutCourse: Story = { args: { note: { ...note, courseId: null } } }

/** academy.note.not.found (not toasted): the page data is null. */
export const NotFound: Story = { args: { note: null } }

export const LongNote: Story = {
  args: {
    note: {
      ...note,
      lessonTitle: '生物制剂治疗中重度斑块状银屑病：病例讨论与真实世界研究数据解读（完整版）',
      content: Array.from(
        { length: 8 },
        (_, index) =>
          `${index + 1}. 病例要点：治疗前评估 PASI、BSA、DLQI，筛查结核、乙肝及肿瘤病史；治疗中第 4、12、16 周评估疗效。`,
      ).join('\n'),
    },
  },
}
