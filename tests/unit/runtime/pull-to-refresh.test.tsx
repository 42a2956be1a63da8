import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PULL_THRESHOLD, PullToRefresh } from '@/runtime/render'
import { drag } from '../helpers/pull'

function setup(onRefresh = vi.fn(() => Promise.resolve())) {
  const { container } = render(
    <PullToRefresh onRefresh={onRefresh}>
      <p>课程列表</p>
    </PullToRefresh>,
  )
  const area = container.querySelector('[data-pull-to-refresh]') as HTMLElement
  return { area, onRefresh }
}

afterEach(() => {
  vi.useRealTimers()
  Object.defineProperty(document.documentElement, 'scrollTop', { value: 0, configurable: true })
})

describe('PullToRefresh', () => {
  it('says 下拉刷新, then 释放立即刷新 past the threshold; letting go refreshes (加载中……, 刷新成功)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    let finish: () => void = () => undefined
    const onRefresh = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    const { area } = setup(onRefresh)
    const at = (y: number) => ({ touches: [{ clientX: 100, clientY: y }] })

    fireEvent.touchStart(area, at(100))
    fireEvent.touchMove(area, at(130))
    expect(screen.getByText('下拉刷新')).toBeTruthy()
    // Resistance: the content follows half the finger's way.
    fireEvent.touchMove(area, at(100 + PULL_THRESHOLD * 2 + 10))
    expect(screen.getByText('释放立即刷新')).toBeTruthy()
    fireEvent.touchEnd(area, { touches: [] })

    expect(await screen.findByText('加载中……')).toBeTruthy()
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await act(async () => finish())
    expect(await screen.findByText('刷新成功')).toBeTruthy()
    await act(async () => {
      vi.advanceTimersByTime(600)
    })
    expect(screen.queryByText('刷新成功')).toBeNull()
    expect(screen.getByText('课程列表')).toBeTruthy()
  })

  it('a short pull springs back without refreshing', async () => {
    const { area, onRefresh } = setup()
    await drag(area, 0, PULL_THRESHOLD) // half of it after resistance: below the threshold
    expect(onRefresh).not.toHaveBeenCalled()
    expect(screen.queryByText('下拉刷新')).toBeNull()
  })

  it('a horizontal drag (a swiper inside) is left alone', async () => {
    const { area, onRefresh } = setup()
    await drag(area, 300, 150)
    expect(onRefresh).not.toHaveBeenCalled()
  })

  it('does nothing while the page is scrolled down: the finger scrolls the page back up', async () => {
    Object.defineProperty(document.documentElement, 'scrollTop', { value: 400, configurable: true })
    const { area, onRefresh } = setup()
    await drag(area, 0, 400)
    expect(onRefresh).not.toHaveBeenCalled()
  })
  it('calls preventDefault on touchmove only while pulling: a horizontal pan keeps its default', () => {
    const { area } = setup()
    const at = (x: number, y: number) => ({ touches: [{ clientX: x, clientY: y }] })
    fireEvent.touchStart(area, at(100, 100))
    // fireEvent returns false when the listener called preventDefault.
    expect(fireEvent.touchMove(area, at(160, 110))).toBe(true)
    fireEvent.touchEnd(area, { touches: [] })

    fireEvent.touchStart(area, at(100, 100))
    expect(fireEvent.touchMove(area, at(100, 140))).toBe(false)
    fireEvent.touchEnd(area, { touches: [] })
  })

  it('a second finger during a pull (a pinch) ends it without refreshing', async () => {
    const { area, onRefresh } = setup()
    const one = (y: number) => ({ touches: [{ clientX: 100, clientY: y }] })
    const two = (y: number) => ({
      touches: [
        { clientX: 100, clientY: y },
        { clientX: 200, clientY: y },
      ],
    })
    await act(async () => {
      fireEvent.touchStart(area, one(100))
      fireEvent.touchMove(area, one(100 + PULL_THRESHOLD * 2 + 10))
    })
    expect(screen.getByText('释放立即刷新')).toBeTruthy()
    await act(async () => {
      fireEvent.touchStart(area, two(250))
      fireEvent.touchMove(area, two(300))
      fireEvent.touchEnd(area, one(300))
      fireEvent.touchEnd(area, { touches: [] })
    })
    expect(onRefresh).not.toHaveBeenCalled()
    expect(screen.queryByText('释放立即刷新')).toBeNull()
  })

  it('a touch the system cancels past the threshold springs back without refreshing', async () => {
    const { area, onRefresh } = setup()
    const at = (y: number) => ({ touches: [{ clientX: 100, clientY: y }] })
    await act(async () => {
      fireEvent.touchStart(area, at(100))
      fireEvent.touchMove(area, at(100 + PULL_THRESHOLD * 2 + 10))
      fireEvent.touchCancel(area, { touches: [] })
    })
    expect(onRefresh).not.toHaveBeenCalled()
    expect(screen.queryByText('释放立即刷新')).toBeNull()
  })

  it('a failed refresh springs back without saying 刷新成功', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { area, onRefresh } = setup(vi.fn(() => Promise.reject(new Error('网络连接失败'))))
    await drag(area, 0, PULL_THRESHOLD * 2 + 10)
    expect(onRefresh).toHaveBeenCalledTimes(1)
    await waitFor(() => expect(screen.queryByText('加载中……')).toBeNull())
    expect(screen.queryByText('刷新成功')).toBeNull()
    expect(warn).toHaveBeenCalledWith('[render] pull-down refresh failed', expect.any(Error))
    warn.mockRestore()
  })
})
