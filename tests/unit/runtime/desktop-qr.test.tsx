import { screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DESKTOP_QR_MEDIA, DesktopQrHost } from '@/runtime/render/desktop-qr-host'
import { qrPath } from '@/runtime/ui/qr-code'
import { androidBrowser, makeRuntime, renderWithRuntime } from '../helpers/make-runtime'

/** Issue 15 item 16: a desktop visitor gets the page's address as a QR code beside the phone column. */

const desktop = { ...androidBrowser, isAndroid: false, isDesktop: true }

function windowWide(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === DESKTOP_QR_MEDIA && wide,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the QR code of an address', () => {
  it('draws the three finder patterns of a QR code: dark rings around a dark centre', () => {
    const { size, path } = qrPath('http://127.0.0.1:8080/v3/course/detail?id=1')
    const dark = new Set([...path.matchAll(/M(\d+) (\d+)/g)].map((match) => `${match[1]},${match[2]}`))
    // 17 + 4 × version modules a side.
    expect((size - 17) % 4).toBe(0)
    for (const [left, top] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(dark.has(`${left},${top}`)).toBe(true) // the outer ring
      expect(dark.has(`${left + 1},${top + 1}`)).toBe(false) // the light ring
      expect(dark.has(`${left + 3},${top + 3}`)).toBe(true) // the centre
    }
  })

  it('changes with the address', () => {
    expect(qrPath('http://127.0.0.1/v3/home').path).not.toBe(qrPath('http://127.0.0.1/v3/user').path)
  })
})

describe('DesktopQrHost', () => {
  it('shows the current page as a QR code on a wide desktop window', async () => {
    windowWide(true)
    renderWithRuntime(
      <MemoryRouter initialEntries={['/v3/course/detail?id=1']}>
        <DesktopQrHost />
      </MemoryRouter>,
      makeRuntime({}, { platform: desktop }),
    )
    await waitFor(() => expect(screen.getByRole('img', { name: '本页二维码' })).toBeTruthy())
    expect(screen.getByText('在手机上打开')).toBeTruthy()
  })

  it('shows nothing on a phone, in a narrow desktop window', () => {
    windowWide(true)
    const phone = renderWithRuntime(
      <MemoryRouter>
        <DesktopQrHost />
      </MemoryRouter>,
    )
    expect(phone.container.innerHTML).toBe('')
    phone.unmount()
    windowWide(false)
    const narrow = renderWithRuntime(
      <MemoryRouter>
        <DesktopQrHost />
      </MemoryRouter>,
      makeRuntime({}, { platform: desktop }),
    )
    expect(narrow.container.innerHTML).toBe('')
  })
})
