import { execFile } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { passwordLogin, phoneUserAgent } from './e2e-env'
import { expect, settled, test } from './fixtures'
import { repoRoot, type ServerProcess, startServer } from './server-process'

/**
 * docs/operators.md, "Walkthrough", followed literally on a server started once: the files are the
 * guide's own code blocks, the commands the guide's commands (an operator account, validate, publish,
 * versions, rollback). Without a rebuild or a restart the banner shows on /v3/home, the campaign page
 * shows the file's title and entries, a doctor's 4th vote of the day is refused; a changed title shows
 * after a second publish and the old one after the rollback; the votes cast survive all three.
 */

const run = promisify(execFile)
const guide = readFileSync(join(repoRoot, 'docs', 'operators.md'), 'utf8')
const doctor = { mobile: '13800000002', password: 'Derma@2026' }

/** The guide's JSON code block that follows `marker` (a file's path in backticks and a colon, or a sentence). */
function guideBlock(marker: string): string {
  const at = guide.indexOf(marker)
  if (at < 0) throw new Error(`docs/operators.md has no "${marker}"`)
  const block = /```json\n([\s\S]*?)\n```/.exec(guide.slice(at))
  if (!block?.[1]) throw new Error(`no JSON block after "${marker}" in docs/operators.md`)
  return block[1]
}

function writeGuideFile(folder: string, path: string): void {
  const target = join(folder, path)
  mkdirSync(dirname(target), { recursive: true })
  writeFileSync(target, `${guideBlock(`\`${path}\`:`)}\n`)
}

/** `npm run <script> -- args`, as the guide types it (tsx directly: the same script without npm's banner). */
async function npmRun(script: string, args: string[], env: Record<string, string>): Promise<string> {
  const file = {
    operator: 'scripts/operator.ts',
    validate: 'scripts/validate.ts',
    config: 'scripts/config.ts',
  }[script]
  if (!file) throw new Error(`no script ${script}`)
  const { stdout } = await run(process.execPath, ['--import', 'tsx', file, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  })
  return stdout
}

/** The campaign as the API answers it: its number (from the served page schema) and its entries. */
async function campaignOf(base: string, token: string) {
  const boot = (await (await fetch(`${base}/config/routes.json`)).json()) as {
    pageUrls: Record<string, string>
  }
  const schema = (await (await fetch(`${base}${boot.pageUrls['vote-spring-cases-2027']}`)).json()) as {
    body: { props: { promotionId: number } }[]
  }
  const promotionId = schema.body[0]?.props.promotionId ?? 0
  const answer = await fetch(
    `${base}/api/promotion-aggregator/v2/user/promotion-vote/${promotionId}/items?pageSize=50`,
    { headers: { authorization: `Bearer ${token}` } },
  )
  const { items } = (await answer.json()) as {
    items: { id: number; voteCount: number; votedToday: number }[]
  }
  return { promotionId, items, votes: items.reduce((sum, item) => sum + item.voteCount, 0) }
}

async function doctorToken(base: string): Promise<string> {
  const answer = await fetch(`${base}/api/user/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: doctor.mobile, password: doctor.password }),
  })
  return ((await answer.json()) as { token: string }).token
}

