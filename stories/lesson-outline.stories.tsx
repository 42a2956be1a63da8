import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import LessonOutline from '@/widgets/lesson-outline/lesson-outline'
import { fromNow, HOUR, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

const meta = {
  title: 'Learning/LessonOutline',
  component: LessonOutline,
  ...widgetDocs('LessonOutline'),
  args: { ...runtimeArgs(), lessons, courseId: 11, purchased: false, lastLessonId: null },
  decorators: [withRuntime()],
} satisfies Meta<typeof LessonOutline>

export default meta
type Story = StoryObj<typeof meta>

/** Not bought: 试看 lessons open, the others show a lock. */
export const NotPurchased: Story = {}

/** Bought, with progress (已学完, 已学 35%) and 上次学到 on lesson 2. */
export const Purchased: Story = { args: { purchased: true, lastLessonId: 1012 } }

export const FreeCourse: Story = { args: { free: true } }

/** Operators' preview: every lesson opens. */
export const Preview: Story = { args: { preview: true } }

/** Live lessons in each state. */
export const LiveStates: Story = {
  args: {
    purchased: true,
    lessons: [
      {
        ...lessons[3],
        id: 2001,
        title: '即将开播：特应性皮炎 Dupilumab 治疗经验分享',
        liveStatus: 'COMING',
        liveStartTime: fromNow(20 * HOUR),
      },
      { ...lessons[3], id: 2002, title: '直播中：化脓性汗腺炎的外科与系统治疗', liveStatus: 'STREAMING' },
      { ...lessons[3], id: 2003, title: '回放：白癜风光疗规范', liveStatus: 'OVER' },
    ],
  },
}

export const Empty: Story = { args: { lessons: [] } }

export const LongTitles: Story = {
  args: {
    purchased: true,
    lastLessonId: 1013,
    lessons: lessons.map((lesson) => ({
      ...lesson,
      title: `${lesson.title}——结合真实世界研究数据与多中心临床病例的系统讲解与答疑（上、下篇合集）`,
    })),
  },
}

/** Tapping a locked lesson: the toast 购买课程后即可学习. */
export const TapLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByText('寻常型银屑病的临床表现与皮肤镜特征'))
    await expect(await within(document.body).findByText('购买课程后即可学习')).toBeVisible()
  },
}
