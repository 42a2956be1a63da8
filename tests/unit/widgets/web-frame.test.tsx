import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SchemaView } from '@/runtime/render'
import type { PageSchema } from '@/runtime/schema'
import { FRAME_LOAD_TIMEOUT_MS } from '@/widgets/web-frame/web-frame'
import webview from '../../../schemas/pages/webview.json'
import { renderWithRuntime } from '../helpers/make-runtime'
import { runtimeWithAnswers } from './fake-api'

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
const page = 'https://www.dermacampus.cn/about'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function openWebview(statuses: string[]) {
  const runtime = runtimeWithAnswers((name, _params, count) =>
    name === 'web.reachability'
      ? { status: statuses[Math.min(count, statuses.length) - 1] }
      : new Error(name),
  )
  renderWithRuntime(<SchemaView schema={webview as PageSchema} query={{ url: page }} />, runtime)
  return runtime
}

describe('WebFrame (webview screen)', () => {
  it('a site the server cannot reach shows 网页无法打开 with 重试 and 复制链接, not the browser error page', async () => {
    const runtime = openWebview(['UNREACHABLE'])

    expect(await screen.findByText('网页无法打开')).toBeTruthy()
    expect(screen.getByText('www.dermacampus.cn')).toBeTruthy()
    expect(document.querySelector('iframe')).toBeNull()
    expect(runtime.calls).toEqual([{ name: 'web.reachability', params: { url: page } }])
  })

  it('复制链接 copies the page address', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    openWebview(['UNREACHABLE'])

    await user.click(await screen.findByRole('button', { name: '复制链接' }))
    expect(writeText).toHaveBeenCalledWith(page)
  })

  it('重试 checks again and loads the page in its frame once the site answers', async () => {
    const runtime = openWebview(['UNREACHABLE', 'REACHABLE'])

    await user.click(await screen.findByRole('button', { name: '重试' }))
    const frame = await waitFor(() => {
      const found = document.querySelector('iframe')
      if (!found) throw new Error('no frame yet')
      return found
    })
    expect(runtime.calls).toHaveLength(2)
    expect(frame.getAttribute('src')).toBe(page)
    expect(screen.queryByText('网页无法打开')).toBeNull()
  })

  it('a reachable site shows its frame after its load event, never 网页无法打开', async () => {
    openWebview(['REACHABLE'])

    const frame = await waitFor(() => {
      const found = document.querySelector('iframe')
      if (!found) throw new Error('no frame yet')
      return found
    })
    expect(frame.className).toMatch(/hidden/)
    fireEvent.load(frame)
    await waitFor(() => expect(frame.className).not.toMatch(/hidden/))
    expect(screen.queryByText('网页无法打开')).toBeNull()
  })

  it('a page with no load event in 15 s shows 网页无法打开 even when the server did not check it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    openWebview(['UNCHECKED'])
    await waitFor(() => expect(document.querySelector('iframe')).not.toBeNull())

    await vi.advanceTimersByTimeAsync(FRAME_LOAD_TIMEOUT_MS)
    expect(await screen.findByText('网页无法打开')).toBeTruthy()
  })
})
