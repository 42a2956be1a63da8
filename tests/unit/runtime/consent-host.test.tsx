import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { ConsentHost } from '@/runtime/consent/consent-host'
import type { ConsentService } from '@/runtime/consent/index'
import type { ConsentDialog } from '@/runtime/stores'
import { makeRuntime } from '../helpers/make-runtime'

const zoneConsent: ConsentDialog = {
  kind: 'activity',
  title: '个人信息处理知情同意书',
  content:
    '<h3>和睿皮肤科学院 · 个人信息处理知情同意书</h3><p>第一段：专区由赞助方提供学术支持。</p>' +
    '<ul><li>身份信息</li><li>学习记录</li></ul><p>最后一段：如您不同意，将无法进入本专区。</p>',
  style: 1,
  level: 'MUST_AGREE',
}

function setup(dialog: ConsentDialog = zoneConsent) {
  const runtime = makeRuntime()
  const choose = vi.fn(async () => undefined)
  const service: ConsentService = { ...runtime.consent, choose }
  runtime.stores.consent.open(dialog)
  render(
    <ConsentHost
      store={runtime.stores.consent}
      service={service}
      navigator={runtime.navigator}
      routes={runtime.routes}
    />,
  )
  return { runtime, choose }
}

async function smallDialog() {
  return screen.findByRole('dialog', { name: zoneConsent.title })
}

/** The full-text page once it has slid in (antd-mobile's popup takes no taps while it animates). */
async function fullTextPage(): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = document.querySelector<HTMLElement>('[data-consent-full-text]')
      if (!found) throw new Error('no full text yet')
      for (let node: HTMLElement | null = found; node; node = node.parentElement) {
        if (node.style.pointerEvents === 'none' || node.style.display === 'none') throw new Error('opening')
      }
      return found
    },
    { timeout: 3000 },
  )
}

describe('ConsentHost: the consent dialog and its full text (spec §4, §9; issue 15 item 9)', () => {
  it('the dialog keeps the text in its 100 px scrolling box and offers 查看全文, 同意 and 不同意', async () => {
    setup()
    const dialog = await smallDialog()
    const box = dialog.querySelector('[role="document"]')
    expect(box?.textContent).toContain('第一段')
    expect(box?.getAttribute('tabindex')).toBe('0')
    expect(within(dialog).getByRole('button', { name: '查看全文' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '同意' })).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: '不同意' })).toBeTruthy()
    expect(within(dialog).getByText('需同意后才能继续浏览')).toBeTruthy()
  })

  it('查看全文 opens the whole text on a page of its own, with 同意 that answers the consent', async () => {
    const { choose } = setup()
    const dialog = await smallDialog()
    await userEvent.click(within(dialog).getByRole('button', { name: '查看全文' }))

    const full = await fullTextPage()
    expect(full.getAttribute('role')).toBe('dialog')
    const text = full.querySelector('[role="document"]')?.textContent ?? ''
    // The whole text, sanitized, from the first line to the last.
    for (const part of ['和睿皮肤科学院', '第一段', '身份信息', '学习记录', '最后一段'])
      expect(text).toContain(part)
    expect(within(full).getByRole('heading', { name: zoneConsent.title })).toBeTruthy()
    expect(within(full).getByText('需同意后才能继续浏览')).toBeTruthy()

    await userEvent.click(within(full).getByRole('button', { name: '同意' }))
    expect(choose).toHaveBeenCalledWith('agree')
  })

  it('不同意 on the full text refuses as the dialog does; 返回 goes back to the dialog', async () => {
    const { choose } = setup()
    await userEvent.click(within(await smallDialog()).getByRole('button', { name: '查看全文' }))
    const page = await fullTextPage()
    await waitFor(() => expect(screen.queryAllByRole('dialog', { name: zoneConsent.title })).toEqual([page]))

    await userEvent.click(within(page).getByRole('button', { name: '返回' }))
    // Back in the dialog; nothing answered yet.
    expect(choose).not.toHaveBeenCalled()
    await waitFor(() =>
      expect(screen.queryAllByRole('dialog', { name: zoneConsent.title })).not.toContain(page),
    )
    await userEvent.click(within(await smallDialog()).getByRole('button', { name: '查看全文' }))
    await fullTextPage()
    await userEvent.click(within(page).getByRole('button', { name: '不同意' }))
    expect(choose).toHaveBeenCalledWith('refuse')
  })

  it('a consent with a document address links it from the full text as 查看完整内容', async () => {
    setup({ ...zoneConsent, style: 2, level: 'OPTIONAL', url: '/v3/consent/detail?id=1' })
    const dialog = await smallDialog()
    expect(within(dialog).queryByText('需同意后才能继续浏览')).toBeNull()
    expect(within(dialog).queryByRole('button', { name: '查看完整内容' })).toBeNull()
    await userEvent.click(within(dialog).getByRole('button', { name: '查看全文' }))
    const page = await fullTextPage()
    expect(within(page).getByRole('button', { name: '查看完整内容' })).toBeTruthy()
  })
})
