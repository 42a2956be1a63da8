import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { phoneUserAgent } from './e2e-env'
import { expect, test } from './fixtures'
import { repoRoot, type ServerProcess, startServer } from './server-process'

/**
 * Issue 17, Must show 1: the page studio as an operator, on a server of its own (it publishes and rolls
 * back): a new page from the vote template; a block typed with a misspelt widget is underlined with "did you
 * mean" within a second; fixed, the phone frame shows it; as a guest the preview shows the login
 * prompt; published, the route works in the doctors' app; rolled back, it is gone. Then a page made by
 * mistake is deleted from the draft again, its route with it.
 */

const run = promisify(execFile)
const page = 'spring-vote-studio'
const route = `/${page}?promotionId=25`
const campaignTitle = '2025「谁是皮肤专家」TED 演讲投票'

test.describe('the page studio', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, deviceScaleFactor: 1 })

  let server: ServerProcess | undefined
  test.afterAll(async () => {
    await server?.stop()
  })

  test('new vote page, a typo caught as you type, preview, personas, publish and roll back', async ({
    page: studio,
    browser,
  }) => {
    test.setTimeout(180_000)
    server = await startServer(join(repoRoot, 'dist'))
    const { stdout } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/operator.ts', 'add', 'studio'],
      {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: server.dataDir },
      },
    )
    const token = stdout.trim().split('\n').at(-1) ?? ''
    expect(token).toMatch(/^dco_/)

    await studio.goto(`${server.url}/studio`)
    await studio.getByPlaceholder('dco_…').fill(token)
    await studio.getByRole('button', { name: '进入' }).click()
    await expect(studio.getByRole('listbox', { name: '文件' })).toContainText('pages.json')

    // New page from the vote template.
    await studio.getByRole('button', { name: '新建页面' }).click()
    await studio.getByRole('radio', { name: '投票活动' }).check()
    await studio.getByRole('textbox', { name: '名称' }).fill(page)
    await studio.getByRole('textbox', { name: '标题' }).fill('春季投票')
    await studio.getByRole('button', { name: '创建' }).click()
    await expect(studio.locator('.cm-content')).toContainText('"vote.publicDetail"')
    const address = studio.getByRole('textbox', { name: '预览地址' })
    await address.fill(route)
    await address.press('Enter')
    const frame = studio.frameLocator('iframe')

    await expect(frame.getByText(campaignTitle).first()).toBeVisible({ timeout: 20_000 })

    // A new block at the top of the page with a typo in its widget name: the server's error, inline
    // and listed, within a second of typing; the preview keeps its last good render meanwhile.
    await studio.locator('.cm-line', { hasText: '"body": [' }).first().click()
    await studio.keyboard.press('End')
    await studio.keyboard.press('Enter')
    await studio.keyboard.type('{ "widget": "SectionHeadr", "props": { "title": "春季特别专场" } },')
    const problem = studio.getByText('unknown widget "SectionHeadr" (did you mean "SectionHeader"?)')
    await expect(problem).toBeVisible({ timeout: 1000 })
    await expect(studio.locator('.cm-lintRange-error').first()).toBeVisible()
    await expect(frame.getByText('春季特别专场')).toBeHidden()
    await expect(studio.getByText('草稿有 1 个错误：预览停在上一个无错误的版本')).toBeVisible()

    // Fixed: the phone frame shows the widget.
    await studio.keyboard.press('Escape')
    await studio.locator('.cm-line', { hasText: '"SectionHeadr"' }).first().click()
    await studio.keyboard.press('Home')
    await studio.keyboard.press('Shift+End')
    await studio.keyboard.type('{ "widget": "SectionHeader", "props": { "title": "春季特别专场" } },')
    await expect(problem).toBeHidden()
    await expect(frame.getByText('春季特别专场')).toBeVisible({ timeout: 20_000 })
    await studio.screenshot({ path: 'test-results/screens/studio.png' })

    // As 李医生 the campaign shows without the guest's prompt.
    await studio.getByRole('combobox', { name: '身份' }).selectOption({ label: '李医生' })
    await expect(frame.getByText('春季特别专场')).toBeVisible({ timeout: 20_000 })
    await expect(frame.getByText(/登录后即可投票/)).toBeHidden()

    // As a guest the preview shows the login prompt.
    await studio.getByRole('combobox', { name: '身份' }).selectOption({ label: '未登录' })
    await expect(frame.getByText(/登录后即可投票/)).toBeVisible({ timeout: 20_000 })

    // Publish: the doctors' app serves the new route.
    await studio.getByRole('button', { name: '发布' }).click()
    await studio.getByRole('textbox', { name: '说明' }).fill('studio e2e')
    await studio.getByRole('dialog').getByRole('button', { name: '发布' }).click()
    await expect(studio.getByRole('dialog')).toBeHidden()
    await expect(studio.getByText(/已发布版本 \d+/)).toBeVisible()
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      userAgent: phoneUserAgent,
    })
    const doctorApp = await phone.newPage()
    await doctorApp.goto(`${server.url}/v3${route}`)
    await expect(doctorApp.getByText('春季特别专场')).toBeVisible()
    await expect(doctorApp.getByText(campaignTitle).first()).toBeVisible()

    // Roll back to the version before: the route is gone.
    studio.once('dialog', (dialog) => void dialog.accept())
    await studio.getByRole('button', { name: '回滚' }).click()
    const versions = studio.getByRole('listbox', { name: '版本' })
    await versions.selectOption({ index: 1 })
    await studio.getByRole('button', { name: '启用所选版本' }).click()
    await expect(studio.getByRole('dialog')).toBeHidden()
    // The studio reloads the files of the version now active: the new page is not among them.
    await expect(studio.getByRole('listbox', { name: '文件' })).not.toContainText(`${page}.json`)
    await expect(studio.getByText(/已启用版本 \d+/)).toBeVisible()
    await doctorApp.goto(`${server.url}/v3${route}`)
    await expect(doctorApp.getByText('链接已失效').first()).toBeVisible()
    await phone.close()

    // A page made by mistake goes again before it is ever published: its file and its route.
    await studio.getByRole('button', { name: '新建页面' }).click()
    await studio.getByRole('radio', { name: '文章列表' }).check()
    await studio.getByRole('textbox', { name: '名称' }).fill('draft-list')
    await studio.getByRole('button', { name: '创建' }).click()
    await expect(studio.getByRole('listbox', { name: '文件' })).toContainText('draft-list.json')
    await studio.getByRole('button', { name: '删除页面' }).click()
    await expect(studio.getByRole('dialog')).toContainText('及路由 draftList')
    await studio.getByRole('dialog').getByRole('button', { name: '删除' }).click()
    await expect(studio.getByRole('listbox', { name: '文件' })).not.toContainText('draft-list.json')
    await expect(studio.locator('.studio-file-title')).toHaveText('pages.json')
    await expect(studio.getByText(/^无错误/)).toBeVisible()
    await expect(studio.getByRole('button', { name: '删除页面' })).toBeDisabled()
  })
})
