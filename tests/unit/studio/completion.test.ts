import { describe, expect, it } from 'vitest'
import { type CompletionInput, suggest } from '@/studio/completion'
import { hoverDoc } from '@/studio/hover'
import { at, repositoryContracts } from './studio-contracts'

const PAGES = JSON.stringify(
  {
    version: 1,
    home: 'home',
    pages: [
      { name: 'home', path: '/home', title: '成长学院', schema: 'home' },
      {
        name: 'articleDetail',
        path: '/article/detail',
        title: '文章',
        query: { id: '文章 id' },
        schema: 'article',
      },
    ],
  },
  null,
  2,
)

function complete(file: string, document: string, files: Record<string, string> = {}) {
  const { text, pos } = at(document)
  const input: CompletionInput = {
    file,
    text,
    pos,
    files: {
      'pages.json': PAGES,
      'schemas/pages/home.json': '{}',
      'schemas/pages/article.json': '{}',
      ...files,
      [file]: text,
    },
    contracts: repositoryContracts(),
  }
  const result = suggest(input)
  return { result, text, pos, labels: result?.options.map((option) => option.label) ?? [] }
}

const PAGE = 'schemas/pages/article.json'

describe('studio completion', () => {
  it('offers widget types with their descriptions for "widget" and replaces the whole string', () => {
    const { result, labels, text } = complete(PAGE, '{ "body": [ { "widget": "Vo|te" } ] }')
    expect(labels).toContain('VoteHero')
    expect(labels).toContain('Text')
    const hero = result?.options.find((option) => option.label === 'VoteHero')
    expect(hero?.info).toMatch(/\S/)
    expect(text.slice(result?.from, result?.to)).toBe('Vote')
  })

  it('offers a widget’s props with type and default, leaving out the ones already written', () => {
    const { result, labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Button", "props": { "text": "报名", "|" } } ] }',
    )
    expect(labels).toContain('variant')
    expect(labels).toContain('onClick')
    expect(labels).not.toContain('text')
    expect(labels).not.toContain('widget')
    const variant = result?.options.find((option) => option.label === 'variant')
    expect(variant?.detail).toContain('= "primary"')
    expect(variant?.info).toMatch(/\S/)
  })

  it('reads the properties after a key being typed in the middle of an object', () => {
    const { labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Button", "props": {\n "|"\n "variant": "ghost",\n "block": true } } ] }',
    )
    expect(labels).toContain('size')
    expect(labels).not.toContain('variant')
    expect(labels).not.toContain('block')
  })

  it('finds the widget type written after the props', () => {
    const { labels } = complete(PAGE, '{ "body": [ { "props": { | }, "widget": "Countdown" } ] }')
    expect(labels).toEqual(expect.arrayContaining(['to', 'prefix', 'endedText', 'align']))
  })

  it('quotes a key typed without its quotes', () => {
    const { result, text } = complete(PAGE, '{ "body": [ { "widget": "Text", "props": { var| } } ] }')
    const variant = result?.options.find((option) => option.label === 'variant')
    expect(variant?.apply).toBe('"variant": ')
    expect(text.slice(result?.from, result?.to)).toBe('var')
  })

  it('offers the node keys in a widget node and the page keys at the root', () => {
    expect(complete(PAGE, '{ "body": [ { "widget": "Text", "|" } ] }').labels).toEqual(
      expect.arrayContaining(['props', 'if', 'each', 'children', 'slots']),
    )
    expect(complete(PAGE, '{ "|" }').labels).toEqual(
      expect.arrayContaining(['title', 'data', 'body', 'onLoad']),
    )
  })

  it('offers a prop’s enum values, the default marked', () => {
    const { result, labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Button", "props": { "variant": "|" } } ] }',
    )
    expect(labels).toEqual(['primary', 'default', 'danger', 'ghost'])
    expect(result?.options.find((option) => option.label === 'primary')?.detail).toBe('default')
  })

  it('offers true and false for a boolean prop typed without quotes', () => {
    const { labels } = complete(PAGE, '{ "body": [ { "widget": "Button", "props": { "block": | } } ] }')
    expect(labels).toEqual(['true', 'false'])
  })

  it('offers route names of the draft pages.json for a navigate action’s "to"', () => {
    const { result, labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Button", "props": { "text": "x", "onClick": [{ "type": "navigate", "to": "|" }] } } ] }',
    )
    expect(labels).toEqual(['home', 'articleDetail'])
    expect(result?.options[1]?.detail).toBe('/article/detail')
  })

  it('offers action types in an action list', () => {
    const { labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Button", "props": { "onClick": [{ "type": "|" }] } } ] }',
    )
    expect(labels).toEqual(expect.arrayContaining(['navigate', 'call', 'back']))
  })

  it('offers endpoint names with method and path for a data source’s "api"', () => {
    const { result, labels } = complete(PAGE, '{ "data": { "article": { "api": "article.d|" } } }')
    expect(labels).toContain('article.detail')
    const detail = result?.options.find((option) => option.label === 'article.detail')
    expect(detail?.detail).toMatch(/^GET \//)
    expect(detail?.info).toMatch(/\S/)
  })

  it('offers the page’s own data keys after ${data. and the endpoint’s fields after ${data.<key>.', () => {
    const page =
      '{ "data": { "article": { "api": "article.detail" }, "access": { "api": "lesson.accessPermission" } }, '
    const keys = complete(PAGE, `${page}"body": [ { "widget": "Text", "props": { "text": "\${data.|" } } ] }`)
    expect(keys.labels).toEqual(['article', 'access'])
    expect(keys.result?.options[0]?.detail).toBe('article.detail')
    const fields = complete(
      PAGE,
      `${page}"body": [ { "widget": "Text", "props": { "text": "标题 \${data.article.ti|" } } ] }`,
    )
    expect(fields.labels).toContain('title')
    expect(fields.text.slice(fields.result?.from, fields.result?.to)).toBe('ti')
  })

  it('offers a List template’s item and its fields after ${item., and index, but not outside the template', () => {
    const list = (slot: string) =>
      `{ "body": [ { "widget": "List", "props": { "api": "course.items" }, ${slot} } ] }`
    const inSlot = complete(
      PAGE,
      list('"slots": { "item": [ { "widget": "Text", "props": { "text": "${|" } } ] }'),
    )
    expect(inSlot.labels.slice(0, 2)).toEqual(['item', 'index'])
    expect(inSlot.labels).toContain('data')
    const fields = complete(
      PAGE,
      list('"slots": { "item": [ { "widget": "Card", "props": { "title": "${item.ti|" } } ] }'),
    )
    expect(fields.labels).toContain('title')
    expect(fields.text.slice(fields.result?.from, fields.result?.to)).toBe('ti')
    // `as` renames the item; the children are the template when there is no item slot.
    const renamed = complete(
      PAGE,
      '{ "body": [ { "widget": "List", "props": { "api": "course.items", "as": "course" }, "children": [ { "widget": "Text", "props": { "text": "${course.|" } } ] } ] }',
    )
    expect(renamed.labels).toContain('title')
    // Outside the template (a sibling of the List) there is no item.
    const outside = complete(
      PAGE,
      '{ "body": [ { "widget": "List", "props": { "api": "course.items" } }, { "widget": "Text", "props": { "text": "${|" } } ] }',
    )
    expect(outside.labels).not.toContain('item')
    expect(outside.labels).not.toContain('index')
  })

  it('offers an each’s item fields from the bound data, and paths in a JSON Logic var', () => {
    const page = '{ "data": { "feed": { "api": "course.items" } }, '
    const each = complete(
      PAGE,
      `${page}"body": [ { "widget": "Text", "each": { "items": "\${data.feed.items}", "as": "row" }, "props": { "text": "\${row.|" } } ] }`,
    )
    expect(each.labels).toContain('title')
    const logic = complete(
      PAGE,
      `${page}"body": [ { "widget": "Text", "if": { "var": "data.feed.|" }, "props": { "text": "x" } } ] }`,
    )
    expect(logic.labels).toContain('items')
    const withDefault = complete(
      PAGE,
      `${page}"body": [ { "widget": "Text", "if": { "var": ["da|", 0] }, "props": { "text": "x" } } ] }`,
    )
    expect(withDefault.labels).toContain('data')
    expect(withDefault.text.slice(withDefault.result?.from, withDefault.result?.to)).toBe('da')
  })

  it('offers the JSON Logic operators, with what each does, under $logic, a node’s if and a source’s when', () => {
    const inLogic = complete(
      PAGE,
      '{ "body": [ { "widget": "Text", "props": { "text": { "$logic": { "for|" } } } } ] }',
    )
    expect(inLogic.labels).toEqual(
      expect.arrayContaining(['formatDate', 'timeLeft', 'before', 'after', 'var']),
    )
    expect(inLogic.result?.options.find((option) => option.label === 'formatDate')?.info).toMatch(
      /Asia\/Shanghai/,
    )
    // Nested in an operator's arguments, and a node's `if`.
    const nested = complete(PAGE, '{ "body": [ { "widget": "Text", "if": { "and": [ { "|" } ] } } ] }')
    expect(nested.labels).toContain('now')
    const when = complete(PAGE, '{ "data": { "mine": { "api": "vote.detail", "when": { | } } } }')
    expect(when.labels).toContain('var')
    // Not in a node or its props: those keep their own keys.
    const props = complete(
      PAGE,
      '{ "body": [ { "widget": "Text", "if": { "var": "x" }, "props": { "|" } } ] }',
    )
    expect(props.labels).toContain('text')
    expect(props.labels).not.toContain('formatDate')
  })

  it('offers the route’s query names after ${query.', () => {
    const { result, labels } = complete(
      PAGE,
      '{ "body": [ { "widget": "Text", "props": { "text": "${query.|" } } ] }',
    )
    expect(labels).toEqual(['id'])
    expect(result?.options[0]?.info).toBe('文章 id')
  })

  it('offers page schema names for a route’s "schema" and route keys in pages.json', () => {
    expect(complete('pages.json', '{ "pages": [ { "name": "x", "schema": "|" } ] }').labels).toEqual([
      'article',
      'home',
    ])
    expect(complete('pages.json', '{ "pages": [ { "name": "x", "|" } ] }').labels).toEqual(
      expect.arrayContaining(['path', 'title', 'query', 'guards']),
    )
  })

  it('offers nothing after a complete value', () => {
    expect(complete(PAGE, '{ "title": "x" | }').result).toBeNull()
  })
})

describe('studio hover docs', () => {
  it('documents a widget type, a prop with its default, and an endpoint', () => {
    const contracts = repositoryContracts()
    const files = { 'pages.json': PAGES }
    const widget = at('{ "body": [ { "widget": "Coun|tdown", "props": { "prefix": "还剩" } } ] }')
    expect(hoverDoc(PAGE, widget.text, widget.pos, files, contracts)).toMatchObject({
      title: 'Countdown',
      text: contracts.widgetByType.get('Countdown')?.description,
    })
    const prop = at('{ "body": [ { "widget": "Countdown", "props": { "ended|Text": "x" } } ] }')
    expect(hoverDoc(PAGE, prop.text, prop.pos, files, contracts)).toMatchObject({
      title: 'Countdown.endedText',
      detail: 'string = "活动已经结束"',
    })
    const api = at('{ "data": { "a": { "api": "article.de|tail" } } }')
    expect(hoverDoc(PAGE, api.text, api.pos, files, contracts)?.detail).toMatch(/^GET /)
  })

  it('hovering a JSON Logic operator shows what it does', () => {
    const { text, pos } = at('{ "body": [ { "widget": "Text", "if": { "bef|ore": [1, 2] } } ] }')
    const files = { 'pages.json': PAGES, [PAGE]: text }
    const doc = hoverDoc(PAGE, text, pos, files, repositoryContracts())
    expect(doc?.title).toBe('before')
    expect(doc?.text).toMatch(/before time b/)
  })
})