test.describe('a campaign published by config alone (docs/operators.md)', () => {
  test.use({ userAgent: phoneUserAgent })

  let folder = ''
  let server: ServerProcess | undefined

  test.afterAll(async () => {
    await server?.stop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  test('publish, see it live, change it, roll it back; the votes survive', async ({ page }) => {
    test.setTimeout(240_000)
    server = await startServer(join(repoRoot, 'dist'))
    const title = '2027 春季皮肤科病例大赛'
    const screen = `${server.url}/v3/vote/spring-cases-2027`

    // 1. An operator account: the token is the last line printed.
    const added = await npmRun('operator', ['add', 'yunying'], { DATA_DIR: server.dataDir })
    const token = added.trim().split('\n').at(-1) ?? ''
    expect(token).toMatch(/^dco_/)
    const env = { DERMACAMPUS_OPERATOR_TOKEN: token, DERMACAMPUS_URL: server.url }

    // 2–4. A copy of the config, the campaign, its page and a home banner: the guide's files.
    folder = mkdtempSync(join(tmpdir(), 'derma-publish-'))
    cpSync(join(repoRoot, 'pages.json'), join(folder, 'pages.json'))
    cpSync(join(repoRoot, 'schemas'), join(folder, 'schemas'), { recursive: true })
    cpSync(join(repoRoot, 'content'), join(folder, 'content'), { recursive: true })
    writeGuideFile(folder, 'content/votes/spring-cases-2027.json')
    writeGuideFile(folder, 'schemas/pages/vote-spring-cases-2027.json')
    writeGuideFile(folder, 'content/banners/spring-cases-2027.json')
    const pagesPath = join(folder, 'pages.json')
    const pages = JSON.parse(readFileSync(pagesPath, 'utf8')) as { pages: unknown[] }
    pages.pages.push(JSON.parse(guideBlock("an entry of `pages.json`'s `pages` list:")))
    writeFileSync(pagesPath, `${JSON.stringify(pages, null, 2)}\n`)

    // 5. Validate.
    // The demo's content files and the guide's two.
    const contentFiles = readdirSync(join(repoRoot, 'content'), { recursive: true }).filter((file) =>
      String(file).endsWith('.json'),
    ).length
    expect(await npmRun('validate', [folder], {})).toMatch(
      new RegExp(`^config ok: .* ${contentFiles + 2} content files`, 'm'),
    )

    // Before the publish the running server knows no such screen.
    await page.goto(screen)
    await expect(page.getByText('链接已失效').first()).toBeVisible()

    // 7. Publish.
    const published = await npmRun('config', ['publish', folder, '--message', 'spring cases campaign'], env)
    const version = Number(/published version (\d+)/.exec(published)?.[1])
    expect(published).toContain('votes/spring-cases-2027: new campaign')

    // 8. Check: the home banner opens the campaign page, which shows the file's title and entries.
    await page.goto(`${server.url}/v3/home`)
    const banner = page.getByRole('button', { name: '2027 春季病例大赛 投票进行中' })
    await expect(banner).toBeVisible()
    await page.screenshot({ path: 'test-results/publish-home-banner.png' })
    await banner.click()
    await expect(page).toHaveURL(/\/v3\/vote\/spring-cases-2027$/)
    await settled(page)
    await expect(page.getByText(title).first()).toBeVisible()
    await expect(page.getByRole('tab', { name: '北方赛区' })).toBeVisible()
    await expect(page.getByRole('tab', { name: '南方赛区' })).toBeVisible()

    // A doctor votes 3 times; a 4th vote of the day is refused.
    await page
      .getByRole('button', { name: /^投票 / })
      .first()
      .click()
    await expect(page).toHaveURL(/\/v3\/login\?redirect_url=/)
    await passwordLogin(page, doctor)
    await expect(page).toHaveURL(/\/v3\/vote\/spring-cases-2027/)
    await settled(page)
    for (const region of ['北方赛区', '南方赛区']) {
      await page.getByRole('tab', { name: region }).click()
      const buttons = page.getByRole('button', { name: /^投票 .+$/ })
      const tapped = region === '北方赛区' ? 2 : 1
      for (let index = 0; index < tapped; index++) {
        await buttons.first().click()
        await expect(page.getByText('投票成功').first()).toBeVisible()
      }
    }
    await expect(page.getByRole('button', { name: /^明日再投 / }).first()).toBeDisabled()
    await page.screenshot({ path: 'test-results/publish-vote-limit.png' })
    const login = await doctorToken(server.url)
    const before = await campaignOf(server.url, login)
    expect(before.votes).toBe(3)
    const untouched = before.items.find((item) => item.votedToday === 0)
    const fourth = await fetch(
      `${server.url}/api/promotion-aggregator/v2/user/promotion-vote/${before.promotionId}/submit`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${login}` },
        body: JSON.stringify({ promotionId: before.promotionId, voteItemId: untouched?.id }),
      },
    )
    expect(fourth.status).toBe(400)
    expect(await fourth.json()).toMatchObject({ code: 'vote.everyday.run.out' })

    // 9. Change the title, publish: the page shows it. Roll back: the old one again.
    const campaignPath = join(folder, 'content', 'votes', 'spring-cases-2027.json')
    const campaign = JSON.parse(readFileSync(campaignPath, 'utf8')) as { title: string }
    campaign.title = '2027 春季病例大赛 · 决赛'
    writeFileSync(campaignPath, JSON.stringify(campaign, null, 2))
    expect(await npmRun('config', ['publish', folder], env)).toContain('changed title')
    await page.reload()
    await settled(page)
    await expect(page.getByText('2027 春季病例大赛 · 决赛').first()).toBeVisible()
    expect((await campaignOf(server.url, login)).votes).toBe(3)

    const listed = await npmRun('config', ['versions'], env)
    expect(listed).toMatch(new RegExp(`^\\s+${version}\\s.*yunying.*inactive.*"spring cases campaign"`, 'm'))
    expect(await npmRun('config', ['rollback', String(version)], env)).toContain(
      `re-activated version ${version}`,
    )
    await page.reload()
    await settled(page)
    await expect(page.getByText(title).first()).toBeVisible()
    expect((await campaignOf(server.url, login)).votes).toBe(3)
  })
})
