import { test as base, expect, type Page } from '@playwright/test'

/**
 * A page that records console errors and uncaught exceptions; `expectClean()` fails the test on any.
 */
export interface Problems {
  list: string[]
  expectClean: () => void
}

export const test = base.extend<{ problems: Problems }>({
  problems: async ({ page }, use) => {
    const list: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') list.push(`console error: ${message.text()}`)
    })
    page.on('pageerror', (error) => list.push(`uncaught: ${error.message}`))
    await use({ list, expectClean: () => expect(list, list.join('\n')).toEqual([]) })
  },
})

/** Waits until the screen has rendered past its skeleton. */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)
}

export { expect }
