import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import NoteView from '@/widgets/note-view/note-view'
import { makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

const note = {
  id: 31,
  lessonId: 1012,
  courseId: 11,
  lessonTitle: '皮肤镜特征',
  content: '点状血管均匀分布\n白色鳞屑',
  seconds: 754,
  createdAt: '2026-03-08T14:05:00',
}

describe('NoteView', () => {
  it('shows the lesson, the note, when it was taken and where in the video', () => {
    renderWithRuntime(<NoteView note={note} />)
    expect(screen.getByRole('button', { name: /皮肤镜特征/ })).toBeTruthy()
    expect(screen.getByText(/点状血管均匀分布/)).toBeTruthy()
    expect(screen.getByText('2026年3月8日 14:05')).toBeTruthy()
    expect(screen.getByText('记录于视频 12:34')).toBeTruthy()
  })

  it('the lesson link opens the lesson (a note with a position is on a video)', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<NoteView note={note} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: /皮肤镜特征/ }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/video/detail?id=1012&courseId=11', replace: false })
  })

  it('a note without a position is on an article (Note.seconds is null for articles)', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<NoteView note={{ ...note, seconds: null }} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: /皮肤镜特征/ }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/article/detail?id=1012&courseId=11')
  })

  it('返回课程 opens the course screen', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<NoteView note={note} />, runtime)
    await userEvent.click(screen.getByRole('button', { name: '返回课程' }))
    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/course/detail?id=11', replace: false })
  })

  it('返回课程 follows courseRoute (the academy course screen)', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<NoteView note={note} courseRoute="AcademyCourseDetail" />, runtime)
    await userEvent.click(screen.getByRole('button', { name: '返回课程' }))
    expect(runtime.visits.at(-1)?.path).toBe('/v3/academy/course/detail?id=11')
  })

  it('a lesson without a course offers 返回 (back) instead', async () => {
    const runtime = makeRuntime()
    renderWithRuntime(<NoteView note={{ ...note, courseId: null }} />, runtime)
    expect(screen.queryByRole('button', { name: '返回课程' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '返回' }))
    // Opened directly there is nothing to go back to: the navigator goes home.
    expect(runtime.visits.at(-1)?.path).toMatch(/home|^\/$/)
  })

  it('a missing note (academy.note.not.found, not toasted) says 笔记不存在或已删除', () => {
    renderWithRuntime(<NoteView note={null} />)
    expect(screen.getByText('笔记不存在或已删除')).toBeTruthy()
  })
})
