import type { Page } from '@playwright/test'
import { newDoctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 15 items 4 and 5, as a certified doctor meets them on a phone against the seeded catalogue: a
 * lesson names its course and lists its lessons, 下一节 and a video's end lead to the next lesson (never
 * into a locked one), and back from a lesson finds the course page where it was.
 *
 * Course 13 (带状疱疹及后遗神经痛) is free: lessons 1053–1055 are videos, 1056 an article. Course 2
 * (银屑病生物制剂治疗) is paid and not bought by this doctor: 1008 is 试看, 1009 on are locked. Every video
 * plays the seeded demo clip (24 s).
 */

const freeCourse = { id: 13, title: '带状疱疹及后遗神经痛' }
const paidCourse = { id: 2, title: '银屑病生物制剂治疗' }

async function logIn(page: Page) {
  await page.goto('/v3/user')
  await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
  await passwordLogin(page, newDoctor)
  await expect(page).toHaveURL(/\/v3\/user$/)
  await settled(page)
}

function courseBlock(page: Page) {
  return page.getByRole('region', { name: '所属课程' })
}

/** The lesson cards of the lesson page's 课程列表. */
function lessonCards(page: Page) {
  return courseBlock(page).getByRole('list', { name: '课程列表' }).getByRole('button')
}

/** Plays the lesson's video and jumps to a second before its end. */
async function playToTheEnd(page: Page) {
  await page.getByRole('button', { name: '播放视频' }).click()
  await jumpToTheEnd(page)
}

/** Jumps the video, playing or about to, to a second before its end. */
async function jumpToTheEnd(page: Page) {
  const video = page.locator('video').first()
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration || 0)).toBeGreaterThan(2)
  await video.evaluate((v: HTMLVideoElement) => {
    v.currentTime = v.duration - 1
    void v.play()
  })
}

/** The countdown to the next lesson, in seconds (AUTO_ADVANCE_SECONDS). */
const countdownSeconds = 5

/**
 * Lets `seconds` pass on the page's clock (installed with page.clock.install), a second at a time: each
 * tick of the countdown sets the next one once the screen has rendered, so one jump would fire only the
 * first. After each second the page runs what it queued: React renders and runs effects in tasks posted
 * through a MessageChannel, which two posts of our own follow.
 */
async function passSeconds(page: Page, seconds: number) {
  for (let second = 0; second < seconds; second += 1) {
    await page.clock.runFor(1_000)
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel()
          let posts = 2
          channel.port1.onmessage = () => {
            posts -= 1
            if (posts === 0) resolve()
            else channel.port2.postMessage(null)
          }
          channel.port2.postMessage(null)
        }),
    )
  }
}

