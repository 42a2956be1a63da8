import { describe, expect, it } from 'vitest'
import { resolveContentRefs } from '../../../schemas/content/index'
import type { PagesFile } from '../../../schemas/meta/types'
import { validateContent } from '../../../schemas/validator/validate-content'

/**
 * Cross-checks of the content kinds utasks, utask-pages and zones (schemas/content/utask.ts,
 * utask-page.ts, zone.ts): each test makes one mistake in an otherwise valid folder and expects the one
 * problem it causes.
 */

type Json = Record<string, unknown>

function problemsOf(
  items: readonly [kind: string, item: Json][],
  options: { pages?: PagesFile; knownIds?: Record<string, Record<string, number | string>> } = {},
) {
  const files = new Map(
    items.map(([kind, item]) => {
      const path = `content/${kind}/${String(item.id)}.json`
      return [path, { file: path, json: item }] as const
    }),
  )
  const { errors } = validateContent({
    files,
    pages: options.pages,
    pageFiles: new Map(),
    ...(options.knownIds ? { knownIds: options.knownIds } : {}),
  })
  return errors.map(({ file, pointer, code, message }) => ({ file, pointer, code, message }))
}

function task(extra: Json = {}): Json {
  return {
    id: 'spring-survey',
    title: '2027 春季痤疮诊疗调研',
    type: 0,
    start: '2027-03-01T00:00:00+08:00',
    end: '2027-04-01T00:00:00+08:00',
    participantBase: 20,
    quota: 500,
    form: 'spring-form',
    ...extra,
  }
}

function utaskPage(extra: Json = {}): Json {
  return { id: 'drwu', title: '吴博士专区', themeColor: '#c2410c', tasks: ['spring-survey', 7], ...extra }
}

function zone(items: Json[], extra: Json = {}): Json {
  return {
    id: 'herui',
    number: 120,
    title: '和睿皮肤科学院',
    enterprise: { name: '和睿制药' },
    items,
    ...extra,
  }
}

const article = { id: 'ad-guide', type: 'ARTICLE', title: '特应性皮炎的长期管理', content: '<p>要点</p>' }
const formItem = { id: 'survey', type: 'FORM', title: '诊疗调研', form: 'spring-form' }
const utaskItem = { id: 'trial', type: 'UTASK', title: '样品试用', utask: 'spring-survey' }

const pages: PagesFile = {
  version: 1,
  pages: [{ name: 'utaskNamed', path: '/utask-{name}', title: '任务', schema: 'utask-named' }],
} as unknown as PagesFile

/** The folder's forms are known; a task named by a number is the database's. */
const known = { knownIds: { forms: { 'spring-form': 'spring-form' } } }

