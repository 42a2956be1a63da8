import {
  endpointContracts,
  readConfigFiles,
  validateConfigFiles,
  widgetContracts,
} from '@schemas/validator/index'
import { describe, expect, it } from 'vitest'
import { routesOf } from '@/studio/config-files'
import { createPage, deletePage, routeNameOf, templates } from '@/studio/templates'

const repository = readConfigFiles(process.cwd())
const contracts = { widgets: widgetContracts(), endpoints: endpointContracts }

describe('new page from a template', () => {
  it.each(templates.map((template) => [template.label, template.id]))(
    '%s makes a route and a page schema that validate with the repository config',
    (_label, id) => {
      const created = createPage(repository, {
        template: id,
        name: `studio-${id}`,
        path: `/studio-${id}`,
        title: '',
      })
      expect(created.file).toBe(`schemas/pages/studio-${id}.json`)
      const route = routesOf(created.files).find((candidate) => candidate.name === created.route)
      expect(route).toMatchObject({ path: `/studio-${id}`, schema: `studio-${id}` })
      const { errors } = validateConfigFiles(created.files, contracts)
      expect(errors).toEqual([])
    },
  )

  it('appends the route to pages.json without reformatting the rest', () => {
    const before = repository['pages.json'] as string
    const after = createPage(repository, {
      template: 'vote',
      name: 'spring-vote',
      path: '/vote/spring',
      title: '春季投票',
    }).files['pages.json'] as string
    const lastClose = before.lastIndexOf('}', before.lastIndexOf(']'))
    expect(after.startsWith(before.slice(0, lastClose + 1))).toBe(true)
    expect(after.endsWith(before.slice(lastClose + 1))).toBe(true)
    const pages = JSON.parse(after).pages
    expect(pages[pages.length - 1]).toEqual({
      name: 'springVote',
      path: '/vote/spring',
      title: '春季投票',
      query: { promotionId: '投票活动 id' },
      schema: 'spring-vote',
    })
  })

  it('refuses a taken name, a taken path and a malformed name', () => {
    expect(() => createPage(repository, { template: 'vote', name: 'home', path: '/x1', title: '' })).toThrow(
      '已有同名页面',
    )
    expect(() =>
      createPage(repository, { template: 'vote', name: 'new-home', path: '/home', title: '' }),
    ).toThrow('路径已被使用')
    expect(() =>
      createPage(repository, { template: 'vote', name: 'Bad Name', path: '/x2', title: '' }),
    ).toThrow('名称只能用小写字母、数字和 -')
  })

  it('names the route in camelCase', () => {
    expect(routeNameOf('spring-vote-2026')).toBe('springVote2026')
  })
})

describe('delete a page', () => {
  it('takes the new page and its route out again: pages.json as it was, the config valid', () => {
    const created = createPage(repository, { template: 'vote', name: 'spring-vote', path: '/s', title: '' })
    const { files, routes } = deletePage(created.files, created.file)
    expect(routes).toEqual(['springVote'])
    expect(files[created.file]).toBeUndefined()
    expect(files['pages.json']).toBe(repository['pages.json'])
    expect(validateConfigFiles(files, contracts).errors).toEqual([])
  })

  it('cuts a first, middle or last route keeping the formatting, and every route of the schema', () => {
    const text = (names: string[]) =>
      `{\n  "pages": [\n${names.map((name) => `    { "name": "${name}", "path": "/${name}", "schema": "${name === 'b2' ? 'b' : name}" }`).join(',\n')}\n  ]\n}\n`
    const files = (names: string[]) => ({
      'pages.json': text(names),
      'schemas/pages/a.json': '{}',
      'schemas/pages/b.json': '{}',
      'schemas/pages/c.json': '{}',
    })
    expect(deletePage(files(['a', 'b', 'c']), 'schemas/pages/a.json').files['pages.json']).toBe(
      text(['b', 'c']),
    )
    expect(deletePage(files(['a', 'b', 'c']), 'schemas/pages/b.json').files['pages.json']).toBe(
      text(['a', 'c']),
    )
    expect(deletePage(files(['a', 'b', 'c']), 'schemas/pages/c.json').files['pages.json']).toBe(
      text(['a', 'b']),
    )
    const both = deletePage(files(['a', 'b', 'c', 'b2']), 'schemas/pages/b.json')
    expect(both.routes).toEqual(['b', 'b2'])
    expect(both.files['pages.json']).toBe(text(['a', 'c']))
    expect(
      JSON.parse(deletePage(files(['b']), 'schemas/pages/b.json').files['pages.json'] as string),
    ).toEqual({
      pages: [],
    })
  })

  it('refuses what is not a page file, and a page in use shows as the validator’s errors', () => {
    expect(() => deletePage(repository, 'pages.json')).toThrow('只能删除页面文件')
    const { files } = deletePage(repository, 'schemas/pages/activity-detail.json')
    const { errors } = validateConfigFiles(files, contracts)
    expect(errors.length).toBeGreaterThan(0)
    expect(errors.map((error) => error.message).join('\n')).toMatch(/activityDetail/)
  })
})
