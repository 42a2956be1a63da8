import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import type { Page } from '@playwright/test'
import { passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'
import { repoRoot, type ServerProcess, startServer } from './server-process'

/**
 * The operators' promise (docs/operators.md): a new vote campaign is one pages.json entry and one page
 * schema, and no build. This test copies the config set into a temporary folder, adds the 2026 spring
 * campaign's page there and nowhere else, validates that folder, starts a second server on the SAME
 * dist/ the suite's server uses with CONFIG_DIR pointing at the folder, and uses it as a doctor: the
 * entries show, a vote counts, and the campaign's limits refuse what is over them. The suite's server,
 * on the repository's config, does not know the screen; a server given a broken copy refuses to start.
 */

const run = promisify(execFile)

/** Campaign 30 of the seed (2026 春季「最美皮肤科医生」评选): daily 3, itemDaily 1; no screen uses it. */
const springCampaign = 30
const uncertifiedDoctor = { mobile: '13800000002', password: 'Derma@2026' }

const newEntry = {
  name: '2026SpringVote',
  path: '/vote/2026Spring/detail',
  title: '最美皮肤科医生',
  query: { promotionId: '投票活动 id' },
  schema: 'vote-2026-spring',
}

const newPage = {
  $schema: '../meta/page.schema.json',
  body: [
    {
      widget: 'VoteHero',
      props: {
        promotionId: { $logic: { or: [{ var: 'query.promotionId' }, springCampaign] } },
        accentColor: '#c2185b',
        ruleLinks: [],
      },
    },
    {
      widget: 'VoteBoard',
      props: {
        promotionId: { $logic: { or: [{ var: 'query.promotionId' }, springCampaign] } },
        layout: 'list',
        title: '候选医生',
        accentColor: '#c2185b',
      },
    },
  ],
}

function voteButton(page: Page, title: string) {
  return page.getByRole('button', { name: `投票 ${title}` })
}

async function countOf(page: Page, itemId: number): Promise<number> {
  return Number((await page.getByTestId(`vote-count-${itemId}`).first().innerText()).replace(/\D/g, ''))
}

test.describe('a new vote campaign by config alone', () => {
  test.use({ userAgent: phoneUserAgent })

  let folder = ''
  let server: ServerProcess | undefined

  test.afterAll(async () => {
    await server?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  test('one pages.json entry and one page schema on the same build: validated, served, items show, votes count, limits apply', async ({
    page,
    problems,
  }) => {
    test.setTimeout(240_000)
    folder = mkdtempSync(join(tmpdir(), 'derma-operator-config-'))
    cpSync(join(repoRoot, 'pages.json'), join(folder, 'pages.json'))
    cpSync(join(repoRoot, 'schemas', 'pages'), join(folder, 'schemas', 'pages'), { recursive: true })
    cpSync(join(repoRoot, 'schemas', 'meta'), join(folder, 'schemas', 'meta'), { recursive: true })
    // The demo's content too: a version without its utasks and zones would take them offline (refused).
    cpSync(join(repoRoot, 'content'), join(folder, 'content'), { recursive: true })

    const pagesPath = join(folder, 'pages.json')
    const pages = JSON.parse(readFileSync(pagesPath, 'utf8')) as { pages: unknown[] }
    pages.pages.push(newEntry)
    writeFileSync(pagesPath, `${JSON.stringify(pages, null, 2)}\n`)
    writeFileSync(
      join(folder, 'schemas', 'pages', `${newEntry.schema}.json`),
      JSON.stringify(newPage, null, 2),
    )

    // The operator's checks and build: no code changes, only the folder.
    const validated = await run(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', folder], {
      cwd: repoRoot,
    })
    expect(validated.stdout).toMatch(/^config ok: \d+ routes/m)

    // One build, two config folders: the suite's server (repository config) has no such screen.
    await page.goto(`/v3${newEntry.path}`)
    await expect(page.getByText('链接已失效').first()).toBeVisible()

    server = await startServer(join(repoRoot, 'dist'), { configDir: folder })
    const screen = `${server.url}/v3${newEntry.path}`

    // Anyone sees the entries; voting asks an anonymous visitor to log in first.
    await page.goto(screen)
    await settled(page)
    await expect(page.getByText('2026 春季「最美皮肤科医生」评选').first()).toBeVisible()
    await expect(page.getByText('沈雨辰').first()).toBeVisible()
    await expect(page.getByText('钱思睿').first()).toBeVisible()
    await page.screenshot({ path: 'test-results/config-alone-vote.png' })
    await voteButton(page, '沈雨辰').click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await passwordLogin(page, uncertifiedDoctor)
    await expect(page).toHaveURL(new RegExp(`/v3${newEntry.path}`))
    await settled(page)

    // A vote counts: the entry's count goes up by one.
    const first = springCampaign * 100 + 1
    const before = await countOf(page, first)
    await voteButton(page, '沈雨辰').click()
    await expect(page.getByText('投票成功').first()).toBeVisible()
    await expect.poll(() => countOf(page, first)).toBe(before + 1)

    // itemDaily 1: the card now says 已投 and offers no second vote for the same doctor today.
    const voted = page.getByRole('button', { name: '已投 沈雨辰' })
    await expect(voted).toBeDisabled()
    expect(await countOf(page, first)).toBe(before + 1)

    // daily 3: two more count; then every other card says 明日再投 and sends nothing.
    for (const [title, number] of [
      ['杜若琳', 2],
      ['任嘉诚', 3],
    ] as const) {
      const id = springCampaign * 100 + number
      const count = await countOf(page, id)
      await voteButton(page, title).click()
      await expect.poll(() => countOf(page, id)).toBe(count + 1)
    }
    const fourth = springCampaign * 100 + 4
    const fourthBefore = await countOf(page, fourth)
    await expect(page.getByRole('button', { name: '明日再投 秦婉清' })).toBeDisabled()
    await page.screenshot({ path: 'test-results/config-alone-vote-limit.png' })
    expect(await countOf(page, fourth)).toBe(fourthBefore)

    // No vote was refused: the limits show before a tap, so no 400 reached the console.
    problems.expectClean()
  })

  test('a server given an invalid config folder exits non-zero naming the file and the JSON pointer', async () => {
    const broken = mkdtempSync(join(tmpdir(), 'derma-broken-config-'))
    try {
      cpSync(join(repoRoot, 'pages.json'), join(broken, 'pages.json'))
      cpSync(join(repoRoot, 'schemas', 'pages'), join(broken, 'schemas', 'pages'), { recursive: true })
      const pagesPath = join(broken, 'pages.json')
      const pages = JSON.parse(readFileSync(pagesPath, 'utf8')) as { pages: unknown[] }
      pages.pages.push(newEntry)
      writeFileSync(pagesPath, JSON.stringify(pages, null, 2))
      const typo = { ...newPage, body: [{ ...newPage.body[0], widget: 'VoteHeroo' }, newPage.body[1]] }
      writeFileSync(
        join(broken, 'schemas', 'pages', `${newEntry.schema}.json`),
        JSON.stringify(typo, null, 2),
      )

      const started = startServer(join(repoRoot, 'dist'), { configDir: broken })
      await expect(started).rejects.toThrow(/exited with 1 before it started/)
      await expect(started).rejects.toThrow(
        /schemas\/pages\/vote-2026-spring\.json:\d+:\d+ \/body\/0\/widget .*VoteHeroo.*did you mean "VoteHero"/,
      )
    } finally {
      rmSync(broken, { recursive: true, force: true })
    }
  })
})
