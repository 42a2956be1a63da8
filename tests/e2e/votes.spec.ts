import type { Page } from '@playwright/test'
import { captchaCode, newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, type Problems, settled, test } from './fixtures'

/**
 * Votes on the 2025 campaign screens (spec §4 vote captcha modal, §4 status table's vote exception, §8
 * quiet vote codes): an anonymous vote asks for login, a guest whose token no longer counts gets the
 * captcha modal instead of being logged out, and the vote over the daily limit is refused in plain words
 * while the count stays where it was.
 */

/** An entry's vote button (its text is the campaign's: 投票, 爱心投票...). */
function voteButton(page: Page, title: string) {
  const escaped = title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return page.getByRole('button', { name: new RegExp(`^\\S*投票 ${escaped}$`) })
}

async function countOf(page: Page, itemId: number): Promise<number> {
  return Number((await page.getByTestId(`vote-count-${itemId}`).first().innerText()).replace(/\D/g, ''))
}

/** The browser logs each refused call; these tests expect exactly `count` of `status`. */
function expectRefusedCalls(problems: Problems, status: number, count: number): void {
  const refused = problems.list.filter((problem) => problem.includes(`status of ${status} `))
  expect(refused, problems.list.join('\n')).toHaveLength(count)
  problems.list.splice(0, problems.list.length, ...problems.list.filter((p) => !refused.includes(p)))
}

function returnAddress(path: string): string {
  return encodeURIComponent(Buffer.from(encodeURIComponent(path)).toString('base64'))
}

test.describe('votes (issue: activities, votes, exams, certificates and campaigns)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('an anonymous vote asks for login and sends nothing', async ({ page, problems }) => {
    await page.goto('/v3/vote/2025Ted/detail?promotionId=25')
    await settled(page)
    await expect(page.getByText('2025「谁是皮肤专家」TED 演讲投票').first()).toBeVisible()
    const submits: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/submit')) submits.push(request.url())
    })
    await voteButton(page, '林晓梅').click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    expect(submits).toEqual([])
    problems.expectClean()
  })

  test('a guest whose token has lapsed gets the captcha modal, verifies, and the vote then counts', async ({
    page,
    problems,
  }) => {
    // A visitor logs in with the image captcha for a token of a few seconds (the activity's
    // tokenExpirationHours), comes back to the vote and waits for the token to lapse.
    const screen = '/v3/vote/2025Leo'
    await page.goto(`/v3/login?tokenExpirationHours=0.001&redirect_url=${returnAddress(screen)}`)
    await settled(page)
    await page.getByRole('tab', { name: '快捷登录' }).click()
    await page.getByPlaceholder('请输入图中字符').filter({ visible: true }).fill(captchaCode)
    await page.getByRole('button', { name: '登录', exact: true }).filter({ visible: true }).click()
    await expect(page).toHaveURL(new RegExp(`${screen}$`))
    await settled(page)
    const stored = () => page.evaluate(() => JSON.parse(localStorage.getItem('derma_store_user') ?? '{}'))
    const guest = await stored()
    expect(guest.roles).toEqual([{ roleName: 'ROLE_GUEST' }])
    await page.waitForTimeout(4_000)

    const title = '"皮肤的朋友"银屑病患者互助课堂'
    const item = 2701
    const before = await countOf(page, item)
    await voteButton(page, title).click()
    const modal = page.getByRole('dialog', { name: '为保证投票结果公平公正，投票前请先完成验证' })
    await expect(modal).toBeVisible()
    await page.screenshot({ path: 'test-results/vote-guest-captcha.png' })
    expect(await countOf(page, item)).toBe(before)
    // Still logged in as the guest: the modal, not a re-login.
    await expect(page).toHaveURL(new RegExp(`${screen}$`))

    // spec §5: an empty code says so and sends nothing; a new image on request.
    const logins: Record<string, unknown>[] = []
    page.on('request', (request) => {
      if (request.url().includes('/captcha/login'))
        logins.push(request.postDataJSON() as Record<string, unknown>)
    })
    await modal.getByRole('button', { name: '确定' }).click()
    await expect(modal.getByText('请输入验证码')).toBeVisible()
    expect(logins).toEqual([])
    const image = modal.getByRole('img')
    const first = await image.getAttribute('src')
    await modal.getByRole('button', { name: '换一张' }).click()
    await expect.poll(() => image.getAttribute('src')).not.toBe(first)

    await modal.getByPlaceholder('请输入图中字符').fill(captchaCode)
    await modal.getByRole('button', { name: '确定' }).click()
    await expect(modal).toBeHidden()
    // spec §3: the captcha login asks for the campaign's token lifetime (campaign 27: 24 hours).
    expect(logins).toHaveLength(1)
    expect(logins[0]).toMatchObject({ code: captchaCode, tokenExpirationHours: 24 })
    const verified = await stored()
    expect(verified.userToken).toBeTruthy()
    expect(verified.userToken).not.toBe(guest.userToken)
    expect(verified.userId).toBeTruthy()

    await voteButton(page, title).click()
    await expect.poll(() => countOf(page, item)).toBe(before + 1)
    expectRefusedCalls(problems, 401, 1)
    problems.expectClean()
  })

  test('after the 3rd vote of the day no card offers a 4th: 明日再投, and the count does not move', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/vote/2025Ted/detail?promotionId=25')
    await settled(page)
    await voteButton(page, '林晓梅').click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await passwordLogin(page, newDoctor)
    await expect(page).toHaveURL(/\/v3\/vote\/2025Ted\/detail\?promotionId=25$/)
    await settled(page)
    await expect(page.getByText('今日还可投 3 票').first()).toBeVisible()

    for (const [title, id] of [
      ['林晓梅', 2501],
      ['周明远', 2502],
      ['陈思远', 2503],
    ] as const) {
      const count = await countOf(page, id)
      await voteButton(page, title).click()
      await expect.poll(() => countOf(page, id)).toBe(count + 1)
      // The entry has had its vote for today (itemDaily 1): 已投, or 明日再投 once the day's votes are used
      // (the server's voteState: the day's limit is what vote.submit would refuse first).
      await expect(
        page.getByRole('button', { name: new RegExp(`^(已投|明日再投) ${title}$`) }),
      ).toBeDisabled()
    }
    const fourth = 2504
    const before = await countOf(page, fourth)
    const spent = page.getByRole('button', { name: '明日再投 许文静' })
    await expect(spent).toBeDisabled()
    await page.screenshot({ path: 'test-results/vote-daily-limit.png' })
    expect(await countOf(page, fourth)).toBe(before)
    // After a reload the server says the same: no vote left today, the count unchanged.
    await page.reload()
    await settled(page)
    await expect(page.getByRole('button', { name: '明日再投 许文静' })).toBeDisabled()
    expect(await countOf(page, fourth)).toBe(before)
    problems.expectClean()
  })
})
