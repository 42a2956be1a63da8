import type { Page } from '@playwright/test'
import { doctor, newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 15 items 8 and 10, as a doctor meets them: after paying for a course, back leaves the order for
 * the course, never for the cashier (订单已完成，无需支付); 去学习 carries the order's bar and 申请退款 is
 * lighter; no red -¥0.00. A certified doctor's form is named after itself, comes prefilled (姓名, 所在医院,
 * 手机号), asks to choose a choice (请选择…), opens a number pad for a number, names what a wrong answer
 * should be, and says 提交成功 (its successText) on submit.
 */

/** A paid course no other journey buys (server/seed: 李医生's refunded order was course 12). */
const courseId = 12

const field = (page: Page, id: string) => page.locator(`li[data-field="${id}"]`)

async function logIn(page: Page, account: { mobile: string; password: string }) {
  await page.goto('/v3/login')
  await passwordLogin(page, account)
  await expect(page).not.toHaveURL(/\/v3\/login/)
}

test.describe('paying and forms (issue 15 items 8 and 10)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('after paying for a course, back returns to the course, not to the cashier', async ({
    page,
    problems,
  }) => {
    await logIn(page, newDoctor)
    await page.goto(`/v3/course/detail?id=${courseId}`)
    await settled(page)
    await page
      .getByRole('region', { name: '购买' })
      .getByRole('button', { name: /立即购买/ })
      .click()
    await expect(page.getByText('确认订单')).toBeVisible()
    // Without a coupon the sheet says ¥0.00 plainly, never a red -¥0.00.
    await page.getByText('不使用优惠券', { exact: true }).click()
    await expect(page.getByRole('radio', { name: '不使用优惠券' })).toBeChecked()
    await expect(
      page.getByText('优惠', { exact: true }).locator('xpath=following-sibling::dd[1]'),
    ).toHaveText('¥0.00')
    await expect(page.getByText('-¥0.00')).toHaveCount(0)
    await page.screenshot({ path: 'test-results/pay-order-sheet.png' })
    await page.getByRole('button', { name: '提交订单' }).click()
    await expect(page).toHaveURL(/\/api\/dev\/pay\/checkout\?/)
    const historyAtCashier = await page.evaluate(() => history.length)
    await page.screenshot({ path: 'test-results/pay-cashier.png' })

    await page.getByRole('button', { name: /^确认支付/ }).click()
    await expect(page).toHaveURL(/\/v3\/user\/pay\?id=\d+/)
    await settled(page)
    await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible()
    // The order screen took the cashier's place: history did not grow.
    expect(await page.evaluate(() => history.length)).toBe(historyAtCashier)

    // No discount: no 优惠 line. 去学习 is the bar's primary action, 申请退款 a quiet one beside it.
    await expect(page.getByText('优惠', { exact: true })).toHaveCount(0)
    await expect(page.getByText('-¥0.00')).toHaveCount(0)
    const study = page.getByRole('button', { name: '去学习', exact: true })
    const refund = page.getByRole('button', { name: '申请退款', exact: true })
    await expect(study).toHaveAttribute('data-weight', 'primary')
    await expect(refund).toHaveAttribute('data-weight', 'secondary')
    const [studyBox, refundBox] = [await study.boundingBox(), await refund.boundingBox()]
    expect(studyBox && refundBox && studyBox.width > refundBox.width).toBe(true)
    await page.screenshot({ path: 'test-results/pay-order-success.png' })

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${courseId}$`))
    await expect(page.getByText('无需支付')).toHaveCount(0)
    await settled(page)
    problems.expectClean()
  })

  test('a certified doctor’s form: its title, prefilled, 请选择, a number pad, named errors, 提交成功', async ({
    page,
    problems,
  }) => {
    await logIn(page, doctor)
    await page.goto('/v3/form?key=derma-survey')
    await settled(page)

    // The header and the browser title name the form, not 表单.
    await expect(page.locator('header.dc-frame-bar').getByText('皮肤科诊疗调研')).toBeVisible()
    await expect(page).toHaveTitle('皮肤科诊疗调研')

    // 李医生 (certified): name and hospital from the profile, mobile from the login.
    await expect(field(page, 'name').locator('input')).toHaveValue('李医生')
    await expect(field(page, 'hospital').locator('input')).not.toHaveValue('')
    await expect(field(page, 'mobile').locator('input')).toHaveValue('13800000001')

    await page.getByRole('button', { name: '提交问卷' }).click()
    await expect(field(page, 'title').getByRole('alert')).toHaveText('请选择职称')
    await expect(field(page, 'hasAcne').getByRole('alert')).toHaveText('请选择您是否接诊痤疮患者')

    await field(page, 'title').getByText('主治医师', { exact: true }).click()
    await field(page, 'hasAcne').getByText('是', { exact: true }).click()
    const count = field(page, 'acneCount').locator('input')
    await expect(count).toHaveAttribute('inputmode', 'decimal')
    await count.fill('三十')
    await field(page, 'treatments').getByText('外用药物', { exact: true }).click()
    await page.getByRole('button', { name: '提交问卷' }).click()
    await expect(field(page, 'acneCount').getByRole('alert')).toHaveText('每月接诊痤疮患者人数请填写数字')
    await expect(page.getByText('格式不正确')).toHaveCount(0)
    await page.screenshot({ path: 'test-results/form-errors.png' })

    await count.fill('30')
    await page.getByRole('button', { name: '提交问卷' }).click()
    // The form's successText (else 提交成功), as a toast and on the result page.
    await expect(page.getByText('感谢参与！问卷已提交')).toHaveCount(2)
    await page.screenshot({ path: 'test-results/form-submitted.png' })
    problems.expectClean()
  })
})