describe('content cross-checks: utasks, utask pages and zones', () => {
  it('a valid task, utask page and zone have no problems', () => {
    expect(
      problemsOf(
        [
          ['utasks', task()],
          ['utask-pages', utaskPage()],
          [
            'zones',
            zone([
              article,
              { id: 'clip', type: 'VIDEO', title: '视频', video: '/media/demo/clip.mp4' },
              formItem,
              utaskItem,
              { id: 'seeded-task', type: 'UTASK', title: '已有任务', utask: 3 },
            ]),
          ],
        ],
        { pages, ...known },
      ),
    ).toEqual([])
  })

  it('a task that ends before it starts is an error', () => {
    expect(problemsOf([['utasks', task({ end: '2027-02-01T00:00:00+08:00' })]])).toEqual([
      {
        file: 'content/utasks/spring-survey.json',
        pointer: '/end',
        code: 'content-window',
        message: 'ends (2027-02-01T00:00:00+08:00) before it starts (2027-03-01T00:00:00+08:00)',
      },
    ])
  })

  it('a quota below the participantBase is an error (0 is no limit)', () => {
    expect(problemsOf([['utasks', task({ quota: 0 })]])).toEqual([])
    expect(problemsOf([['utasks', task({ quota: 10 })]])).toEqual([
      {
        file: 'content/utasks/spring-survey.json',
        pointer: '/quota',
        code: 'utask-quota',
        message: 'a quota of 10 is below the 20 participants of participantBase (0 means no limit)',
      },
    ])
  })

  it('a task naming a form that is neither in content/forms nor published is an error, with the closest id', () => {
    expect(problemsOf([['utasks', task({ form: 'spring-from' })]], known)).toEqual([
      {
        file: 'content/utasks/spring-survey.json',
        pointer: '/form',
        code: 'unknown-content',
        message: 'no form "spring-from" in content/forms/ or published before (did you mean "spring-form"?)',
      },
    ])
  })

  it('two task files pinning the same number is an error at the second', () => {
    expect(
      problemsOf([
        ['utasks', task({ number: 42 })],
        ['utasks', task({ id: 'autumn-survey', number: 42 })],
      ]),
    ).toEqual([
      {
        file: 'content/utasks/autumn-survey.json',
        pointer: '/number',
        code: 'duplicate-content-number',
        message: "number 42 is content/utasks/spring-survey.json's too",
      },
    ])
  })

  it('a utask page naming a task that is neither in content/utasks nor published is an error', () => {
    expect(
      problemsOf(
        [
          ['utasks', task()],
          ['utask-pages', utaskPage({ tasks: ['spring-survey', 'autumn-survey'] })],
        ],
        known,
      ),
    ).toEqual([
      {
        file: 'content/utask-pages/drwu.json',
        pointer: '/tasks/1',
        code: 'unknown-content',
        message: 'no utask "autumn-survey" in content/utasks/ or published before',
      },
    ])
  })

  it('a utask page no screen of pages.json serves is an error', () => {
    const without = { version: 1, pages: [] } as unknown as PagesFile
    expect(problemsOf([['utask-pages', utaskPage({ tasks: [7] })]], { pages: without })).toEqual([
      {
        file: 'content/utask-pages/drwu.json',
        pointer: '/id',
        code: 'utask-page-unserved',
        message:
          'no screen of pages.json serves the utask page "drwu": add one with path "/utask-{name}" (or "/utask-drwu")',
      },
    ])
  })

  it('a zone item id used twice is an error at the second', () => {
    expect(problemsOf([['zones', zone([article, { ...article, title: '另一篇' }])]])).toEqual([
      {
        file: 'content/zones/herui.json',
        pointer: '/items/1/id',
        code: 'duplicate-content-id',
        message: 'duplicate item id "ad-guide"',
      },
    ])
  })

  it('a zone item number used twice is an error at the second', () => {
    expect(
      problemsOf([
        [
          'zones',
          zone([
            { ...article, number: 1 },
            { ...formItem, number: 1 },
          ]),
        ],
      ]),
    ).toEqual([
      {
        file: 'content/zones/herui.json',
        pointer: '/items/1/number',
        code: 'duplicate-item-number',
        message: 'item number 1 is used twice',
      },
    ])
  })

  it('a zone item without what its type needs is an error', () => {
    expect(problemsOf([['zones', zone([{ id: 'clip', type: 'VIDEO', title: '视频' }])]])).toEqual([
      {
        file: 'content/zones/herui.json',
        pointer: '/items/0',
        code: 'zone-item-field-missing',
        message: 'a VIDEO item needs video',
      },
    ])
  })

  it('a zone item with a field of another type is an error', () => {
    expect(problemsOf([['zones', zone([{ ...article, form: 'spring-form' }])]])).toEqual([
      {
        file: 'content/zones/herui.json',
        pointer: '/items/0/form',
        code: 'zone-item-field-unused',
        message: 'form is for FORM items, not ARTICLE',
      },
    ])
  })

  it('a zone item naming a form or a task that is neither in the folder nor published is an error', () => {
    expect(
      problemsOf(
        [
          [
            'zones',
            zone([
              { ...formItem, form: 'autumn-form' },
              { ...utaskItem, utask: 'autumn-survey' },
            ]),
          ],
        ],
        known,
      ),
    ).toEqual([
      {
        file: 'content/zones/herui.json',
        pointer: '/items/0/form',
        code: 'unknown-content',
        message: 'no form "autumn-form" in content/forms/ or published before',
      },
      {
        file: 'content/zones/herui.json',
        pointer: '/items/1/utask',
        code: 'unknown-content',
        message: 'no utask "autumn-survey" in content/utasks/ or published before',
      },
    ])
  })

  it('a utask page is named by its name: ${content.utask-pages.<name>} resolves, dash in the kind and all', () => {
    const ids = { 'utask-pages': { drwu: 'drwu' }, zones: { herui: 120 } }
    expect(
      resolveContentRefs(
        {
          name: '${content.utask-pages.drwu}',
          zoneId: '${content.zones.herui}',
          link: '/v3/utask-${content.utask-pages.drwu}',
        },
        ids,
      ),
    ).toEqual({ name: 'drwu', zoneId: 120, link: '/v3/utask-drwu' })
  })

  it('two zone files pinning the same number is an error at the second', () => {
    expect(
      problemsOf([
        ['zones', zone([article])],
        ['zones', zone([article], { id: 'anfu' })],
      ]),
    ).toEqual([
      {
        file: 'content/zones/anfu.json',
        pointer: '/number',
        code: 'duplicate-content-number',
        message: "number 120 is content/zones/herui.json's too",
      },
    ])
  })
})
