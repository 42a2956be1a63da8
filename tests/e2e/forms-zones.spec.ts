import type { Page } from '@playwright/test'
import { doctor, newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 6's must-shows: a dynamic form whose answers hide and show later fields, refuses a bad mobile
 * number, keeps a draft when the doctor leaves and follows its success redirect; a zone of id 300 or
 * more is never jumped to; a to-app screen in WeChat says the app is not installed.
 */

const wechatUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322c) NetType/WIFI Language/zh_CN'

/** The seeded 皮肤科诊疗调研 (server/seed/forms.ts): acneCount and treatments on 是, laserNote on 光电治疗. */
const surveyPath = `/v3/form?key=derma-survey&redirect=${encodeURIComponent('/user/form-record?projectKey=derma-survey')}`

/** The seeded uncertified doctor: the zone detail needs no certification. */
const uncertifiedDoctor = { mobile: '13800000002', password: doctor.password }

const field = (page: Page, id: string) => page.locator(`li[data-field="${id}"]`)

test.describe('dynamic form (derma-survey)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('answers hide and show fields, a bad mobile is refused, the draft survives leaving, the success redirect is followed', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/login')
    await passwordLogin(page, newDoctor)
    await expect(page).not.toHaveURL(/\/v3\/login/)

    await page.goto(surveyPath)
    await settled(page)
    await expect(page.getByRole('heading', { name: '皮肤科诊疗调研' })).toBeVisible()
    for (const id of ['acneCount', 'treatments', 'laserNote']) await expect(field(page, id)).toHaveCount(0)

    await field(page, 'name').locator('input').fill('王医生')
    await field(page, 'hospital').locator('input').fill('华山医院')
    await field(page, 'title').getByText('主治医师', { exact: true }).click()
    await field(page, 'hasAcne').getByText('是', { exact: true }).click()
    await expect(field(page, 'acneCount')).toBeVisible()
    await expect(field(page, 'treatments')).toBeVisible()
    await expect(field(page, 'laserNote')).toHaveCount(0)

    await field(page, 'treatments').getByText('光电治疗', { exact: true }).click()
    await expect(field(page, 'laserNote')).toBeVisible()
    await field(page, 'laserNote').getByRole('textbox').fill('强脉冲光 560nm')

    // 否 hides the follow-ups and what depended on them; 是 brings them back with their answers.
    await field(page, 'hasAcne').getByText('否', { exact: true }).click()
    for (const id of ['acneCount', 'treatments', 'laserNote']) await expect(field(page, id)).toHaveCount(0)
    await field(page, 'hasAcne').getByText('是', { exact: true }).click()
    await expect(field(page, 'laserNote').getByRole('textbox')).toHaveValue('强脉冲光 560nm')
    await field(page, 'acneCount').locator('input').fill('30')

    // Second digit 0: not a mainland mobile number (spec §5).
    await field(page, 'mobile').locator('input').fill('10012345678')
    await page.getByRole('button', { name: '提交问卷' }).click()
    await expect(field(page, 'mobile').getByRole('alert')).toHaveText('手机号应为 11 位手机号码')
    await expect(page).toHaveURL(/\/v3\/form\?/)

    // Leaving mid-way loses nothing.
    await page.goto('/v3/zone/home')
    await settled(page)
    await page.goto('/v3/form?key=derma-survey')
    await settled(page)
    await expect(field(page, 'name').locator('input')).toHaveValue('王医生')
    await expect(field(page, 'acneCount').locator('input')).toHaveValue('30')
    await expect(field(page, 'laserNote').getByRole('textbox')).toHaveValue('强脉冲光 560nm')
    await expect(field(page, 'mobile').locator('input')).toHaveValue('10012345678')

    await field(page, 'mobile').locator('input').fill('13912345678')
    await page.getByRole('button', { name: '提交问卷' }).click()
    // The redirect given on the first visit was kept for this form key.
    await expect(page).toHaveURL(/\/v3\/user\/form-record\?projectKey=derma-survey/)
    await settled(page)
    await expect(page.getByText('皮肤科诊疗调研').first()).toBeVisible()
    await page.getByText('皮肤科诊疗调研').first().click()
    await expect(page.getByText('强脉冲光 560nm')).toBeVisible()
    await expect(
      page.getByText('外用药物、光电治疗').or(page.getByText('光电治疗', { exact: true })),
    ).toBeVisible()

    // A submitted form starts again without the draft: 姓名 is the certified doctor's own name from
    // the profile (issue 15 item 10), not the 王医生 typed before, and the follow-ups are gone.
    await page.goto('/v3/form?key=derma-survey')
    await settled(page)
    await expect(field(page, 'name').locator('input')).toHaveValue('赵医生')
    await expect(field(page, 'acneCount')).toHaveCount(0)
    problems.expectClean()
  })
})

