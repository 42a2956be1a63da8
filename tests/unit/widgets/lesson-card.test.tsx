import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { renderWithRuntime } from '../helpers/make-runtime'
import { lesson } from './fake-api'

afterEach(() => {
  vi.useRealTimers()
})

function card(value: unknown, props: Record<string, unknown> = {}): PageSchema {
  return {
    state: { lesson: value },
    body: [{ widget: 'LessonCard', props: { lesson: '${state.lesson}', ...props } }],
  }
}

describe('LessonCard', () => {
  it('shows duration as mm:ss, views in 万 and how long ago it was published', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-20T10:00:00.000Z'))
    renderWithRuntime(<SchemaView schema={card(lesson(1))} />)
    expect(await screen.findByText('01:05')).toBeTruthy()
    // Each fact is its own unbreakable box: the line wraps between them, never inside a date.
    expect(screen.getByText('3小时前').parentElement?.textContent).toBe('1.2万次观看 · 3小时前')
    expect(screen.getByText('视频')).toBeTruthy()
    expect(screen.getByText('张建中 · 主任医师 · 北京大学人民医院')).toBeTruthy()
  })

  it.each([
    ['COMING', '即将开播', 'coming'],
    ['STREAMING', '直播中', 'streaming'],
    ['OVER', '直播结束', 'over'],
  ])('a live lesson %s shows %s in its colour', async (liveStatus, label, tone) => {
    renderWithRuntime(
      <SchemaView
        schema={card(
          lesson(2, { lessonType: 'LIVE', liveStatus, liveStartTime: '2026-11-25T11:30:00.000Z' }),
        )}
      />,
    )
    const badge = await screen.findByText(label)
    expect(badge.getAttribute('data-tone')).toBe(tone)
  })

  it('a coming live says when it starts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 10, 20, 8))
    const start = new Date(2026, 10, 25, 19, 30).toISOString()
    renderWithRuntime(
      <SchemaView
        schema={card(lesson(3, { lessonType: 'LIVE', liveStatus: 'COMING', liveStartTime: start }))}
      />,
    )
    expect((await screen.findByText('11月25日 19:30 开播')).parentElement?.textContent).toBe(
      '1.2万次观看 · 11月25日 19:30 开播',
    )
  })

  it('shows the progress bar with 已学 when the lesson carries progress', async () => {
    renderWithRuntime(<SchemaView schema={card(lesson(4, { progress: 60 }))} />)
    expect(await screen.findByText('已学 60%')).toBeTruthy()
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60')
    renderWithRuntime(
      <SchemaView schema={card(lesson(5, { progress: { seconds: 65, duration: 65, finished: true } }))} />,
    )
    expect(await screen.findByText('已学完')).toBeTruthy()
  })

  it.each([
    ['VIDEO', '/v3/video/detail?id=6'],
    ['ARTICLE', '/v3/article/detail?id=6'],
    ['LIVE', '/v3/live/detail?id=6'],
    ['SHORT_VIDEO', '/v3/shortvideo/detail?id=6'],
  ])('a %s lesson opens %s', async (lessonType, address) => {
    const { runtime } = renderWithRuntime(<SchemaView schema={card(lesson(6, { lessonType }))} />)
    await userEvent.click(await screen.findByRole('button', { name: '特应性皮炎的系统治疗 第6课' }))
    await waitFor(() => expect(runtime.visits).toEqual([{ path: address, replace: false }]))
  })

  it('a free preview says 试看; a missing lesson shows a skeleton', async () => {
    renderWithRuntime(<SchemaView schema={card(lesson(7, { freePreview: true }))} />)
    expect(await screen.findByText('试看')).toBeTruthy()
    const { container } = renderWithRuntime(<SchemaView schema={card(undefined)} />)
    await waitFor(() => expect(container.querySelector('.adm-skeleton')).toBeTruthy())
  })
})
