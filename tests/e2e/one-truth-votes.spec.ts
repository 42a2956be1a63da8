import type { Page } from '@playwright/test'
import { doctor, passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'

/**
 * Issue 27 journey c: every vote control (the TED list's cards, an entry page's bar) shows the state the
 * server will apply, from the same answers in the one client cache. Votes used up on the list → the entry
 * page says 已投 / 明日再投 as the list does; a vote on an entry page → the list shows it on return, without
 * a reload. The entry page shows the entry's own talk, by its own speaker, and its course's name.
 */

const list = '/v3/vote/2025Ted/detail?promotionId=25'

/** The TED entries in list order (content/votes/ted-2025.json): speaker, item id, their talk. */
const entries = [
  ['林晓梅', 2501, '白癜风不是"白"的那么简单'],
  ['周明远', 2502, '痒，是一种病'],
  ['陈思远', 2503, '把白斑重新"种"回颜色'],
  ['许文静', 2504, '抗组胺药的正确打开方式'],
  ['赵一鸣', 2505, '光，也是一种药'],
  ['孙嘉禾', 2506, '当荨麻疹反复发作'],
] as const

/** The seeded doctor who is not certified yet: may vote, and has cast no TED vote today. */
const secondDoctor = { mobile: '13800000002', password: doctor.password }

/** An entry's vote button on the list or its page: its name starts with what it says. */
function voteControl(page: Page, label: string, title: string) {
  return page.getByRole('button', { name: `${label} ${title}`, exact: true })
}

/** An entry's vote button whatever it says: 投票, 已投, 明日再投... */
function anyVoteControl(page: Page, title: string) {
  return page.getByRole('button', { name: new RegExp(`^(投票|已投|明日再投|票已投完) ${title}$`) })
}

/** What the entry's vote button says now. */
async function labelOf(page: Page, title: string): Promise<string> {
  const name = (await anyVoteControl(page, title).first().getAttribute('aria-label')) ?? ''
  return name.replace(` ${title}`, '')
}

async function countOf(page: Page, itemId: number): Promise<number> {
  return Number((await page.getByTestId(`vote-count-${itemId}`).first().innerText()).replace(/\D/g, ''))
}

/** The votes the hero says are left today (今日还可投 N 票): the server's remainingToday. */
async function remainingToday(page: Page): Promise<number> {
  const line = page.getByText(/今日还可投/).first()
  await expect(line).toBeVisible()
  return Number((await line.innerText()).match(/今日还可投\s*(\d+)/)?.[1] ?? Number.NaN)
}

/** Opens the TED list signed in as `account` (the login screen returns to it). */
async function signInOnList(page: Page, account: { mobile: string; password: string }) {
  await page.goto(
    `/v3/login?redirect_url=${encodeURIComponent(Buffer.from(encodeURIComponent(list)).toString('base64'))}`,
  )
  await settled(page)
  await passwordLogin(page, account)
  await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`))
  await settled(page)
}

test.describe('one truth for votes (issue 27, journey c)', () => {
  test.use({ userAgent: phoneUserAgent })

  test("votes used up on the TED list → each entry page's button says what the list says (已投 / 明日再投)", async ({
    page,
    problems,
  }) => {
    await signInOnList(page, doctor)
    let left = await remainingToday(page)
    expect(left).toBeGreaterThan(0)
    const voted: string[] = []
    for (const [title, id] of entries) {
      if (left === 0) break
      const button = voteControl(page, '投票', title)
      if (!(await button.isVisible())) continue
      const before = await countOf(page, id)
      await button.click()
      // The server's word after the vote: 已投 (this entry's vote for today is cast), or 明日再投 once the
      // day's votes are all used (vote.submit would answer vote.everyday.run.out first).
      await expect.poll(() => labelOf(page, title)).toMatch(/^(已投|明日再投)$/)
      await expect(anyVoteControl(page, title)).toBeDisabled()
      await expect.poll(() => countOf(page, id)).toBe(before + 1)
      voted.push(title)
      left = await remainingToday(page)
    }
    // The day's votes are used: the hero says none left, and an entry not voted waits for tomorrow.
    await expect(page.getByText(/今日还可投\s*0\s*票/).first()).toBeVisible()
    const waiting = entries.find(([title]) => !voted.includes(title))
    if (!waiting) throw new Error('every listed entry was voted: no entry left to wait for tomorrow')
    await expect(voteControl(page, '明日再投', waiting[0])).toBeDisabled()

    // An entry voted today: its page says what the list says for it, and shows its own talk and course.
    const [votedTitle] = voted
    const votedEntry = entries.find(([title]) => title === votedTitle)
    if (!votedEntry) throw new Error('no vote was cast')
    const listSays = await labelOf(page, votedEntry[0])
    expect(listSays).toMatch(/^(已投|明日再投)$/)
    await page.getByRole('button', { name: new RegExp(`^\\d+号 ${votedEntry[0]}$`) }).click()
    await expect(page).toHaveURL(new RegExp(`/v3/vote/2025Ted/item\\?.*voteItemId=${votedEntry[1]}`))
    await settled(page)
    await expect(page.getByRole('heading', { name: votedEntry[2], level: 1 })).toBeVisible()
    await expect(page.getByText(new RegExp(`^${votedEntry[0]} · `)).first()).toBeVisible()
    await expect(page.getByText('2025「谁是皮肤专家」TED 演讲', { exact: true })).toBeVisible()
    await expect(voteControl(page, listSays, votedEntry[0])).toBeDisabled()
    await page.screenshot({ path: 'test-results/one-truth-vote-entry-voted.png' })

    // An entry not voted: its page says 明日再投 (the server would refuse today), as the list does.
    await page.goBack()
    await settled(page)
    await expect(voteControl(page, '明日再投', waiting[0])).toBeDisabled()
    await page.getByRole('button', { name: new RegExp(`^\\d+号 ${waiting[0]}$`) }).click()
    await settled(page)
    await expect(page.getByRole('heading', { name: waiting[2], level: 1 })).toBeVisible()
    await expect(voteControl(page, '明日再投', waiting[0])).toBeDisabled()
    problems.expectClean()
  })

  test('a vote on an entry page → back on the list the entry shows it (已投, one vote more), without a reload', async ({
    page,
    problems,
  }) => {
    await signInOnList(page, secondDoctor)
    const [title, id, talk] = entries[4]
    await expect(voteControl(page, '投票', title)).toBeEnabled()
    const before = await countOf(page, id)
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })

    await page.getByRole('button', { name: new RegExp(`^\\d+号 ${title}$`) }).click()
    await settled(page)
    await expect(page.getByRole('heading', { name: talk, level: 1 })).toBeVisible()
    await expect(page.getByTestId('vote-bar-count')).toHaveText(String(before))
    await voteControl(page, '投票', title).click()
    await expect(voteControl(page, '已投', title)).toBeDisabled()
    await expect(page.getByTestId('vote-bar-count')).toHaveText(String(before + 1))

    await page.goBack()
    await expect(page).toHaveURL(new RegExp(`${list.replace(/[?]/g, '\\?')}$`))
    await expect(voteControl(page, '已投', title)).toBeDisabled()
    await expect.poll(() => countOf(page, id)).toBe(before + 1)
    // The same document: the list came back through the app, not a reload.
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true),
    ).toBe(true)
    await page.screenshot({ path: 'test-results/one-truth-vote-back-on-list.png' })
    problems.expectClean()
  })

  test('an entry link naming no entry of the campaign says 链接已失效, never an empty screen', async ({
    page,
    problems,
  }) => {
    await page.goto('/v3/vote/2025Ted/item?id=1201')
    await settled(page)
    await expect(page.getByText('链接已失效')).toBeVisible()
    await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible()
    problems.expectClean()
  })
})
