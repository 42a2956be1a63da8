import { newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, gotoQuietly, test } from './fixtures'

/**
 * Issue 17, Must show 2: an activity landing page built from building blocks only (schemas/pages/
 * activity-landing.json: Image, Card, Text with JSON Logic's date operators, Countdown, RichText, Button,
 * Divider, List over the activity's vote entries, ShareButton), validated with the config and used as a
 * doctor would at 390×844: a guest reads it and is sent to log in to register; a doctor registers once.
 */
test.use({ userAgent: phoneUserAgent, viewport: { width: 390, height: 844 } })

const landing = '/v3/activity/landing?id=1'

test('the activity landing page from blocks: banner, window, countdown, rules, entries and share', async ({
  page,
}) => {
  await gotoQuietly(page, landing)
  await expect(page.getByText('2026 皮肤镜读片挑战赛').first()).toBeVisible()
  // formatDate on the Shanghai calendar, joined with cat.
  await expect(
    page.getByText(/^活动时间 \d{4}\.\d{2}\.\d{2} \d{2}:\d{2} - \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/),
  ).toBeVisible()
  // One Countdown shows, chosen by before/after against now: it ticks.
  const countdown = page.getByText(/^距活动(开始|结束)/)
  await expect(countdown).toBeVisible()
  const first = await countdown.textContent()
  await expect.poll(() => countdown.textContent(), { timeout: 3000 }).not.toBe(first)
  await expect(page.getByText('活动介绍', { exact: true })).toBeVisible()
  await expect(page.getByText('参赛作品', { exact: true })).toBeVisible()
  // The List repeats its Card per entry of voteActivity.items, with the entry's votes.
  const entries = page.getByText(/^\d+ 票$/)
  await expect(entries.first()).toBeVisible()
  expect(await entries.count()).toBeGreaterThan(1)
  await expect(page.getByRole('button', { name: '分享活动' })).toBeVisible()
  await page.screenshot({ path: 'test-results/screens/activity-landing.png', fullPage: true })
})

test('registering from the landing page: a guest logs in first, the doctor is registered once', async ({
  page,
}) => {
  await gotoQuietly(page, landing)
  await page.getByRole('button', { name: '立即报名' }).click()
  await expect(page).toHaveURL(/\/v3\/login/)
  await passwordLogin(page, newDoctor)
  await expect(page).toHaveURL(/\/v3\/activity\/landing\?id=1/)
  await page.getByRole('button', { name: '立即报名' }).click()
  await expect(page.getByText('报名成功')).toBeVisible()
  await expect(page.getByRole('button', { name: '已报名' })).toBeDisabled()
})
