import { screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import NoteList from '@/widgets/note-list/note-list'
import { makeRuntime, renderWithRuntime, type TestRuntime } from '../helpers/make-runtime'
import { startMswServer } from '../helpers/msw'
import { fakeSession, ok, onEndpoint } from './endpoints'

const server = startMswServer()

const author = { userId: 10001, nickname: '李医生', avatar: '' }
const notes = [
  {
    id: 31,
    lessonId: 1012,
    courseId: 11,
    lessonTitle: '皮肤镜特征',
    content: '点状血管均匀分布，白色鳞屑',
    seconds: 754,
    createdAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    author,
  },
  {
    id: 30,
    lessonId: 1013,
    courseId: 11,
    lessonTitle: '指南要点解读',
    content: 'PASI≥10 视为中重度',
    seconds: null,
    createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    author,
  },
]
const page = (items: unknown[], hasMore = false, number = 1) => ({
  items,
  total: 12,
  page: number,
  size: 10,
  hasMore,
})

// The popup animates in; its content is usable at once for a doctor, so the pointer-events check is off.
const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })

function loggedIn(): TestRuntime {
  const runtime = makeRuntime()
  runtime.stores.user.setSession('token-1', '10001')
  return runtime
}

describe('NoteList', () => {
  it('loads the notes of the lesson and shows content, lesson, time position (mm:ss) and age', async () => {
    const call = onEndpoint('note.items', () => ok(page(notes)))
    server.use(call.handler)
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} />, loggedIn())

    expect(await screen.findByText('点状血管均匀分布，白色鳞屑')).toBeTruthy()
    expect(screen.getByText('皮肤镜特征')).toBeTruthy()
    expect(screen.getByText('12:34')).toBeTruthy()
    expect(screen.getByText('2小时前')).toBeTruthy()
    expect(screen.getByText('3天前')).toBeTruthy()
    expect(call.sent).toEqual([{ courseId: '11', lessonId: '1012', page: '1', size: '10' }])
  })

  it('tapping a note opens noteDetail with its id', async () => {
    server.use(onEndpoint('note.items', () => ok(page(notes))).handler)
    const runtime = loggedIn()
    renderWithRuntime(<NoteList courseId={11} />, runtime)

    await userEvent.click(await screen.findByText('PASI≥10 视为中重度'))

    expect(runtime.visits.at(-1)).toEqual({ path: '/v3/note/detail?id=30', replace: false })
  })

  it('a guest sees 登录后记录笔记; 登录 re-logs in and nothing is called', async () => {
    const call = onEndpoint('note.items', () => ok(page(notes)))
    server.use(call.handler)
    const runtime = makeRuntime()
    const relogin = vi.fn()
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} editable />, {
      ...runtime,
      session: fakeSession(runtime, { relogin }),
    })

    expect(screen.getByText('登录后记录笔记')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '记笔记' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: '登录' }))

    expect(relogin).toHaveBeenCalledTimes(1)
    expect(call.sent).toEqual([])
  })

  it('no notes yet shows 暂无笔记', async () => {
    server.use(onEndpoint('note.items', () => ok(page([]))).handler)
    renderWithRuntime(<NoteList courseId={11} />, loggedIn())
    expect(await screen.findByText('暂无笔记')).toBeTruthy()
  })

  it('加载更多 loads the next page below the first', async () => {
    const call = onEndpoint('note.items', (params) =>
      params.page === '1' ? ok(page([notes[0]], true)) : ok(page([notes[1]], false, 2)),
    )
    server.use(call.handler)
    renderWithRuntime(<NoteList courseId={11} />, loggedIn())

    await userEvent.click(await screen.findByRole('button', { name: '加载更多' }))

    expect(await screen.findByText('PASI≥10 视为中重度')).toBeTruthy()
    expect(screen.getByText('点状血管均匀分布，白色鳞屑')).toBeTruthy()
    expect(call.sent.map((params) => params.page)).toEqual(['1', '2'])
    expect(screen.queryByRole('button', { name: '加载更多' })).toBeNull()
  })

  it('without editable there is no 记笔记', async () => {
    server.use(onEndpoint('note.items', () => ok(page(notes))).handler)
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} />, loggedIn())
    await screen.findByText('皮肤镜特征')
    expect(screen.queryByRole('button', { name: '记笔记' })).toBeNull()
  })

  it('记笔记 with nothing typed says 请输入笔记内容 and sends nothing', async () => {
    server.use(onEndpoint('note.items', () => ok(page([]))).handler)
    const create = onEndpoint('note.create', () => ok(notes[0]))
    server.use(create.handler)
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} editable />, loggedIn())
    const u = user()

    await u.click(await screen.findByRole('button', { name: '记笔记' }))
    await u.type(await screen.findByLabelText('笔记内容'), '   ')
    await u.click(screen.getByRole('button', { name: '保存' }))

    expect(await screen.findByText('请输入笔记内容')).toBeTruthy()
    expect(create.sent).toEqual([])
  })

  it('the composer takes at most 500 characters', async () => {
    server.use(onEndpoint('note.items', () => ok(page([]))).handler)
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} editable />, loggedIn())
    const u = user()
    await u.click(await screen.findByRole('button', { name: '记笔记' }))
    const area = (await screen.findByLabelText('笔记内容')) as HTMLTextAreaElement
    await u.click(area)
    await u.paste('痤'.repeat(510))
    expect(area.value).toHaveLength(500)
    expect(screen.getByText('500/500')).toBeTruthy()
  })

  it('a saved note (note.create with lessonId, courseId, content) is on top of the refreshed list', async () => {
    let kept: unknown[] = [...notes]
    const items = onEndpoint('note.items', () => ok(page(kept)))
    const create = onEndpoint('note.create', (params) => {
      const note = {
        ...notes[0],
        id: 99,
        content: params.content,
        seconds: null,
        createdAt: new Date().toISOString(),
      }
      kept = [note, ...kept]
      return ok(note)
    })
    server.use(items.handler, create.handler)
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} editable />, loggedIn())
    const u = user()

    await screen.findByText('点状血管均匀分布，白色鳞屑')
    await u.click(screen.getByRole('button', { name: '记笔记' }))
    await u.type(await screen.findByLabelText('笔记内容'), '  Koebner 现象提示活动期  ')
    await u.click(screen.getByRole('button', { name: '保存' }))

    // Shown when the save's spinner stops: the write resolved after note.items was read again.
    expect(await screen.findByText('笔记已保存')).toBeTruthy()
    const contents = [...document.querySelectorAll('ul li')].map((item) => item.textContent ?? '')
    expect(contents[0]).toContain('Koebner 现象提示活动期')
    expect(items.sent).toHaveLength(2)
    expect(create.sent).toEqual([{ lessonId: '1012', courseId: '11', content: 'Koebner 现象提示活动期' }])
  })

  it('two note lists of the lesson (the lesson tab and the course tab) both show a note saved in one', async () => {
    let kept: unknown[] = [notes[1]]
    const create = onEndpoint('note.create', (params) => {
      const note = { ...notes[0], id: 98, content: params.content, createdAt: new Date().toISOString() }
      kept = [note, ...kept]
      return ok(note)
    })
    server.use(onEndpoint('note.items', () => ok(page(kept))).handler, create.handler)
    renderWithRuntime(
      <>
        <NoteList courseId={11} lessonId={1012} editable />
        <NoteList courseId={11} lessonId={1012} title="本课笔记" />
      </>,
      loggedIn(),
    )
    const u = user()

    expect(await screen.findAllByText('PASI≥10 视为中重度')).toHaveLength(2)
    await u.click(screen.getByRole('button', { name: '记笔记' }))
    await u.type(await screen.findByLabelText('笔记内容'), '复诊间隔 4 周')
    await u.click(screen.getByRole('button', { name: '保存' }))

    await waitFor(() => expect(screen.getAllByText('复诊间隔 4 周')).toHaveLength(2))
  })

  it('a refused save keeps the draft and is toasted once (by the API client)', async () => {
    server.use(onEndpoint('note.items', () => ok(page([]))).handler)
    server.use(
      onEndpoint('note.create', () =>
        Response.json({ code: 'academy.lesson.not.found', message: '课时不存在' }, { status: 404 }),
      ).handler,
    )
    renderWithRuntime(<NoteList courseId={11} lessonId={1012} editable />, loggedIn())
    const u = user()

    await u.click(await screen.findByRole('button', { name: '记笔记' }))
    await u.type(await screen.findByLabelText('笔记内容'), '要点')
    await u.click(screen.getByRole('button', { name: '保存' }))

    expect(await screen.findByText('课时不存在')).toBeTruthy()
    expect(screen.getAllByText('课时不存在')).toHaveLength(1)
    expect((screen.getByLabelText('笔记内容') as HTMLTextAreaElement).value).toBe('要点')
  })
})
