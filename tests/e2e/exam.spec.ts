import { readFileSync } from 'node:fs'
import { newDoctor, passwordLogin, phoneUserAgent, trackRecords } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * A course exam taken to a pass produces a certificate the doctor can save as an image (spec §3 question
 * types and poster types, issue: exams and certificates). The new doctor 赵医生 takes exam 4 of course 1
 * (特应性皮炎系统治疗进展), answers one question of each type per screen, passes, opens the certificate
 * drawn as a PNG and saves it. Start and submit are tracked.
 */

const answers: string[][] = [
  ['IL-4Rα（IL-4/IL-13 共同受体亚基）'],
  ['度普利尤单抗', '阿布昔替尼', '环孢素'],
  ['正确'],
  ['特应性皮炎的严重程度'],
  ['错误'],
]

test.describe('exam to certificate (issue: activities, votes, exams, certificates and campaigns)', () => {
  test.use({ userAgent: phoneUserAgent })

  test('a passed course exam issues a certificate whose image can be saved', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(90_000)
    const since = Date.now()
    await page.goto('/v3/user/course/exam?id=4&routeType=COURSE')
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await passwordLogin(page, newDoctor)
    await expect(page).toHaveURL(/\/v3\/user\/course\/exam\?id=4&routeType=COURSE$/)
    await settled(page)
    await expect(page.getByText('特应性皮炎系统治疗进展').first()).toBeVisible()

    await page.getByRole('button', { name: '开始考试' }).click()
    for (const [index, choices] of answers.entries()) {
      const question = page.getByRole('article', { name: `第 ${index + 1} 题` })
      await expect(question).toBeVisible()
      for (const choice of choices) await question.getByText(choice, { exact: true }).click()
      if (index < answers.length - 1) await page.getByRole('button', { name: '下一题' }).click()
    }
    await page.getByRole('button', { name: '交卷' }).click()
    await expect(page.getByText('恭喜通过考试，证书已颁发').first()).toBeVisible()
    await expect(page.getByText('100').first()).toBeVisible()
    await page.screenshot({ path: 'test-results/exam-passed.png' })

    await page.getByRole('button', { name: '查看证书' }).click()
    await expect(page).toHaveURL(/\/v3\/user\/academy\/certificate-detail\?id=\d+/)
    await settled(page)
    const image = page.getByRole('img', { name: /考试合格证书/ })
    await expect(image).toBeVisible()
    expect(await image.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
    await expect(page.getByText('长按图片保存到相册')).toBeVisible()
    await page.screenshot({ path: 'test-results/exam-certificate.png' })

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '保存图片' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.png$/)
    const saved = readFileSync(await download.path())
    // A PNG file: its 8-byte signature, and big enough to be a drawn certificate.
    expect(saved.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
    expect(saved.length).toBeGreaterThan(20_000)

    // The certificate is in the doctor's list too.
    await page.goto('/v3/user/academy/certificate')
    await settled(page)
    await expect(page.getByText('特应性皮炎系统治疗进展 · 考试合格证书').first()).toBeVisible()

    await expect
      .poll(async () => {
        const types = (await trackRecords(request, since)).map((record) => record.payload.events_type)
        return ['exam_start', 'exam_submit'].every((type) => types.includes(type))
      })
      .toBe(true)
    problems.expectClean()
  })
})
