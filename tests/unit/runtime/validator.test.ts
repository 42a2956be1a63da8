import { execFile } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { formatError, validateConfigSet } from '@schemas/validator/index'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readConfigSet } from '../../../scripts/config-set'
import { buildSchemaFiles } from '../../../scripts/write-schemas'

const repo = join(import.meta.dirname, '..', '..', '..')
const run = promisify(execFile)

async function validate(root: string): Promise<string[]> {
  const { input, errors } = await readConfigSet(root)
  return [...errors, ...validateConfigSet(input).errors].map(formatError)
}

let folder = ''
function editPage(name: string, edit: (page: Record<string, unknown>) => void): void {
  const path = join(folder, 'schemas', 'pages', `${name}.json`)
  const page = JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>
  edit(page)
  writeFileSync(path, JSON.stringify(page))
}

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'derma-config-'))
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))

function freshCopy(): void {
  rmSync(folder, { recursive: true, force: true })
  cpSync(join(repo, 'pages.json'), join(folder, 'pages.json'))
  cpSync(join(repo, 'schemas', 'pages'), join(folder, 'schemas', 'pages'), { recursive: true })
}

type Body = { widget: string; props?: Record<string, unknown> }[]

describe('npm run validate', () => {
  it('accepts the repository config', async () => {
    expect(await validate(repo)).toEqual([])
  })

  it('names file and pointer for an unknown widget', async () => {
    freshCopy()
    editPage('about-app', (page) => {
      ;(page.body as Body)[0] = { widget: 'AppInfoo' }
    })
    expect(await validate(folder)).toContain(
      'schemas/pages/about-app.json:/body/0/widget unknown widget "AppInfoo" (did you mean "AppInfo"?)',
    )
  })

  it('names file and pointer for a wrong prop type', async () => {
    freshCopy()
    editPage('about-app', (page) => {
      const body = page.body as Body
      if (body[1]?.props) body[1].props.current = 312
    })
    expect(await validate(folder)).toContain(
      'schemas/pages/about-app.json:/body/1/props/current must be string',
    )
  })

  it('names file and pointer for an unknown endpoint', async () => {
    freshCopy()
    editPage('about-app', (page) => {
      ;(page.data as Record<string, { api: string }>).releases = { api: 'app.release.items' }
    })
    const errors = await validate(folder)
    expect(
      errors.some((line) =>
        line.startsWith('schemas/pages/about-app.json:/data/releases/api unknown endpoint'),
      ),
    ).toBe(true)
  })

  it('names file and pointer for a navigate to an unknown route', async () => {
    freshCopy()
    editPage('link-invalid', (page) => {
      const props = (page.body as Body)[0]?.props
      if (props) props.onClick = [{ type: 'navigate', to: 'homepage' }]
    })
    expect(await validate(folder)).toContain(
      'schemas/pages/link-invalid.json:/body/0/props/onClick/0/to navigate to unknown route "homepage"',
    )
  })

  it('names file and pointer for a missing required field', async () => {
    freshCopy()
    editPage('webview', (page) => {
      delete page.body
    })
    editPage('link-invalid', (page) => {
      const props = (page.body as Body)[0]?.props
      if (props) delete props.title
    })
    const errors = await validate(folder)
    expect(errors).toContain("schemas/pages/webview.json:/ must have required property 'body'")
    expect(errors).toContain(
      "schemas/pages/link-invalid.json:/body/0/props must have required property 'title'",
    )
  })

  it('an invalid pages.json reports its own mistake, not every page as unused', async () => {
    freshCopy()
    const pagesPath = join(folder, 'pages.json')
    const pages = JSON.parse(readFileSync(pagesPath, 'utf8')) as { pages: Record<string, unknown>[] }
    pages.pages.push({ name: 'springVote', path: '/vote/2026Spring', title: '最美皮肤科医生' })
    writeFileSync(pagesPath, JSON.stringify(pages))
    expect(await validate(folder)).toEqual([
      `pages.json:/pages/${pages.pages.length - 1} must have required property 'schema'`,
    ])
  })

  it('checks cross-references: query parameters, data keys, page files and routes', async () => {
    freshCopy()
    editPage('about-app', (page) => {
      const props = (page.body as Body)[0]?.props
      if (props) props.version = '${query.ver}'
    })
    writeFileSync(join(folder, 'schemas', 'pages', 'orphan.json'), JSON.stringify({ body: [] }))
    const pages = JSON.parse(readFileSync(join(folder, 'pages.json'), 'utf8')) as {
      pages: Record<string, unknown>[]
    }
    pages.pages.push({ name: 'copy', path: '/wechat/about/app', title: '重复', schema: 'missing-file' })
    writeFileSync(join(folder, 'pages.json'), JSON.stringify(pages))
    const errors = await validate(folder)
    expect(
      errors.some((line) =>
        line.includes('/body/0/props/version binding "query.ver" reads query parameter "ver"'),
      ),
    ).toBe(true)
    expect(errors).toContain(
      'schemas/pages/orphan.json:/ no route in pages.json uses the page schema "orphan"',
    )
    expect(errors.some((line) => line.includes('duplicate path "/wechat/about/app"'))).toBe(true)
    expect(errors.some((line) => line.includes('schemas/pages/missing-file.json does not exist'))).toBe(true)
  })

  it('reports a JSON syntax error with the file name', async () => {
    freshCopy()
    writeFileSync(join(folder, 'schemas', 'pages', 'webview.json'), '{ "body": [ }')
    const errors = await validate(folder)
    expect(errors.some((line) => line.startsWith('schemas/pages/webview.json:/ invalid JSON'))).toBe(true)
  })

  it('the command exits non-zero on a broken config folder and prints the planned count', async () => {
    freshCopy()
    editPage('entry', (page) => {
      ;(page.body as Body)[0] = { widget: 'Nope' }
    })
    const broken = await run('npx', ['tsx', 'scripts/validate.ts', folder], { cwd: repo }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect('code' in broken ? broken.code : 0).toBe(1)
    expect(broken.stderr).toContain('schemas/pages/entry.json:/body/0/widget unknown widget "Nope"')
    const ok = await run('npx', ['tsx', 'scripts/validate.ts'], { cwd: repo })
    expect(ok.stdout).toMatch(/config ok: \d+ routes, \d+ page schemas, \d+ widgets, \d+ planned screens/)
  }, 30_000)
})

describe('generated contracts', () => {
  it('schemas/meta/*.schema.json match their TypeScript sources (run `npm run schemas`)', async () => {
    const files = await buildSchemaFiles()
    for (const [name, schema] of Object.entries(files)) {
      const committed = readFileSync(join(repo, 'schemas', 'meta', name), 'utf8')
      expect(committed, name).toBe(`${JSON.stringify(schema, null, 2)}\n`)
    }
  })
})

describe('generated API docs', () => {
  it('docs/api.md matches the API contract (run `npm run schemas`)', async () => {
    const { renderApiDocs } = await import('../../../scripts/write-api-docs')
    expect(readFileSync(join(repo, 'docs', 'api.md'), 'utf8')).toBe(renderApiDocs())
    const { renderApiCatalogue, catalogueFile } = await import('../../../scripts/write-api-catalogue')
    expect(readFileSync(catalogueFile, 'utf8'), 'run npm run schemas').toBe(renderApiCatalogue())
  })

  it('builds leave the widget descriptions (catalogue text) and props schema loaders out of the registry, and nothing else', async () => {
    const { stripWidgetDescriptions } = await import('../../../scripts/vite-strip-widget-descriptions')
    const plugin = stripWidgetDescriptions() as {
      transform: (code: string, id: string) => { code: string } | null
    }
    const source = readFileSync(join(repo, 'src', 'widgets', 'vote-board', 'index.ts'), 'utf8')
    const built = plugin.transform(source, join(repo, 'src', 'widgets', 'vote-board', 'index.ts'))?.code ?? ''
    expect(built).toContain("description: ''")
    expect(built).not.toContain('投票')
    expect(built).toContain("type: 'VoteBoard'")
    expect(built).toContain("load: () => import('./vote-board')")
    expect(built).not.toContain('vote-board.schema')
    expect(built).toContain('widget props schemas are not in the build')
    expect(plugin.transform(source, join(repo, 'src', 'widgets', 'vote-board', 'vote-board.tsx'))).toBeNull()
  })

  it('docs/widget-catalogue.md matches the widget props schemas (run `npm run schemas`)', async () => {
    const { renderWidgetCatalogue, widgetCatalogueFile } = await import(
      '../../../scripts/write-widget-catalogue'
    )
    expect(readFileSync(widgetCatalogueFile, 'utf8'), 'run npm run schemas').toBe(
      await renderWidgetCatalogue(),
    )
  })
})
