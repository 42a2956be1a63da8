import type { Page } from '@playwright/test'
import { passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, gotoQuietly, test } from './fixtures'

/**
 * Issue 15 items 12 and 13 at 390×844: what a doctor reads whole stays whole. A date is one line box (it
 * wraps with its neighbours, never inside), a title keeps its width before its subtitle does, nothing
 * sits at x = 0, covers carry no lettering under the card's own title, and an unreachable site in the
 * webview says so.
 */
test.use({ userAgent: phoneUserAgent, viewport: { width: 390, height: 844 } })

/** Every date (yyyy-mm-dd) on the screen and the number of line boxes it takes. */
async function dateLineBoxes(page: Page): Promise<{ date: string; lines: number }[]> {
  return page.evaluate(() => {
    const found: { date: string; lines: number }[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\d{4}-\d{2}-\d{2}/g)) {
        const range = document.createRange()
        range.setStart(node, match.index)
        range.setEnd(node, match.index + match[0].length)
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0)
        if (boxes.length > 0) found.push({ date: match[0], lines: new Set(boxes.map((box) => box.top)).size })
      }
    }
    return found
  })
}

test('GCP training files: each 更新于 date is on one line', async ({ page }) => {
  await gotoQuietly(page, '/v3/GCPTraining/file')
  await expect(page.getByText('GCP培训手册.pdf')).toBeVisible()
  const dates = await dateLineBoxes(page)
  expect(dates.length).toBeGreaterThan(0)
  expect(dates.filter((date) => date.lines !== 1)).toEqual([])
})

test('studying: the date under each record is whole and on one line', async ({ page }) => {
  await page.goto('/v3/login')
  await passwordLogin(page)
  await expect(page).not.toHaveURL(/\/v3\/login/)
  await gotoQuietly(page, '/v3/user/academy/studying')
  await expect(page.getByText('荨麻疹的分类与诊断思路').first()).toBeVisible()
  const dates = await dateLineBoxes(page)
  expect(dates.length).toBeGreaterThan(0)
  expect(dates.filter((date) => date.lines !== 1)).toEqual([])
  // Not cut with an ellipsis either: the box holding the date shows all of it.
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll('span')]
      .filter((span) => /^\d{4}-\d{2}-\d{2}$/.test(span.textContent ?? ''))
      .filter((span) => span.scrollWidth > span.clientWidth + 1)
      .map((span) => span.textContent),
  )
  expect(cut).toEqual([])
})

test("a topic's title is whole while its introduction takes what is left", async ({ page }) => {
  await gotoQuietly(page, '/v3/topic/detail?id=1')
  const title = page.getByRole('heading', { level: 2 }).first()
  await expect(title).toBeVisible()
  expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
})

test('the advance-course list intro is inset from the screen edge', async ({ page }) => {
  await gotoQuietly(page, '/v3/academy/advance-course-excessive')
  const intro = page.getByText('以下进阶课程已为您精选')
  await expect(intro).toBeVisible()
  expect((await intro.boundingBox())?.x).toBeGreaterThanOrEqual(12)
})

test('the webview with a site that cannot be reached shows 网页无法打开 with 重试 and 复制链接', async ({
  page,
}) => {
  // An allowlisted host that does not resolve: the server's check answers UNREACHABLE (decision 0029).
  const site = 'https://no-such-host.dermacampus.cn/about'
  await gotoQuietly(page, `/v3/webview?url=${encodeURIComponent(site)}`)
  await expect(page.getByText('网页无法打开')).toBeVisible({ timeout: 10_000 })
  await expect(page.getByRole('button', { name: '重试' })).toBeVisible()
  await expect(page.getByRole('button', { name: '复制链接' })).toBeVisible()
  await expect(page.locator('iframe')).toHaveCount(0)
})

test('short videos each have their own cover, and none is the text placeholder', async ({ page }) => {
  await gotoQuietly(page, '/v3/shortvideo/list')
  const covers = page.locator('img[src*="/media/covers/"]')
  await expect(covers.first()).toBeVisible()
  const sources = await covers.evaluateAll((images) =>
    images.map((image) => (image as HTMLImageElement).getAttribute('src')?.split('?')[0]),
  )
  expect(sources.length).toBeGreaterThan(4)
  expect(new Set(sources).size).toBe(sources.length)
  expect(sources.some((source) => source?.endsWith('/short-video.svg'))).toBe(false)
})
