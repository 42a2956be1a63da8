import type { Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium'
import { newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test, withoutCoupon } from './fixtures'

/**
 * Issue 27, journeys a and b (one truth about orders, decision 0037): an abandoned order is resumed, not
 * doubled; once paid, no screen offers 去支付 or 立即购买 for the course again, and paying it again is
 * refused where the doctor can read why; back on the course after paying — in the app's own history or
 * restored from the browser's back-forward cache — the course never offers 立即购买.
 *
 * 赵医生 (no history) buys courses no other journey buys: 19 (journey a) and 36 (journey b).
 */

const resumeCourse = { id: 19, title: '多汗症的综合治疗' }
const backCourse = { id: 36, title: '瘢痕疙瘩的综合治疗', previewLesson: '瘢痕疙瘩与增生性瘢痕' }

const RESUMED = '你有该课程的待支付订单，提交后将继续支付该订单'

/** What each document records: its pageshow events, and when the doctor could see 立即购买 once armed. */
declare global {
  interface Window {
    __pageshows: boolean[]
    __buySeen: string[]
    __armBuyWatch: () => void
  }
}

/**
 * Runs in every document before the app: records pageshow (persisted or not) and, once armed (by the test,
 * or by the page going into the back-forward cache), every moment the purchase bar offers 立即购买 where
 * the doctor can see it: the page shown, and the button the topmost element at its centre (not under the
 * order sheet left open when the page went to the cashier). It looks when the restored page is shown
 * again, before the app's own listeners run, and at each DOM change after it.
 */
function watchPurchaseBar() {
  window.__pageshows = []
  window.__buySeen = []
  let armed = false
  const check = (when: string) => {
    if (!armed || document.visibilityState !== 'visible') return
    const bar = document.querySelector('section[aria-label="购买"]')
    const buy = [...(bar?.querySelectorAll('button') ?? [])].find((button) =>
      button.textContent?.includes('立即购买'),
    )
    if (!bar || !buy) return
    const box = buy.getBoundingClientRect()
    const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    if (top && buy.contains(top)) window.__buySeen.push(when)
  }
  window.__armBuyWatch = () => {
    armed = true
    window.__buySeen = []
  }
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) window.__armBuyWatch()
  })
  document.addEventListener('visibilitychange', () => check('shown'))
  window.addEventListener('pageshow', (event) => {
    window.__pageshows.push(event.persisted)
    check('restored')
  })
  new MutationObserver(() => check('rendered')).observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
  })
}

async function logIn(page: Page) {
  await page.goto('/v3/login')
  await passwordLogin(page, newDoctor)
  await expect(page).not.toHaveURL(/\/v3\/login/)
}

const purchaseBar = (page: Page) => page.getByRole('region', { name: '购买' })

async function openCourse(page: Page, id: number) {
  await page.goto(`/v3/course/detail?id=${id}`)
  await settled(page)
}

/** 立即购买 → the order sheet; resolves once the sheet's preview is in. */
async function openOrderSheet(page: Page) {
  await purchaseBar(page)
    .getByRole('button', { name: /立即购买/ })
    .click()
  await expect(page.getByRole('button', { name: '提交订单' })).toBeEnabled()
}

/** 提交订单 → the development cashier; answers the order id it is paying. */
async function submitToCashier(page: Page): Promise<number> {
  await page.getByRole('button', { name: '提交订单' }).click()
  await expect(page).toHaveURL(/\/api\/dev\/pay\/checkout\?/)
  return Number(new URL(page.url()).searchParams.get('orderId'))
}

async function payAtCashier(page: Page, orderId: number) {
  await page.getByRole('button', { name: /^确认支付/ }).click()
  await expect(page).toHaveURL(new RegExp(`/v3/user/pay\\?id=${orderId}$`))
  await settled(page)
  await expect(page.getByRole('heading', { name: '已完成' })).toBeVisible()
}

// Playwright turns the back-forward cache off by default; journey b needs the browser's own.
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