test.describe('zone detail tabs (spec §3 tab labels; decision 0032)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('首页 / 活动 / 产品兑换 / 产品介绍: 首页 holds the introduction and every item, each other tab its section', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/login')
    await passwordLogin(page, uncertifiedDoctor)
    await expect(page).not.toHaveURL(/\/v3\/login/)
    await page.goto('/v3/zone/detail?id=1')
    // The zone's informed consent (ENP) comes first: no other test has this doctor agree to it.
    const consent = page.getByRole('dialog', { name: /知情同意/ })
    await consent.getByRole('button', { name: '同意', exact: true }).click()
    await expect(consent).toBeHidden()
    await settled(page)

    const tabs = page.getByRole('tab')
    await expect(tabs).toHaveText(['首页', '活动', '产品兑换', '产品介绍'])
    const introduction = page.getByText('和睿皮肤科学院为皮肤科医生提供', { exact: false })
    await expect(introduction).toBeVisible()
    await expect(page.getByText('特应性皮炎的长期管理策略')).toBeVisible()
    await expect(page.getByText('修护保湿霜样品兑换')).toBeVisible()

    await page.getByRole('tab', { name: '产品兑换' }).click()
    await expect(page.getByText('修护保湿霜样品兑换')).toBeVisible()
    await expect(page.getByText('特应性皮炎的长期管理策略')).toHaveCount(0)
    await expect(introduction).toHaveCount(0)
    await page.screenshot({ path: 'test-results/forms-zones/zone-exchange-tab.png' })

    await page.getByRole('tab', { name: '活动' }).click()
    await expect(page.getByText('皮肤科诊疗调研')).toBeVisible()
    await expect(page.getByText('敏感肌修护霜样品试用招募')).toBeVisible()
    await expect(page.getByText('修护保湿霜样品兑换')).toHaveCount(0)

    await page.getByRole('tab', { name: '产品介绍' }).click()
    await expect(page.getByText('和睿修护保湿霜产品介绍')).toBeVisible()
    await expect(page.getByText('皮肤科诊疗调研')).toHaveCount(0)
    problems.expectClean()
  })
})

test.describe('zone jumps (spec §5: only below zone id 300)', () => {
  test('in the app a zone card below 300 opens the zone, one of 301 does nothing', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: phoneUserAgent,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    })
    // The native app's bridge (spec §7), recording what the page asks of it.
    await context.addInitScript(() => {
      const sent: unknown[] = []
      Object.assign(window, {
        sentToApp: sent,
        nativeBridge: { postMessage: (message: string) => sent.push(JSON.parse(message)) },
      })
    })
    const page = await context.newPage()
    const routesAsked = async () =>
      (
        await page.evaluate(
          () => (window as unknown as { sentToApp: { type: string; payload?: unknown }[] }).sentToApp,
        )
      )
        .filter((message) => message.type === 'open-route')
        .map((message) => JSON.stringify(message.payload))

    await page.goto('/v3/topic/detail?id=1')
    await settled(page)
    await page.getByText('博恩医学教育 · 银屑病诊疗进展').click()
    await page.waitForTimeout(300)
    expect(await routesAsked()).toEqual([])
    await expect(page).toHaveURL(/\/v3\/topic\/detail\?id=1$/)

    await page.getByText('和睿皮肤科学院').click()
    await expect.poll(routesAsked).toEqual([JSON.stringify({ path: '/zone/detail?id=1' })])
    await context.close()
  })

  test('the jump screen: zone 301 is 链接无效, zone 1 outside the app is 请前往APP操作', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/jump?type=ZONE&id=301')
    await expect(page.getByText('链接无效')).toBeVisible()
    await expect(page).toHaveURL(/\/v3\/jump\?type=ZONE&id=301/)
    await page.goto('/v3/jump?type=ZONE&id=1')
    await expect(page.getByText('请前往APP操作').first()).toBeVisible()
    problems.expectClean()
  })
})

test.describe('hand-off in WeChat', () => {
  test.use({ userAgent: wechatUserAgent })

  test('a to-app screen says the app is not installed; 继续 goes to the download page, 取消 stays', async ({
    page,
  }) => {
    // No internet here: the JS-SDK script is answered with an empty SDK, the download page by a stub.
    await page.route('https://res.wx.qq.com/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.wx = undefined' }),
    )
    await page.route('https://*.dermacampus.cn/download**', (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<h1>下载 DermaCampus APP</h1>' }),
    )
    await page.goto('/v3/yimei/toApp')
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByText('未检测到APP')).toBeVisible()
    await dialog.getByText('取消').click()
    await expect(dialog).toHaveCount(0)
    await expect(page).toHaveURL(/\/v3\/yimei\/toApp/)

    await page.getByRole('button', { name: '打开APP' }).click()
    await page.getByRole('dialog').getByText('继续').click()
    await expect(page).toHaveURL(/dermacampus\.cn\/download/)
    await expect(page.getByText('下载 DermaCampus APP')).toBeVisible()
  })
})
