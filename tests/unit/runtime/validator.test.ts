import { execFile } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import ts from 'typescript'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { buildSchemaFiles } from '../../../scripts/write-schemas'
import { ConfigCopy, type Json, repo, validateFolder } from '../validator/config-copy'

const run = promisify(execFile)

const copy = new ConfigCopy()
beforeEach(() => copy.reset())
afterAll(() => copy.remove())

describe('npm run validate', () => {
  it('accepts the repository config', async () => {
    expect(await validateFolder(repo)).toEqual([])
  })

  it('names file, line, column and pointer for an unknown widget', async () => {
    const file = copy.editPage('about-app', (page) => {
      page.body[0] = { widget: 'AppInfoo' }
    })
    expect(await copy.validate()).toContain(
      `${copy.at(file, '"AppInfoo"')} /body/0/widget unknown widget "AppInfoo" (did you mean "AppInfo"?)`,
    )
  })

  it('names file, line, column and pointer for a wrong prop type', async () => {
    const file = copy.editPage('about-app', (page) => {
      const props = page.body[1]?.props
      if (props) props.current = 312
    })
    expect(await copy.validate()).toContain(
      `${copy.after(file, '"current": ')} /body/1/props/current must be string`,
    )
  })

  it('names file, line, column and pointer for an unknown endpoint', async () => {
    const file = copy.editPage('about-app', (page) => {
      ;(page.data as Record<string, { api: string }>).releases = { api: 'app.release.items' }
    })
    expect(await copy.validate()).toContain(
      `${copy.at(file, '"app.release.items"')} /data/releases/api unknown endpoint "app.release.items" (did you mean "app.releases"?)`,
    )
  })

  it('names file, line, column and pointer for a navigate to an unknown route', async () => {
    const file = copy.editPage('link-invalid', (page) => {
      const props = page.body[0]?.props
      if (props) props.onClick = [{ type: 'navigate', to: 'homepage' }]
    })
    expect(await copy.validate()).toContain(
      `${copy.at(file, '"homepage"')} /body/0/props/onClick/0/to navigate to unknown route "homepage"`,
    )
  })

  it('places a missing required field at its deepest existing parent', async () => {
    const webview = copy.editPage('webview', (page) => {
      delete (page as Json).body
    })
    const linkInvalid = copy.editPage('link-invalid', (page) => {
      const props = page.body[0]?.props
      if (props) delete props.title
    })
    const errors = await copy.validate()
    expect(errors).toContain(`${webview}:1:1 / must have required property 'body'`)
    expect(errors).toContain(
      `${copy.after(linkInvalid, '"props": ')} /body/0/props must have required property 'title'`,
    )
  })

  it('an invalid pages.json reports its own mistake, not every page as unused', async () => {
    let last = 0
    copy.editPages((pages) => {
      pages.pages.push({ name: 'springVote', path: '/vote/2026Spring', title: '最美皮肤科医生' })
      last = pages.pages.length - 1
    })
    expect(await copy.validate()).toEqual([
      `${copy.at('pages.json', '{\n      "name": "springVote"')} /pages/${last} must have required property 'schema'`,
    ])
  })

  it('checks cross-references: query parameters, data keys, page files and routes', async () => {
    const file = copy.editPage('about-app', (page) => {
      const props = page.body[0]?.props
      if (props) props.version = '${query.ver}'
    })
    copy.write('schemas/pages/orphan.json', JSON.stringify({ body: [] }))
    let last = 0
    copy.editPages((pages) => {
      pages.pages.push({ name: 'copy', path: '/wechat/about/app', title: '重复', schema: 'missing-file' })
      last = pages.pages.length - 1
    })
    const errors = await copy.validate()
    expect(errors).toContain(
      `${copy.at(file, '"${query.ver}"')} /body/0/props/version binding "query.ver" reads query parameter "ver", which no route of this page declares in pages.json`,
    )
    expect(errors).toContain(
      'schemas/pages/orphan.json:1:1 / no route in pages.json uses the page schema "orphan"',
    )
    const original = (JSON.parse(readFileSync(join(repo, 'pages.json'), 'utf8')) as { pages: Json[] }).pages
    const aboutApp = original.findIndex((page) => page.path === '/wechat/about/app')
    expect(errors).toContain(
      `${copy.at('pages.json', '"/wechat/about/app"', 1)} /pages/${last}/path duplicate path "/wechat/about/app" (also /pages/${aboutApp})`,
    )
    expect(errors).toContain(
      `${copy.at('pages.json', '"missing-file"')} /pages/${last}/schema page schema file schemas/pages/missing-file.json does not exist`,
    )
  })

  it('reports a JSON syntax error with file, line, column, pointer and an excerpt', async () => {
    copy.write('schemas/pages/webview.json', '{ "body": [ }')
    expect(await copy.validate()).toEqual([
      "schemas/pages/webview.json:1:13 /body/0 invalid JSON: unexpected '}', expected a value\n" +
        '    { "body": [ }\n' +
        '                ^',
    ])
  })

  it('the command exits non-zero on a broken config folder and prints the planned count', async () => {
    const file = copy.editPage('entry', (page) => {
      page.body[0] = { widget: 'Nope' }
    })
    const broken = await run('npx', ['tsx', 'scripts/validate.ts', copy.dir], { cwd: repo }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    )
    expect('code' in broken ? broken.code : 0).toBe(1)
    expect(broken.stderr).toContain(`${copy.at(file, '"Nope"')} /body/0/widget unknown widget "Nope"`)
    const ok = await run('npx', ['tsx', 'scripts/validate.ts'], { cwd: repo })
    expect(ok.stdout).toMatch(/config ok: \d+ routes, \d+ page schemas, \d+ widgets, \d+ planned screens/)
  }, 30_000)

  it('--format json prints only the errors as JSON, --format github prints workflow annotations', async () => {
    const file = copy.editPage('entry', (page) => {
      page.body[0] = { widget: 'Nope' }
    })
    const [line, column] = copy.at(file, '"Nope"').split(':').slice(1).map(Number)
    const json = await run('npx', ['tsx', 'scripts/validate.ts', copy.dir, '--format', 'json'], {
      cwd: repo,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error)
    expect('code' in json ? json.code : 0).toBe(1)
    expect(JSON.parse(json.stdout)).toEqual([
      {
        file,
        line,
        column,
        pointer: '/body/0/widget',
        code: 'unknown-widget',
        message: 'unknown widget "Nope"',
      },
    ])
    expect(json.stderr).toMatch(/1 config error: /)
    const github = await run('npx', ['tsx', 'scripts/validate.ts', '--format=github', copy.dir], {
      cwd: repo,
    }).catch((error: { code: number; stdout: string; stderr: string }) => error)
    expect('code' in github ? github.code : 0).toBe(1)
    expect(github.stdout).toBe(
      `::error file=${file},line=${line},col=${column}::/body/0/widget unknown widget "Nope"\n`,
    )
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
    expect(built).not.toContain('description')
    expect(built).not.toContain('投票')
    expect(built).toContain("type: 'VoteBoard'")
    expect(built).toContain("load: () => import('./vote-board')")
    expect(built).not.toContain('vote-board.schema')
    expect(built).not.toContain('schema:')
    expect(plugin.transform(source, join(repo, 'src', 'widgets', 'vote-board', 'vote-board.tsx'))).toBeNull()
    // Every registration, a description of joined literals included, is still code, with its type and
    // loader and neither description nor schema loader.
    for (const folder of readdirSync(join(repo, 'src', 'widgets'))) {
      const file = join(repo, 'src', 'widgets', folder, 'index.ts')
      if (!existsSync(file)) continue
      const stripped = plugin.transform(readFileSync(file, 'utf8'), file)?.code ?? ''
      const { diagnostics } = ts.transpileModule(stripped, { reportDiagnostics: true, fileName: file })
      expect(diagnostics?.map((diagnostic) => diagnostic.messageText) ?? [], folder).toEqual([])
      expect(stripped, folder).toMatch(/type: '[A-Za-z]+',[\s\S]*load: \(\) => import\(/)
      expect(stripped, folder).not.toMatch(/description|schema:/)
    }
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
