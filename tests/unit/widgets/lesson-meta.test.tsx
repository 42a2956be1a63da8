import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import LessonMeta from '@/widgets/lesson-meta/lesson-meta'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

const lesson = {
  id: 1012,
  courseId: 11,
  title: '寻常型银屑病的临床表现与皮肤镜特征',
  lessonType: 'VIDEO' as const,
  lecturer: { id: 1, name: '张建中', title: '主任医师', hospital: '北京大学人民医院', avatarUrl: '' },
  publishedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  viewCount: 12011,
  duration: 1860,
  liveStatus: null,
}

describe('LessonMeta', () => {
  it('shows title, lecturer line, relative publish time, big-number views and duration', () => {
    renderWithRuntime(<LessonMeta lesson={lesson} courseTitle="银屑病规范化诊疗系列课程" />)
    expect(screen.getByRole('heading', { name: '寻常型银屑病的临床表现与皮肤镜特征' })).toBeTruthy()
    expect(screen.getByText('张建中 · 主任医师 · 北京大学人民医院')).toBeTruthy()
    expect(screen.getByText('3天前发布')).toBeTruthy()
    expect(screen.getByText('1.2万次观看')).toBeTruthy()
    expect(screen.getByText('时长 31:00')).toBeTruthy()
  })

  it('所属课程 › opens the lesson’s course', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<LessonMeta lesson={lesson} courseTitle="银屑病规范化诊疗系列课程" />, runtime)
    await userEvent.click(screen.getByRole('button', { name: /所属课程/ }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/course/detail?id=11', replace: false })
    expect(screen.getByText('银屑病规范化诊疗系列课程')).toBeTruthy()
  })

  it('a lesson outside any course has no 所属课程 row', () => {
    renderWithRuntime(<LessonMeta lesson={{ ...lesson, courseId: null }} />)
    expect(screen.queryByText('所属课程')).toBeNull()
  })

  it('showCourse false leaves the course to the screen’s LessonCourseNav: no 所属课程 row', () => {
    renderWithRuntime(<LessonMeta lesson={lesson} showCourse={false} />)
    expect(screen.queryByText('所属课程')).toBeNull()
  })

  it('a live lesson shows its status instead of a duration', () => {
    renderWithRuntime(<LessonMeta lesson={{ ...lesson, lessonType: 'LIVE', liveStatus: 'STREAMING' }} />)
    expect(screen.getByText('直播中')).toBeTruthy()
    expect(screen.queryByText(/时长/)).toBeNull()
  })

  it('renders nothing without a lesson', () => {
    const { container } = renderWithRuntime(<LessonMeta lesson={null} />)
    expect(container.innerHTML).toBe('')
  })
})
