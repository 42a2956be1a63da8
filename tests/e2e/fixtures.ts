import { mkdirSync } from 'node:fs'
import { test as base, expect, type Page, type Request } from '@playwright/test'

/**
 * A page that records console errors and uncaught exceptions; `expectClean()` fails the test on any.
 */
export interface Problems {
  list: string[]
  expectClean: () => void
}

/** The progress read answers 404 for a lesson never opened: the app resolves it (spec §4). */
function isExpectedNotFound(text: string, url: string): boolean {
  return text.includes('404') && url.includes('/academy/v2/user/course/progress')
}

/** Records the page's console errors and uncaught exceptions from now on. */
export function recordProblems(page: Page): Problems {
  const list: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // spec §4: a 404 academy.course.progress.not.found (no progress yet) resolves normally; the browser
    // still logs the status of the request.
    if (isExpectedNotFound(message.text(), message.location().url)) return
    list.push(`console error: ${message.text()}`)
  })
  page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`))
  return { list, expectClean: () => expect(list, list.join('\n')).toEqual([]) }
}

/** A page's requests in flight and when one last started or ended. */
interface NetworkWatch {
  readonly inFlight: Set<Request>
  last: number
  stop: () => void
}

function watchNetwork(page: Page): NetworkWatch {
  const watch: NetworkWatch = {
    inFlight: new Set(),
    last: Date.now(),
    stop: () => {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
  const started = (request: Request) => {
    watch.inFlight.add(request)
    watch.last = Date.now()
  }
  const ended = (request: Request) => {
    watch.inFlight.delete(request)
    watch.last = Date.now()
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return watch
}

/** Resolves once no request has been in flight for `quietMs`. */
async function untilQuiet(watch: NetworkWatch, quietMs: number, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const quietFor = Date.now() - watch.last
    if (watch.inFlight.size === 0 && quietFor >= quietMs) return
    if (Date.now() > deadline) {
      const pending = [...watch.inFlight].map((request) => request.url()).join(', ')
      throw new Error(
        `the page did not go quiet for ${quietMs} ms within ${timeoutMs} ms; in flight: ${pending}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, watch.inFlight.size === 0 ? quietMs - quietFor : 50))
  }
}

export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    await use(recordProblems(page))
  },
})

/**
 * Opens `url` and waits until the page has made no request for `quietMs` and the screen has rendered
 * past its skeleton: networkidle's fixed 500 ms is longer than a screen needs (its data calls go out
 * together on mount), and the route walk opens every screen.
 */
export async function gotoQuietly(page: Page, url: string, quietMs = 250) {
  const watch = watchNetwork(page)
  try {
    const response = await page.goto(url)
    await untilQuiet(watch, quietMs)
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
    return response
  } finally {
    watch.stop()
  }
}

/**
 * Waits until the screen has rendered past its skeleton. networkidle's 500 ms without a request is
 * what the checks that nothing more happens (no second request, no dialog) count on.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

/** A screen of a seeded-content walk: what it opens and a text its seeded content shows. */
export interface ScreenCheck {
  name: string
  path: string
  shows: string
}

/**
 * Opens each screen in turn, expects its seeded text visible and no console error, and keeps a
 * screenshot in test-results/screens/<name>.png.
 */
export async function walkScreens(page: Page, problems: Problems, screens: readonly ScreenCheck[]) {
  mkdirSync('test-results/screens', { recursive: true })
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await gotoQuietly(page, screen.path)
      await expect(page.getByText(screen.shows).first(), `${screen.name} shows ${screen.shows}`).toBeVisible()
      await page.screenshot({ path: `test-results/screens/${screen.name.replace(/\W+/g, '-')}.png` })
      problems.expectClean()
    })
  }
}

export { expect }

/**
 * The doctor's coupons are single-use (decision 0038): journeys that are not about coupons pay without
 * one, so the journeys about them (pay-and-forms: 不使用优惠券) find them unused whatever runs first.
 */
export async function withoutCoupon(page: Page) {
  await page.getByText('不使用优惠券', { exact: true }).click()
  await expect(page.getByRole('radio', { name: '不使用优惠券' })).toBeChecked()
}