test.describe('lesson navigation (issue 15: lesson page course, 下一节, auto-advance, scroll on back)', () => {
  test.use({ userAgent: phoneUserAgent })

  test.beforeEach(async ({ page }) => {
    await logIn(page)
  })

  test('a lesson page names its course and lists its lessons; 下一节 opens the next one and back returns to the course', async ({
    page,
    problems,
  }) => {
    await page.goto(`/v3/course/detail?id=${freeCourse.id}`)
    await settled(page)
    await page.locator('[data-lesson-id="1053"]').click()
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1053&courseId=13/)
    await settled(page)

    // The course by name, its four lessons, the current one marked.
    const course = courseBlock(page).getByRole('button', { name: /^所属课程/ })
    await expect(course).toContainText(freeCourse.title)
    await expect(lessonCards(page)).toHaveCount(4)
    await expect(lessonCards(page).nth(0)).toHaveAttribute('aria-current', 'true')
    await expect(courseBlock(page).getByText('第1节 / 共4节')).toBeVisible()
    await page.screenshot({ path: 'test-results/lesson-nav-video.png' })

    // The course's name opens the course.
    await course.click()
    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${freeCourse.id}$`))
    await page.goBack()
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1053/)
    await settled(page)

    // 下一节: the second lesson, in place of the first.
    await courseBlock(page).getByRole('button', { name: '下一节' }).click()
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1054&courseId=13/)
    await settled(page)
    await expect(lessonCards(page).nth(1)).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('抗病毒治疗方案')

    // The article lesson names its course and offers 下一节 too; the last lesson has none.
    await lessonCards(page).nth(3).click()
    await expect(page).toHaveURL(/\/v3\/article\/detail\?id=1056&courseId=13/)
    await settled(page)
    await expect(courseBlock(page).getByRole('button', { name: /^所属课程/ })).toContainText(freeCourse.title)
    await expect(courseBlock(page).getByRole('button', { name: '已是最后一节' })).toBeDisabled()

    // The lessons replaced one another: one back is the course page.
    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${freeCourse.id}$`))
    problems.expectClean()
  })

  test('a video that ends counts down and plays the next lesson; 取消 stops it; a locked next lesson is never opened', async ({
    page,
    problems,
  }) => {
    // The countdown, and the wait for a lesson that must not open, run on the page's clock.
    await page.clock.install()
    await page.goto(`/v3/video/detail?id=1053&courseId=${freeCourse.id}`)
    await settled(page)
    await expect(lessonCards(page)).toHaveCount(4)
    await playToTheEnd(page)

    const notice = page.getByRole('status').filter({ hasText: '下一节' })
    await expect(notice).toContainText(/\d 秒后播放下一节/)
    await expect(notice).toContainText('第2节')
    await page.screenshot({ path: 'test-results/lesson-nav-countdown.png' })
    await passSeconds(page, countdownSeconds)
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1054&courseId=13&autoplay=1/, { timeout: 10_000 })
    await settled(page)
    // The next lesson plays on its own.
    await expect
      .poll(() =>
        page
          .locator('video')
          .first()
          .evaluate((v: HTMLVideoElement) => v.currentTime),
      )
      .toBeGreaterThan(0.5)

    // 取消: the doctor stays on the lesson. (It is playing: straight to its end.)
    await jumpToTheEnd(page)
    await expect(notice).toContainText(/秒后播放下一节/)
    await notice.getByRole('button', { name: '取消' }).click()
    await expect(notice).toHaveCount(0)
    await passSeconds(page, countdownSeconds + 1)
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1054/)

    // A paid course not bought: the 试看 lesson ends, the next one is locked and is not opened.
    await page.goto(`/v3/video/detail?id=1008&courseId=${paidCourse.id}`)
    await settled(page)
    await expect(courseBlock(page).getByRole('button', { name: /^所属课程/ })).toContainText(paidCourse.title)
    await expect(lessonCards(page).nth(1)).toHaveAttribute('data-locked', 'true')
    await playToTheEnd(page)
    const locked = page.getByRole('status').filter({ hasText: '购买课程后即可学习' })
    await expect(locked).toContainText('下一节：第2节')
    await page.screenshot({ path: 'test-results/lesson-nav-locked.png' })
    await passSeconds(page, countdownSeconds + 1)
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1008/)
    await locked.getByRole('button', { name: '查看课程' }).click()
    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${paidCourse.id}$`))
    problems.expectClean()
  })

  test('back from a lesson finds the course page at the same scroll position, on the same tab', async ({
    page,
    problems,
  }) => {
    await page.goto(`/v3/course/detail?id=${paidCourse.id}`)
    await settled(page)
    // Another tab and back: the open tab is now in the address (?tab=lessons).
    await page.getByRole('tab', { name: '评价' }).click()
    await page.getByRole('tab', { name: '课程列表' }).click()
    await expect(page).toHaveURL(/tab=lessons/)

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const top = await page.evaluate(() => window.scrollY)
    expect(top).toBeGreaterThan(200)
    await page.waitForTimeout(400)

    await page.locator('[data-lesson-id="1008"]').click()
    await expect(page).toHaveURL(/\/v3\/video\/detail\?id=1008/)
    await settled(page)
    await page.goBack()

    await expect(page).toHaveURL(new RegExp(`/v3/course/detail\\?id=${paidCourse.id}&tab=lessons`))
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(Math.round(top) - 2)
    expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(top + 2)
    await expect(page.getByRole('tab', { name: '课程列表' })).toHaveAttribute('aria-selected', 'true')
    problems.expectClean()
  })
})
