import type { Page } from '@playwright/test'
import { passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * One source for study time (issue 15 item 3; docs/decisions/0023): the certified demo doctor 李医生
 * reads the same study time on 我的成长学院 and on the study sprint month, and watching a video lesson
 * raises it on both. Every progress save writes the ledger both screens read.
 */

/** A free-preview video lesson of course 1; its media is the 24-second demo clip. */
const LESSON = '/v3/video/detail?id=1002'

/** 我的成长学院's 学习时长: the minutes all told and this month's hours (本月 N 小时). */
async function learnerHomeStudy(page: Page): Promise<{ minutes: number; monthHours: string }> {
  await page.goto('/v3/user')
  await settled(page)
  const stat = page.getByRole('button', { name: /学习时长/ })
  await expect(stat).toContainText('本月')
  const text = await stat.innerText()
  const minutes = text.match(/(\d+)\s*分钟/)?.[1]
  const monthHours = text.match(/本月\s*([\d.]+)\s*小时/)?.[1]
  if (minutes === undefined || monthHours === undefined) throw new Error(`学习时长 reads "${text}"`)
  return { minutes: Number(minutes), monthHours }
}

/** The sprint's 我的冲刺 card: the month's hours (学习小时) and today's minutes (今日学习 N/30 分钟). */
async function sprintStudy(page: Page): Promise<{ hours: string; todayMinutes: number }> {
  await page.goto('/v3/sprint')
  await settled(page)
  const card = page.getByRole('region', { name: '我的冲刺' })
  await expect(card).toContainText('学习小时')
  const text = await card.innerText()
  const hours = text.match(/([\d.]+)\s*学习小时/)?.[1]
  const today = text.match(/今日学习\s*(\d+)\/\d+\s*分钟/)?.[1]
  if (hours === undefined || today === undefined) throw new Error(`我的冲刺 reads "${text}"`)
  return { hours, todayMinutes: Number(today) }
}

/** How often the player saves progress while playing (PROGRESS_SAVE_INTERVAL_MS). */
const saveIntervalMs = 15_000

/**
 * Seconds each play runs at normal speed before its periodic save. A save behind the last one (a
 * replay) counts what was played since the last save, at most the server's time since then, so these
 * seconds pass for real. Were the lesson as long as its clip, a replay counting nothing there would
 * leave three plays at 24 + 16 + 16 s, under the minute the test asks for. (The seed gives lesson 1002
 * 1860 s, which the save at the end reports: each play's end counts the 120 s one save may.)
 */
const secondsAtNormalSpeed = 8

/** The rest of the clip plays this fast: a save ahead of the last one counts how far the position moved on. */
const fastRate = 8

/**
 * Opens the lesson and plays it to its end, as a doctor watching it would, but sooner: eight seconds,
 * the 15-second progress save at once on the page's clock (installed by the test), then the rest fast.
 */
async function watchToTheEnd(page: Page): Promise<void> {
  await page.goto(LESSON)
  await settled(page)
  const agree = page.getByRole('button', { name: '同意', exact: true })
  if (await agree.isVisible()) await agree.click()
  await page.getByRole('button', { name: '播放视频' }).click()
  const video = page.locator('video').first()
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.currentTime), {
      timeout: 20_000,
      intervals: [250],
    })
    .toBeGreaterThanOrEqual(secondsAtNormalSpeed)
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().includes('/course/progress'),
    { timeout: 10_000 },
  )
  await page.clock.runFor(saveIntervalMs)
  expect((await saved).ok()).toBe(true)
  await video.evaluate((element: HTMLVideoElement, rate) => {
    element.playbackRate = rate
  }, fastRate)
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.ended), {
      timeout: 15_000,
      intervals: [250],
    })
    .toBe(true)
}

test.describe('study time (issue 15: one source for study time)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('李医生 reads the same study time on 我的成长学院 and the sprint, and watching a video lesson raises it on both', async ({
    page,
    problems,
  }) => {
    test.setTimeout(90_000)
    await page.clock.install()
    await page.goto('/v3/user')
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await passwordLogin(page)
    await expect(page).toHaveURL(/\/v3\/user$/)

    const home = await learnerHomeStudy(page)
    expect(home.minutes).toBeGreaterThan(0)
    const sprint = await sprintStudy(page)
    // The same month on both screens: 本月 14.8 小时 there is 14.8 学习小时 here.
    expect(home.monthHours).toBe(sprint.hours)
    expect(home.minutes).toBeGreaterThanOrEqual(Math.floor(Number(sprint.hours) * 60))
    await page.screenshot({ path: 'test-results/study-time-sprint.png' })

    // Three plays of the 24-second clip: more than a minute watched (a replay counts what it played).
    for (let play = 0; play < 3; play += 1) await watchToTheEnd(page)

    const after = await learnerHomeStudy(page)
    await page.screenshot({ path: 'test-results/study-time-learner-home.png' })
    expect(after.minutes).toBeGreaterThanOrEqual(home.minutes + 1)
    const sprintAfter = await sprintStudy(page)
    expect(sprintAfter.todayMinutes).toBeGreaterThanOrEqual(sprint.todayMinutes + 1)
    expect(after.monthHours).toBe(sprintAfter.hours)
    problems.expectClean()
  })
})
