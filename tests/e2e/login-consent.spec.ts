import { mkdirSync } from 'node:fs'
import { doctor, newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'

/** The seeded doctor who has not completed certification (accurateAuth 0). */
const uncertifiedDoctor = { mobile: '13800000002', password: doctor.password }

import { expect, settled, test } from './fixtures'

/**
 * Issue 15 items 2 and 9, as a doctor meets them: a visitor tapping a course on home is told why the
 * login is asked (登录后继续 and the screen's title, for certified doctors) and lands back on the course
 * after it; the zone's personal-information consent keeps its 100 px box and 查看全文 opens the whole
 * text, where 同意 enters the zone.
 */

mkdirSync('test-results/login-consent', { recursive: true })

test.describe('login says what it opens; the consent reads whole (issue 15 items 2 and 9)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('a visitor tapping a marked course sees 登录后继续 · 课程, logs in and lands on the course', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/home')
    await settled(page)
    const card = page.locator('article[data-card="course"]').first()
    await card.scrollIntoViewIfNeeded()
    // Marked before the tap: course main always checks certification.
    await expect(card.getByText('认证医生')).toBeVisible()
    const title = (await card.getByRole('button').first().innerText()).trim()
    expect(title).not.toBe('')
    await page.screenshot({ path: 'test-results/login-consent/home-cards.png' })

    await card.getByRole('button', { name: title }).click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await settled(page)
    const why = page.getByRole('complementary', { name: '登录后继续' })
    await expect(why).toBeVisible()
    await expect(why).toContainText('登录后继续')
    await expect(why.locator('strong')).toHaveText('课程')
    await expect(why).toContainText('仅限认证医生查看')
    await page.screenshot({ path: 'test-results/login-consent/login-why.png' })

    await passwordLogin(page, doctor)
    await expect(page).toHaveURL(/\/v3\/course\/detail\?id=\d+$/)
    await settled(page)
    await expect(page.getByText(title).first()).toBeAttached()
    await expect(page.getByRole('complementary', { name: '登录后继续' })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/login-consent/course-after-login.png' })
    // The login screen took the course's place in history and gave it back: back is home, not login.
    await page.goBack()
    await expect(page).toHaveURL(/\/v3\/home$/)
    problems.expectClean()
  })

  test('an uncertified doctor is offered a way forward: 切换账号登录 logs in the certified account and opens the course (issue 15 item 20)', async ({
    page,
  }) => {
    await page.goto('/v3/login')
    await passwordLogin(page, uncertifiedDoctor)
    await expect(page).toHaveURL(/\/v3\/home$/)
    await page.goto('/v3/course/detail?id=1')
    await expect(page.getByText('仅限认证医生查看')).toBeVisible()
    // The course's consent (spec §2: it runs alongside the certification check) is answered first.
    await page.getByRole('button', { name: '同意', exact: true }).click()
    await expect(page.getByRole('button', { name: '我已认证，重新检查' })).toBeVisible()
    await expect(page.getByRole('button', { name: '返回' })).toBeVisible()
    await page.screenshot({ path: 'test-results/login-consent/uncertified.png' })
    // Checking again asks the server again: still uncertified, still the same screen.
    const checked = page.waitForResponse((response) => response.url().includes('/accurate-auth'))
    await page.getByRole('button', { name: '我已认证，重新检查' }).click()
    await checked
    await expect(page.getByText('仅限认证医生查看')).toBeVisible()

    await page.getByRole('button', { name: '切换账号登录' }).click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await expect(page.getByRole('complementary', { name: '登录后继续' })).toContainText('课程')
    await passwordLogin(page, doctor)
    await expect(page).toHaveURL(/\/v3\/course\/detail\?id=1$/)
    await expect(page.getByText('仅限认证医生查看')).toHaveCount(0)
  })

  test('the zone consent shows its 100 px box; 查看全文 opens the whole text; 同意 there enters the zone', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/login')
    await passwordLogin(page, newDoctor)
    await expect(page).toHaveURL(/\/v3\/home$/)

    await page.goto('/v3/zone/detail?id=1')
    const dialog = page.getByRole('dialog', { name: '个人信息处理知情同意书' })
    await expect(dialog).toBeVisible()
    const box = dialog.getByRole('document')
    await expect(box).toBeVisible()
    // 100 px once the dialog has zoomed in (spec §9: popups animate for 250 ms, from 0.8 of their size).
    await expect.poll(async () => (await box.boundingBox())?.height).toBe(100)
    // The box holds more than it shows: it scrolls.
    expect(await box.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    await page.screenshot({ path: 'test-results/login-consent/consent-dialog.png' })

    await dialog.getByRole('button', { name: '查看全文' }).click()
    const full = page.locator('[data-consent-full-text]')
    await expect(full).toBeVisible()
    await expect(dialog.filter({ has: page.getByRole('button', { name: '查看全文' }) })).toBeHidden()
    await expect(full.getByRole('heading', { name: '个人信息处理知情同意书', exact: true })).toBeVisible()
    // The whole text, on the full screen, down to its last line.
    const text = full.getByRole('document')
    expect((await text.boundingBox())?.height ?? 0).toBeGreaterThan(400)
    await expect(text).toContainText('身份信息：姓名、执业医院、科室、职称及医师资格认证状态')
    const last = text.getByText('如您不同意，将无法进入本专区。')
    await last.scrollIntoViewIfNeeded()
    await expect(last).toBeInViewport()
    await page.screenshot({ path: 'test-results/login-consent/consent-full-text.png' })

    // 返回 goes back to the dialog; 查看全文 again, and 同意 on the full text enters the zone.
    await full.getByRole('button', { name: '返回' }).click()
    await expect(dialog.getByRole('button', { name: '查看全文' })).toBeVisible()
    await dialog.getByRole('button', { name: '查看全文' }).click()
    await expect(full).toBeVisible()
    await full.getByRole('button', { name: '同意', exact: true }).click()
    await expect(full).toBeHidden()
    await expect(page.getByRole('dialog', { name: '个人信息处理知情同意书' })).toHaveCount(0)
    await expect(page).toHaveURL(/\/v3\/zone\/detail\?id=1$/)
    await settled(page)
    await expect(page.getByText('和睿皮肤科学院').first()).toBeVisible()
    await page.screenshot({ path: 'test-results/login-consent/zone-entered.png' })
    problems.expectClean()
  })
})
