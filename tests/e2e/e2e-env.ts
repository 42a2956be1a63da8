import type { APIRequestContext, Page } from '@playwright/test'

/** The e2e server fixes every image captcha's answer (CAPTCHA_FIXED_CODE, never set in production). */
export const captchaCode = 'e2e7'

/** A seeded certified doctor (server/seed). */
export const doctor = { mobile: '13800000001', password: 'Derma@2026' }

/** A seeded certified doctor with no history (no orders, favorites or progress): the new doctor. */
export const newDoctor = { mobile: '13800000003', password: 'Derma@2026' }

/** A phone browser's user agent: the live page sends desktop browsers to the PC site (spec §2). */
export const phoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'

export interface TrackRecord {
  kind: string
  receivedAt: string
  payload: Record<string, unknown>
}

/** Tracking records stored since `since` (ms), through the server's loopback-only inspection route. */
export async function trackRecords(request: APIRequestContext, since: number): Promise<TrackRecord[]> {
  const response = await request.get(`/api/dev/track/records?since=${since}`)
  if (!response.ok()) throw new Error(`track records: ${response.status()} ${await response.text()}`)
  return (await response.json()) as TrackRecord[]
}

/** Logs in on the login screen's 密码登录 tab (the page must show the login screen). */
export async function passwordLogin(page: Page, account: { mobile: string; password: string } = doctor) {
  await page.getByRole('tab', { name: '密码登录' }).click()
  // Tabs visited before stay in the page, hidden: act on the visible form.
  await page.getByPlaceholder('请输入手机号').filter({ visible: true }).fill(account.mobile)
  await page.getByPlaceholder('请输入密码').filter({ visible: true }).fill(account.password)
  await page.getByRole('button', { name: '登录', exact: true }).filter({ visible: true }).click()
}
