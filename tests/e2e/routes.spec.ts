import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, settled, test } from './fixtures'

const pages = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'pages.json'), 'utf8')) as unknown

/**
 * Every screen that is built (not `planned`) opens without a console error or an uncaught exception,
 * at /v3<path> with the query its page reads.
 */
const sampleQuery: Record<string, string> = {
  aboutApp: '?version=3.12.0',
  webview: '?url=https%3A%2F%2Fwww.dermacampus.cn%2Fabout',
  imageViewer: '?url=%2Ffavicon.svg',
}

const built = (pages as { pages: { name: string; path: string; planned?: boolean }[] }).pages.filter(
  (entry) => !entry.planned,
)

for (const entry of built) {
  test(`${entry.name} opens without console errors`, async ({ page, problems }) => {
    const path = entry.path === '/' ? '/' : `/v3${entry.path}`
    const response = await page.goto(`${path}${sampleQuery[entry.name] ?? ''}`)
    expect(response?.status()).toBe(200)
    await settled(page)
    await expect(page.locator('#app')).not.toBeEmpty()
    problems.expectClean()
  })
}
