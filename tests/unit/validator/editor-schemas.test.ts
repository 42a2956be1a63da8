import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { CONTENT_KINDS } from '@schemas/content/index'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { describe, expect, it } from 'vitest'
import { repo } from './config-copy'

const meta = join(repo, 'schemas', 'meta')
const readJson = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>

/** What an editor does with schemas/meta/*.schema.json: no formats, no strict mode, just the keywords. */
function editorCheck(schemaFile: string): (value: unknown) => string[] {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: false })
  const validate = ajv.compile(readJson(join(meta, schemaFile)))
  return (value) => {
    validate(value)
    return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.keyword}`)
  }
}

describe('editor schemas (schemas/meta/*.schema.json)', () => {
  const checkPage = editorCheck('page.schema.json')

  it('page.schema.json accepts every page schema of the repository', () => {
    for (const name of readdirSync(join(repo, 'schemas', 'pages'))) {
      expect(checkPage(readJson(join(repo, 'schemas', 'pages', name))), name).toEqual([])
    }
  })

  it('page.schema.json underlines an unknown widget name, at any depth', () => {
    const page = readJson(join(repo, 'schemas', 'pages', 'about-app.json')) as { body: unknown[] }
    page.body[0] = { widget: 'VoteHeroo', props: {} }
    page.body.push({ widget: 'Stack', children: [{ widget: 'Txet' }] })
    const errors = checkPage(page)
    expect(errors).toContain('/body/0/widget enum')
    expect(errors).toContain('/body/3/children/0/widget enum')
  })

  it("page.schema.json still checks a registered widget's props", () => {
    const page = readJson(join(repo, 'schemas', 'pages', 'about-app.json')) as {
      body: { props?: Record<string, unknown> }[]
    }
    const props = page.body[1]?.props
    if (!props) throw new Error('about-app has no second node with props')
    props.current = 312
    expect(checkPage(page).some((error) => error.startsWith('/body/1/props/current '))).toBe(true)
  })

  it('one content-<kind>.schema.json per content kind, the contract of the kind', () => {
    for (const [kind, { schema }] of Object.entries(CONTENT_KINDS)) {
      const file = readJson(join(meta, `content-${kind}.schema.json`))
      expect(file.properties, kind).toEqual(JSON.parse(JSON.stringify(schema.properties)))
      // a content file may name its editor schema: "$schema": "../../schemas/meta/content-<kind>.schema.json"
      expect((file.properties as Record<string, unknown>).$schema, kind).toEqual({ type: 'string' })
    }
  })
})
