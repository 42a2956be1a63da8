import {
  endpointContracts,
  readConfigFiles,
  validateConfigFiles,
  widgetContracts,
} from '@schemas/validator/index'
import { describe, expect, it } from 'vitest'
import { diagnosticsFor, errorRange, offsetOf } from '@/studio/diagnostics'

const TEXT = '{\n  "body": [\n    { "widget": "Textt", "props": { "text": 1 } }\n  ]\n}\n'

describe('validator errors as editor ranges', () => {
  it('turns a 1-based line and column into an offset, clamped to the line and the text', () => {
    expect(offsetOf(TEXT, 1, 1)).toBe(0)
    expect(offsetOf(TEXT, 2, 3)).toBe(TEXT.indexOf('"body"'))
    expect(offsetOf(TEXT, 2, 99)).toBe(TEXT.indexOf('\n', 2))
    expect(offsetOf(TEXT, 40, 1)).toBe(TEXT.length)
  })

  it('marks a whole string value, quotes included', () => {
    const column = TEXT.split('\n')[2]?.indexOf('"Textt"') ?? -1
    const range = errorRange(TEXT, { line: 3, column: column + 1 })
    expect(TEXT.slice(range.from, range.to)).toBe('"Textt"')
  })

  it('marks a number or word to its end and an object by its brace', () => {
    const line = TEXT.split('\n')[2] ?? ''
    const number = errorRange(TEXT, { line: 3, column: line.indexOf('1 }') + 1 })
    expect(TEXT.slice(number.from, number.to)).toBe('1')
    const object = errorRange(TEXT, { line: 3, column: line.indexOf('{') + 1 })
    expect(TEXT.slice(object.from, object.to)).toBe('{')
  })

  it('marks the last character for an error past the end (an unclosed file)', () => {
    const text = '{ "body": ['
    expect(errorRange(text, { line: 9, column: 1 })).toEqual({ from: text.length - 1, to: text.length })
  })

  it('keeps only the open file’s errors, with the code and pointer as the source', () => {
    const diagnostics = diagnosticsFor('schemas/pages/a.json', TEXT, [
      {
        file: 'schemas/pages/a.json',
        line: 3,
        column: 17,
        pointer: '/body/0/widget',
        code: 'unknown-widget',
        message: 'unknown widget',
      },
      { file: 'pages.json', line: 1, column: 1, pointer: '', code: 'x', message: 'elsewhere' },
    ])
    expect(diagnostics).toHaveLength(1)
    expect(diagnostics[0]).toMatchObject({
      severity: 'error',
      message: 'unknown widget',
      source: 'unknown-widget /body/0/widget',
    })
  })

  it('underlines the misspelt widget the real validator reports', () => {
    const files = { ...readConfigFiles(process.cwd()) }
    const file = 'schemas/pages/about-app.json'
    const original = files[file] as string
    const widget = /"widget": "(\w+)"/.exec(original)?.[1] as string
    files[file] = original.replace(`"widget": "${widget}"`, `"widget": "${widget}x"`)
    const { errors } = validateConfigFiles(files, {
      widgets: widgetContracts(),
      endpoints: endpointContracts,
    })
    const diagnostics = diagnosticsFor(file, files[file], errors)
    expect(diagnostics.length).toBeGreaterThan(0)
    const text = files[file]
    expect(diagnostics.map((diagnostic) => text.slice(diagnostic.from, diagnostic.to))).toContain(
      `"${widget}x"`,
    )
  })
})
