import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  ActionSheet,
  CenterPopup,
  Dialog,
  ErrorBlock,
  POPUP_ANIMATION_MS,
  POPUP_OPEN_DELAY_MS,
  Popup,
} from '@/runtime/ui'

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

describe('popups animate for 250 ms (spec §9)', () => {
  const duration = (element: Element | null) =>
    element instanceof HTMLElement ? element.style.getPropertyValue('--dc-popup-duration') : undefined

  it('a popup slides in and out over 250 ms: its root carries the duration and turns from in to out', async () => {
    expect(POPUP_ANIMATION_MS).toBe(250)
    const { rerender } = render(
      <Popup visible className="note-sheet">
        <p>写笔记</p>
      </Popup>,
    )
    expect(await screen.findByText('写笔记')).toBeTruthy()
    const root = document.querySelector('.adm-popup')
    expect(duration(root)).toBe('250ms')
    expect(root?.className).toMatch(/popupIn/)
    expect(root?.className).toMatch(/note-sheet/)
    rerender(
      <Popup visible={false} className="note-sheet">
        <p>写笔记</p>
      </Popup>,
    )
    expect(document.querySelector('.adm-popup')?.className).toMatch(/popupOut/)
    expect(duration(document.querySelector('.adm-popup'))).toBe('250ms')
  })

  it('an action sheet, a center popup and a dialog take the same 250 ms', async () => {
    render(<ActionSheet visible actions={[{ key: 'save', text: '保存图片' }]} />)
    render(
      <CenterPopup visible>
        <p>请输入图中字符</p>
      </CenterPopup>,
    )
    render(<Dialog visible content="确认退出？" actions={[]} />)
    expect(await screen.findByText('保存图片')).toBeTruthy()
    expect(await screen.findByText('请输入图中字符')).toBeTruthy()
    expect(await screen.findByText('确认退出？')).toBeTruthy()
    const sheet = document.querySelector('.adm-action-sheet-popup')
    expect(duration(sheet)).toBe('250ms')
    expect(sheet?.className).toMatch(/popupIn/)
    const centered = [...document.querySelectorAll('.adm-center-popup')]
    expect(centered).toHaveLength(2)
    for (const element of centered) expect(duration(element)).toBe('250ms')
    // The dialog keeps its 600 rpx width beside the duration.
    const dialog = document.querySelector<HTMLElement>('.adm-dialog')
    expect(dialog?.style.getPropertyValue('--max-width')).toBe('min(80vw, 600px)')
    expect(duration(dialog)).toBe('250ms')
  })

  it('the animation rules run the mask and every body (each popup edge, centred) for that duration', () => {
    const css = readFileSync(join(import.meta.dirname, '../../../src/runtime/ui/overlays.module.css'), 'utf8')
    for (const phase of ['popupIn', 'popupOut']) {
      const rule = new RegExp(
        `((?:\\.${phase} [^,{]+,?\\s*)+)\\{\\s*animation: popup-(?:enter|leave) var\\(--dc-popup-duration\\)`,
      )
      const selectors = css.match(rule)?.[1] ?? ''
      for (const body of ['adm-mask', 'adm-popup-body', 'adm-center-popup-wrap']) {
        expect(selectors, `${phase} ${body}`).toContain(`:global(.${body})`)
      }
    }
    // CSS modules export keyframes beside classes, camelCased: a keyframe named after a class would
    // replace it (the build gave .popupIn's export to a keyframe popup-in).
    const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase())
    const keyframes = [...css.matchAll(/@keyframes ([\w-]+)/g)].map((match) => camel(match[1] ?? ''))
    const classes = new Set([...css.matchAll(/\.([A-Za-z][\w-]*)/g)].map((match) => camel(match[1] ?? '')))
    expect(keyframes.filter((name) => classes.has(name))).toEqual([])
    for (const edge of ['bottom', 'top', 'left', 'right']) {
      expect(css).toMatch(new RegExp(`adm-popup-body-position-${edge}\\) \\{\\s*--dc-popup-away: translate`))
    }
  })
})
