import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Dialog, ErrorBlock, POPUP_OPEN_DELAY_MS, Popup } from '@/runtime/ui'

describe('overlays load when they first open (ui/overlays.tsx)', () => {
  it("a closed popup renders nothing; opened, it shows antd-mobile's popup and stays mounted to close", async () => {
    const { rerender } = render(
      <Popup visible={false}>
        <p>写笔记</p>
      </Popup>,
    )
    expect(screen.queryByText('写笔记')).toBeNull()
    expect(document.querySelector('.adm-popup')).toBeNull()
    rerender(
      <Popup visible>
        <p>写笔记</p>
      </Popup>,
    )
    expect(await screen.findByText('写笔记')).toBeTruthy()
    expect(document.querySelector('.adm-popup')).not.toBeNull()
    rerender(
      <Popup visible={false}>
        <p>写笔记</p>
      </Popup>,
    )
    // Still antd-mobile's popup (it animates out and hides), not unmounted by the wrapper.
    expect(document.querySelector('.adm-popup')).not.toBeNull()
  })

  it("an error block shows its texts and buttons at once, and antd-mobile's picture once loaded", async () => {
    render(
      <ErrorBlock status="disconnected" title="网络不给力" description="请检查网络后重试">
        <button type="button">重新加载</button>
      </ErrorBlock>,
    )
    expect(screen.getByText('网络不给力')).toBeTruthy()
    expect(screen.getByText('请检查网络后重试')).toBeTruthy()
    expect(screen.getByRole('button', { name: '重新加载' })).toBeTruthy()
    await waitFor(() => expect(document.querySelector('.adm-error-block')).not.toBeNull())
    expect(screen.getByText('网络不给力')).toBeTruthy()
  })

  it('a popup opens 50 ms after it is asked to (spec §9), even once its code is loaded', async () => {
    render(
      <Popup visible>
        <p>先加载</p>
      </Popup>,
    )
    expect(await screen.findByText('先加载')).toBeTruthy()
    const { rerender } = render(
      <Popup visible={false}>
        <p>写评论</p>
      </Popup>,
    )
    rerender(
      <Popup visible>
        <p>写评论</p>
      </Popup>,
    )
    const askedAt = performance.now()
    expect(screen.queryByText('写评论')).toBeNull()
    expect(await screen.findByText('写评论')).toBeTruthy()
    expect(performance.now() - askedAt).toBeGreaterThanOrEqual(POPUP_OPEN_DELAY_MS - 5)
  })

  it('a dialog (the global modal included) is 600 rpx wide: 80 % of the screen, at most 600 px (spec §9)', async () => {
    render(<Dialog visible title="提示" content="登录已过期" actions={[]} />)
    expect(await screen.findByText('登录已过期')).toBeTruthy()
    const sized = document.querySelector<HTMLElement>('.adm-center-popup')
    expect(sized?.style.getPropertyValue('--min-width')).toBe('80vw')
    expect(sized?.style.getPropertyValue('--max-width')).toBe('min(80vw, 600px)')
  })
})
