import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import LessonCourseNav from '@/widgets/lesson-course-nav/lesson-course-nav'
import { course, lessons } from './learning-fixtures'
import { runtimeArgs } from './runtime-args'
import { pending, refused, withRuntime } from './story-runtime'
import { widgetDocs } from './widget-arg-types'

/** course.detail as the lesson screen reads it (countView=false): the course, its lessons, the caller's purchase. */
function outline(purchased: boolean, price = course.price) {
  return { ...course, price, purchased, lessons }
}

const meta = {
  title: 'Learning/LessonCourseNav',
  component: LessonCourseNav,
  ...widgetDocs('LessonCourseNav'),
  args: { ...runtimeArgs(), courseId: 11, lessonId: 1011, endedAt: null },
  decorators: [withRuntime({ api: { 'course.detail': outline(false) } })],
} satisfies Meta<typeof LessonCourseNav>

export default meta
type Story = StoryObj<typeof meta>

/** Not bought, on the first (试看) lesson: the course's name, the lesson row with locks, 下一节. */
export const NotPurchased: Story = {}

/** Bought, on the second lesson: nothing locked, the current card in view. */
export const Purchased: Story = {
  args: { lessonId: 1012 },
  decorators: [withRuntime({ api: { 'course.detail': outline(true) } })],
}

/** The last lesson: 下一节 reads 已是最后一节 and cannot be tapped. */
export const LastLesson: Story = {
  args: { lessonId: lessons.at(-1)?.id ?? 1015 },
  decorators: [withRuntime({ api: { 'course.detail': outline(true) } })],
}

/** The video ended: 5 秒后播放下一节 with 取消 and 立即播放. */
export const VideoEnded: Story = {
  args: { lessonId: 1011, endedAt: 1 },
  decorators: [withRuntime({ api: { 'course.detail': outline(true) }, latency: 0 })],
  play: async () => {
    await expect(await within(document.body).findByText(/秒后播放下一节/)).toBeVisible()
  },
}

/** The video ended before a locked lesson: it is not opened, the notice says why. */
export const VideoEndedNextLocked: Story = {
  args: { lessonId: 1011, endedAt: 1 },
  decorators: [withRuntime({ api: { 'course.detail': outline(false) }, latency: 0 })],
  play: async () => {
    const notice = await within(document.body).findByRole('status')
    await expect(within(notice).getByText('购买课程后即可学习')).toBeVisible()
  },
}

/** 下一节 onto a locked lesson: the course page's toast 购买课程后即可学习. */
export const NextLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: /下一节/ }))
    await expect(await within(document.body).findByText('购买课程后即可学习')).toBeVisible()
  },
}

/** The course is loading: a block of the loaded height, so the page does not jump. */
export const Loading: Story = {
  decorators: [withRuntime({ api: { 'course.detail': pending } })],
}

/** The course could not be read: the way to the course stays, as 所属课程 查看课程. */
export const Failed: Story = {
  decorators: [withRuntime({ api: { 'course.detail': refused(500, 'system.error', '系统繁忙') } })],
}