test.describe('one truth about orders (issue 27 journeys a and b)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('an abandoned order is resumed, not doubled; once paid, no 去支付 for the course and paying again is refused visibly', async ({
    page,
    context,
    problems,
  }) => {
    await logIn(page)
    await openCourse(page, resumeCourse.id)

    await openOrderSheet(page)
    await withoutCoupon(page)
    await expect(page.getByText(RESUMED)).toHaveCount(0)
    const orderId = await submitToCashier(page)
    const cashierUrl = page.url()

    // The doctor leaves the cashier without paying: back on the course, 立即购买 again.
    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${resumeCourse.id}$`))
    await settled(page)
    await openOrderSheet(page)
    await expect(page.getByRole('note')).toHaveText(RESUMED)
    await expect(page.getByRole('button', { name: '提交订单' })).toBeInViewport()
    await page.screenshot({ path: 'test-results/one-truth-resumed-sheet.png' })

    // A second screen of the course, its order sheet open, left behind while the doctor pays.
    const stale = await context.newPage()
    await stale.goto(`/v3/course/detail?id=${resumeCourse.id}`)
    await settled(stale)
    await openOrderSheet(stale)
    await expect(stale.getByRole('note')).toHaveText(RESUMED)

    // And a third, the course alone, as it was before paying.
    const stalePreview = await context.newPage()
    await openCourse(stalePreview, resumeCourse.id)

    expect(await submitToCashier(page)).toBe(orderId)
    await payAtCashier(page, orderId)

    // 我的订单: one order for the course, paid, and no 去支付 on it.
    await page.goto('/v3/user/academy/order')
    await settled(page)
    const orders = page.getByRole('listitem').filter({ hasText: resumeCourse.title })
    await expect(orders).toHaveCount(1)
    await expect(orders.getByRole('button', { name: /，已完成$/ })).toBeVisible()
    await expect(orders.getByRole('button', { name: '去支付', exact: true })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/one-truth-orders.png' })

    // The paid order's cashier address again: no button to pay, and why.
    await page.goto(cashierUrl)
    await expect(page.getByRole('alert')).toHaveText('订单已完成，无需支付')
    await expect(page.getByRole('button', { name: /确认支付/ })).toHaveCount(0)
    await page.screenshot({ path: 'test-results/one-truth-cashier-refused.png' })

    // The screen left behind submits its sheet: the server refuses, the doctor reads why above the
    // sheet's mask, and the course behind says what is true now.
    await stale.bringToFront()
    await stale.getByRole('button', { name: '提交订单' }).click()
    await expect(stale.getByText('已购买该课程', { exact: true })).toBeInViewport()
    await stale.screenshot({ path: 'test-results/one-truth-sheet-refused.png' })
    await expect(purchaseBar(stale).getByRole('button', { name: '开始学习' })).toBeVisible()
    await expect(purchaseBar(stale).getByText('立即购买')).toHaveCount(0)
    await expect(stale).toHaveURL(new RegExp(`/v3/course/detail\\?id=${resumeCourse.id}$`))

    // The course alone, still offering 立即购买: the sheet itself says why it cannot be bought.
    await stalePreview.bringToFront()
    await purchaseBar(stalePreview)
      .getByRole('button', { name: /立即购买/ })
      .click()
    await expect(stalePreview.getByRole('alert')).toContainText('已购买该课程')
    // Said once, in the sheet (no toast repeating it over the mask).
    await expect(stalePreview.getByText('已购买该课程', { exact: true })).toHaveCount(1)
    await expect(stalePreview.getByRole('button', { name: '知道了' })).toBeInViewport()
    await expect(stalePreview.getByRole('button', { name: '提交订单' })).toBeInViewport()
    await stalePreview.screenshot({ path: 'test-results/one-truth-preview-refused.png' })
    problems.expectClean()
  })

  test('back on the course after paying, in the app or from the back-forward cache, never offers 立即购买', async ({
    page,
    context,
    problems,
  }) => {
    await context.addInitScript(watchPurchaseBar)
    await logIn(page)

    // The course as the doctor saw it before paying, then a lesson of it (the app's own history).
    await openCourse(page, backCourse.id)
    await expect(purchaseBar(page).getByRole('button', { name: /立即购买/ })).toBeVisible()
    // The watch sees a 立即购买 the doctor can see (so its silence below means something).
    const seenNow = await page.evaluate(() => {
      window.__armBuyWatch()
      document.body.append(document.createElement('i'))
      return new Promise<string[]>((resolve) => setTimeout(() => resolve(window.__buySeen), 0))
    })
    expect(seenNow).toContain('rendered')
    await page.getByText(backCourse.previewLesson, { exact: true }).first().click()
    await expect(page).not.toHaveURL(/\/v3\/course\/detail/)
    await settled(page)

    // Meanwhile the doctor pays for it on another screen.
    const payer = await context.newPage()
    await openCourse(payer, backCourse.id)
    await openOrderSheet(payer)
    await withoutCoupon(payer)
    const orderId = await submitToCashier(payer)
    await payAtCashier(payer, orderId)

    await test.step('(1) back within the app', async () => {
      await page.bringToFront()
      await page.evaluate(() => {
        window.__armBuyWatch()
        document.documentElement.dataset.beforeBack = 'same document'
      })
      await page.goBack({ waitUntil: 'commit' })
      await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${backCourse.id}$`))
      // The app's own history: the document that showed the lesson shows the course.
      await expect(page.locator('html')).toHaveAttribute('data-before-back', 'same document')
      await expect(purchaseBar(page).getByRole('button', { name: '开始学习' })).toBeVisible()
      await settled(page)
      expect(await page.evaluate(() => window.__buySeen)).toEqual([])
    })

    await test.step('(2) back from the back-forward cache', async () => {
      // Back from the order screen: the course page that left for the cashier, restored as it was.
      await payer.bringToFront()
      await payer.goBack({ waitUntil: 'commit' })
      await expect(payer).toHaveURL(new RegExp(`/v3/course/detail\\?id=${backCourse.id}$`))
      expect(await payer.evaluate(() => window.__pageshows)).toEqual([false, true])
      await expect(purchaseBar(payer).getByRole('button', { name: '开始学习' })).toBeVisible()
      await settled(payer)
      expect(await payer.evaluate(() => window.__buySeen)).toEqual([])
      await expect(payer.getByText('确认订单')).toHaveCount(0)
      await payer.screenshot({ path: 'test-results/one-truth-bfcache-back.png' })
    })
    problems.expectClean()
  })
})
