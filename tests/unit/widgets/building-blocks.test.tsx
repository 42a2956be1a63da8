import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { DEFAULT_PICTURE } from '@/runtime/ui'
import Button from '@/widgets/button/button'
import Countdown from '@/widgets/countdown/countdown'
import NoticeBar from '@/widgets/notice-bar/notice-bar'
import { renderWithRuntime } from '../helpers/make-runtime'

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const page = (widget: string, props: Record<string, unknown>): PageSchema => ({ body: [{ widget, props }] })
const toLesson = [{ type: 'navigate', to: 'noteDetail', query: { id: 7 } }]

afterEach(() => {
  vi.useRealTimers()
})

describe('Button', () => {
  it('a tap runs its onClick actions', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView schema={page('Button', { text: '立即报名', onClick: toLesson })} />,
    )
    await user().click(await screen.findByRole('button', { name: '立即报名' }))
    await waitFor(() => expect(runtime.visits).toEqual([{ path: '/v3/note/detail?id=7', replace: false }]))
  })

  it('disabled (here bound to page state) runs nothing', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={{
          state: { full: true },
          body: [
            { widget: 'Button', props: { text: '名额已满', disabled: '${state.full}', onClick: toLesson } },
          ],
        }}
      />,
    )
    const button = await screen.findByRole('button', { name: '名额已满' })
    expect(button).toHaveProperty('disabled', true)
    fireEvent.click(button)
    await user().click(button)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(runtime.visits).toEqual([])
  })

  it('shows loading and takes no second tap while its actions run', async () => {
    let finish: () => void = () => undefined
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    render(<Button text="提交" onClick={[{ type: 'back' }]} run={run} />)
    const button = screen.getByRole('button')
    await user().click(button)
    await waitFor(() => expect(button.className).toContain('adm-button-loading'))
    expect(button).toHaveProperty('disabled', true)
    await user().click(button)
    expect(run).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    await waitFor(() =>
      expect(screen.getByRole('button', { name: '提交' })).toHaveProperty('disabled', false),
    )
  })
})

describe('Image', () => {
  it('falls back to the default picture when the address fails, and is a button only with actions', async () => {
    renderWithRuntime(
      <SchemaView
        schema={page('Image', { src: 'https://cdn.dermacampus.cn/banner.jpg', alt: '训练营海报' })}
      />,
    )
    const picture = (await screen.findByAltText('训练营海报')) as HTMLImageElement
    expect(picture.getAttribute('src')).toBe('https://cdn.dermacampus.cn/banner.jpg')
    expect(picture.getAttribute('srcset')).toContain('x-oss-process=image/resize,w_400 400w')
    expect(screen.queryByRole('button')).toBeNull()
    fireEvent.error(picture)
    expect(picture.getAttribute('src')).toBe(DEFAULT_PICTURE)
    expect(picture.dataset.fallback).toBe('true')
  })

  it('an empty address shows the default picture; onClick makes it a button that runs the actions', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView schema={page('Image', { src: '', alt: '活动入口', fit: 'contain', onClick: toLesson })} />,
    )
    const picture = (await screen.findByAltText('活动入口')) as HTMLImageElement
    expect(picture.getAttribute('src')).toBe(DEFAULT_PICTURE)
    expect(picture.style.objectFit).toBe('contain')
    await user().click(screen.getByRole('button', { name: '活动入口' }))
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
  })
})

describe('Countdown', () => {
  it('ticks every second to the ended text, runs onEnd once and leaves no timer behind', async () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.parse('2026-11-25T09:59:57+08:00'))
    const run = vi.fn(async () => undefined)
    const onEnd = [{ type: 'refresh' as const }]
    const { unmount } = render(
      <Countdown
        to="2026-11-25T10:00:00+08:00"
        prefix="距活动开始"
        endedText="活动已结束"
        onEnd={onEnd}
        run={run}
      />,
    )
    expect(screen.getByRole('timer').textContent).toBe('距活动开始00:00:03')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('timer').textContent).toBe('距活动开始00:00:02')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByText('00:00:01')).toBeTruthy()
    expect(run).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByText('活动已结束')).toBeTruthy()
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith(onEnd)
    expect(vi.getTimerCount()).toBe(0)
    act(() => vi.advanceTimersByTime(5000))
    expect(run).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('shows days like the vote countdown, takes epoch ms, and clears its one timer on unmount', () => {
    vi.useFakeTimers()
    vi.setSystemTime(Date.parse('2026-11-20T10:00:00Z'))
    const { unmount } = render(<Countdown to={Date.parse('2026-11-22T14:03:04Z')} prefix="距投票结束" />)
    expect(screen.getByRole('timer').textContent).toBe('距投票结束2天 04:03:04')
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('past the moment it shows the ended text at once, without running onEnd; unreadable shows nothing', () => {
    const run = vi.fn(async () => undefined)
    const { container } = render(
      <Countdown to={new Date(Date.now() - 60_000).toISOString()} onEnd={[{ type: 'back' }]} run={run} />,
    )
    expect(screen.getByText('活动已经结束')).toBeTruthy()
    expect(run).not.toHaveBeenCalled()
    container.remove()
    const unreadable = render(<Countdown to="不是时间" />)
    expect(unreadable.container.textContent).toBe('')
  })
})

describe('NoticeBar, Empty, Divider, Spacer', () => {
  it('NoticeBar: a tap runs onClick; × hides it and runs onClose', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={page('NoticeBar', {
          text: '系统升级通知',
          closeable: true,
          onClick: toLesson,
          onClose: [{ type: 'toast', text: '已关闭' }],
        })}
      />,
    )
    await user().click(await screen.findByRole('button', { name: '系统升级通知' }))
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
    await user().click(screen.getByRole('button', { name: '关闭' }))
    expect(screen.queryByText('系统升级通知')).toBeNull()
    expect(await screen.findByText('已关闭')).toBeTruthy()
  })

  it('NoticeBar with an empty text (an unloaded binding) shows nothing', () => {
    const { container } = render(<NoticeBar text="" closeable />)
    expect(container.childElementCount).toBe(0)
  })

  it('Empty: the empty state with its text; the button shows only with actions and runs them', async () => {
    const { runtime } = renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            { widget: 'Empty', props: {} },
            { widget: 'Empty', props: { text: '暂无证书', buttonText: '去学习', onButtonClick: toLesson } },
          ],
        }}
      />,
    )
    expect(await screen.findByText('暂无内容')).toBeTruthy()
    expect(await screen.findByText('暂无证书')).toBeTruthy()
    const buttons = screen.getAllByRole('button')
    expect(buttons.map((button) => button.textContent)).toEqual(['去学习'])
    await user().click(buttons[0] as HTMLElement)
    await waitFor(() => expect(runtime.visits).toHaveLength(1))
  })

  it('Divider shows its text (a separator without); Spacer has its height', async () => {
    const { container } = renderWithRuntime(
      <SchemaView
        schema={{
          body: [
            { widget: 'Divider', props: { text: '以下为往期活动' } },
            { widget: 'Divider', props: {} },
            { widget: 'Spacer', props: { height: 40 } },
          ],
        }}
      />,
    )
    expect(await screen.findByText('以下为往期活动')).toBeTruthy()
    expect(screen.getAllByRole('separator')).toHaveLength(1)
    const spacer = container.querySelector('div[aria-hidden="true"][style*="height"]') as HTMLElement
    expect(spacer.style.height).toBe('40px')
  })
})
