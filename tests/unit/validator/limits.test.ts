import { describe, expect, it } from 'vitest'
import { readConfigFiles } from '../../../schemas/validator/config-files'
import { endpointContracts, widgetContracts } from '../../../schemas/validator/contracts'
import { type ConfigFiles, validateConfigFiles } from '../../../schemas/validator/index'
import { CONFIG_LIMITS, tooDeepAt } from '../../../schemas/validator/limits'
import { repo } from './config-copy'

/** Config that used to crash or hang the validator (issue 28) is refused with one clear, located error. */

const contracts = { widgets: widgetContracts(), endpoints: endpointContracts }
const repository = readConfigFiles(repo)
const pagesOf = () => JSON.parse(repository['pages.json'] ?? '{}') as { pages: Record<string, unknown>[] }
const validate = (changes: ConfigFiles) =>
  validateConfigFiles({ ...repository, ...changes }, contracts).errors

describe('config the validator refuses instead of crashing or hanging', () => {
  it('a route whose name is a number: an error at its pointer, line and column (no crash)', () => {
    const pages = pagesOf()
    pages.pages[3] = { ...pages.pages[3], name: 1 }
    const text = JSON.stringify(pages, null, 2)
    const errors = validate({ 'pages.json': text })
    const line = text.slice(0, text.indexOf('"name": 1')).split('\n').length
    expect(errors).toContainEqual(
      expect.objectContaining({
        file: 'pages.json',
        pointer: '/pages/3/name',
        line,
        message: 'must be string',
      }),
    )
    expect(errors.map((error) => error.code)).not.toContain('validator-failed')
  })

  it('100,000 routes: the file is over 2 MB; 40,000 small routes: over the 2,000-route limit', () => {
    const pages = pagesOf()
    const route = pages.pages[0] ?? {}
    const many = (count: number, make: (index: number) => Record<string, unknown>) =>
      JSON.stringify({ ...pages, pages: Array.from({ length: count }, (_, index) => make(index)) })
    const huge = validate({
      'pages.json': many(100_000, (index) => ({ ...route, name: `r${index}`, path: `/r/${index}` })),
    })
    expect(huge).toEqual([
      expect.objectContaining({ file: 'pages.json', code: 'file-too-large', line: 1, column: 1 }),
    ])
    expect(huge[0]?.message).toMatch(/^the file is \d+\.\d MB; a config file may be at most 2 MB$/)

    const small = validate({
      'pages.json': many(40_000, (index) => ({ name: `r${index}`, path: `/r${index}`, schema: 'home' })),
    })
    expect(small).toEqual([
      expect.objectContaining({
        file: 'pages.json',
        pointer: '/pages',
        code: 'too-many-routes',
        message: `pages.json has 40000 routes; at most ${CONFIG_LIMITS.routes} are allowed`,
      }),
    ])
  })

  it('10,000-deep arrays, $logic and nested if: one too-deep error at the line and column where it starts', () => {
    const pages = pagesOf()
    const text = JSON.stringify(pages, null, 2)
    const deepArrays = text.replace(
      '"pages": [',
      `"deep": ${'['.repeat(10_000)}${']'.repeat(10_000)},\n  "pages": [`,
    )
    const at = deepArrays.indexOf('['.repeat(65))
    const before = deepArrays.slice(0, at + CONFIG_LIMITS.depth - 1)
    const errors = validate({ 'pages.json': deepArrays })
    expect(errors).toEqual([
      expect.objectContaining({
        file: 'pages.json',
        code: 'too-deep',
        line: before.split('\n').length,
        message: 'objects and arrays are nested more than 64 levels deep here; at most 64 are allowed',
      }),
    ])
    // Written as text: JSON.stringify itself runs out of stack on values this deep.
    const logic = `${'{"$logic":{"!":['.repeat(10_000)}{"var":"data.x"}${']}}'.repeat(10_000)}`
    const ifs = `${'{"widget":"Box","if":true,"children":['.repeat(5_000)}{"widget":"Text","props":{"text":"x"}}${']}'.repeat(5_000)}`
    const page = JSON.parse(repository['schemas/pages/home.json'] ?? '{}') as { body: unknown[] }
    const schemaOf = (node: string) => JSON.stringify({ ...page, body: ['NODE'] }).replace('"NODE"', node)
    for (const text of [schemaOf(`{"widget":"Text","if":${logic},"props":{"text":"x"}}`), schemaOf(ifs)]) {
      const found = validate({ 'schemas/pages/home.json': text })
      expect(found.map((error) => [error.file, error.code])).toEqual([
        ['schemas/pages/home.json', 'too-deep'],
      ])
    }
  })

  it('strings hold brackets freely: depth counts structure only', () => {
    expect(tooDeepAt(JSON.stringify({ text: '['.repeat(1000) }))).toBe(-1)
    expect(tooDeepAt(JSON.stringify({ text: '\\"[[[' }))).toBe(-1)
    expect(tooDeepAt('['.repeat(65) + ']'.repeat(65))).toBe(64)
  })

  it('a Tabs slot that names no tab, and a tab without a slot, are errors at their pointers', () => {
    const page = {
      ...(JSON.parse(repository['schemas/pages/home.json'] ?? '{}') as object),
      body: [
        {
          widget: 'Tabs',
          props: {
            tabs: [
              { key: 'intro', title: '课程介绍' },
              { key: 'list', title: '目录' },
            ],
          },
          slots: {
            intro: [{ widget: 'Text', props: { text: '介绍' } }],
            lsit: [{ widget: 'Text', props: { text: '目录' } }],
          },
        },
      ],
    }
    const errors = validate({ 'schemas/pages/home.json': JSON.stringify(page, null, 2) })
    expect(errors).toEqual([
      expect.objectContaining({
        pointer: '/body/0/props/tabs/1/key',
        code: 'missing-slot',
        message: 'Tabs tabs item "list" has no pane: add slots.list (did you mean "lsit"?)',
      }),
      expect.objectContaining({
        pointer: '/body/0/slots/lsit',
        code: 'unknown-slot',
        message:
          'Tabs has no tabs item with key "lsit", so this pane never shows (did you mean "list"?) (keys: intro, list)',
      }),
    ])
  })
})
