import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import NoteList from '@/widgets/note-list/note-list'
import { DAY, fromNow, HOUR } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const author = { userId: 10001, nickname: '李医生', avatar: '' }
const notes = [
  {
    id: 31,
    lessonId: 1012,
    courseId: 11,
    lessonTitle: '寻常型银屑病的临床表现与皮肤镜特征',
    content: '皮肤镜下点状血管呈均匀分布，背景淡红色，白色鳞屑——与脂溢性皮炎鉴别的要点。',
    seconds: 754,
    createdAt: fromNow(-2 * HOUR),
    author,
  },
  {
    id: 30,
    lessonId: 1013,
    courseId: 11,
    lessonTitle: '2025 版中国银屑病诊疗指南要点解读',
    content: 'PASI≥10 或 BSA≥10% 或 DLQI≥10 视为中重度；系统治疗前筛查结核、乙肝。',
    seconds: null,
    createdAt: fromNow(-3 * DAY),
    author,
  },
]
const page = (items: unknown[], hasMore = false) => ({
  items,
  total: items.length,
  page: 1,
  size: 10,
  hasMore,
})
const loggedIn = { token: 'story-token', name: '李医生', accurateAuth: 2 }

const meta = {
  title: 'Learning/NoteList',
  component: NoteList,
  ...widgetDocs('NoteList'),
  args: { ...runtimeArgs(), courseId: 11, lessonId: 1012, editable: true },
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'note.items': page(notes),
        'note.create': (params: Record<string, unknown>) => ({
          ...notes[0],
          id: 99,
          content: params.content,
          seconds: null,
          createdAt: new Date().toISOString(),
        }),
      },
    }),
  ],
} satisfies Meta<typeof NoteList>

export default meta
type Story = StoryObj<typeof meta>

export const Notes: Story = {}

/** A course's notes, read-only (no lesson to write on). */
export const CourseNotes: Story = { args: { lessonId: undefined, editable: false } }

export const Loading: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'note.items': pending } })],
}

export const Empty: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'note.items': page([]) } })],
}

export const Failed: Story = {
  decorators: [
    withRuntime({ loginInfo: loggedIn, api: { 'note.items': refused(0, 'network.error', '网络连接失败') } }),
  ],
}

export const MorePages: Story = {
  decorators: [withRuntime({ loginInfo: loggedIn, api: { 'note.items': page(notes, true) } })],
}

export const LongNote: Story = {
  decorators: [
    withRuntime({
      loginInfo: loggedIn,
      api: {
        'note.items': page([
          {
            ...notes[0],
            lessonTitle: '生物制剂治疗中重度斑块状银屑病：病例讨论与真实世界研究数据解读（完整版）',
            content:
              '1. 司库奇尤单抗：IL-17A 抑制剂，起效快，第 12 周 PASI90 达 70% 左右；注意念珠菌感染与炎症性肠病。\n2. 乌司奴单抗：IL-12/23 抑制剂，给药间隔长，依从性好。\n3. 阿达木单抗：TNF-α 抑制剂，合并关节病型银屑病首选之一，治疗前务必筛查结核与乙肝。\n4. 转换治疗时注意洗脱期与疗效评估时间点。',
          },
        ]),
      },
    }),
  ],
}

/** A guest: 登录后记录笔记, nothing is called. */
export const Guest: Story = { decorators: [withRuntime()] }

/** 记笔记 opens the composer; saving an empty note says 请输入笔记内容. */
export const Composer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: '记笔记' }))
    const body = within(document.body)
    await userEvent.click(await body.findByRole('button', { name: '保存' }))
    await expect(await body.findByText('请输入笔记内容')).toBeVisible()
  },
}
