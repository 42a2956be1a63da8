import type { ContentItems, UtaskContent, UtaskPageContent, ZoneContent } from '../content/index'
import type { PagesFile } from '../meta/types'
import type { ConfigProblem } from './messages'
import { suggest } from './suggest'

/**
 * Cross-checks of the content kinds utasks, utask-pages and zones (schemas/content/utask.ts,
 * utask-page.ts, zone.ts), beyond their contracts: inside an item (a task's window and quota, a zone's
 * items and what each type needs), against pages.json (a utask page some screen serves), and across
 * files (numbers pinned twice; the forms and tasks they name).
 */

export function checkUtask(task: UtaskContent, file: string): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  if (Date.parse(task.end) <= Date.parse(task.start)) {
    errors.push({
      file,
      pointer: '/end',
      code: 'content-window',
      message: `ends (${task.end}) before it starts (${task.start})`,
    })
  }
  const base = task.participantBase ?? 0
  if (task.quota !== undefined && task.quota > 0 && task.quota < base) {
    errors.push({
      file,
      pointer: '/quota',
      code: 'utask-quota',
      message: `a quota of ${task.quota} is below the ${base} participants of participantBase (0 means no limit)`,
    })
  }
  return errors
}

/** spec §2: /utask-{name} serves any page by name, /utask-petersonslab and /other one each. */
export function checkUtaskPage(
  page: UtaskPageContent,
  file: string,
  pages: PagesFile | undefined,
): ConfigProblem[] {
  if (!pages) return []
  const paths = pages.pages.map((entry) => entry.path)
  const served = paths.some(
    (path) => path === `/utask-${page.id}` || path === `/${page.id}` || /^\/utask-\{[^}/]+\}$/.test(path),
  )
  if (served) return []
  return [
    {
      file,
      pointer: '/id',
      code: 'utask-page-unserved',
      message: `no screen of pages.json serves the utask page "${page.id}": add one with path "/utask-{name}" (or "/utask-${page.id}")`,
    },
  ]
}

/** What each zone item type needs, and only it: the item's columns the zone API reads for that type. */
const ITEM_FIELDS = {
  video: ['VIDEO'],
  form: ['FORM'],
  utask: ['UTASK'],
  content: ['ARTICLE', 'VIDEO'],
} as const
const NEEDED: Readonly<Record<string, readonly string[]>> = {
  video: ['VIDEO'],
  form: ['FORM'],
  utask: ['UTASK'],
}

export function checkZone(zone: ZoneContent, file: string): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  const seen = new Set<string>()
  const numbers = new Set<number>()
  for (const [index, item] of zone.items.entries()) {
    const pointer = `/items/${index}`
    if (seen.has(item.id)) {
      errors.push({
        file,
        pointer: `${pointer}/id`,
        code: 'duplicate-content-id',
        message: `duplicate item id "${item.id}"`,
      })
    }
    seen.add(item.id)
    if (item.number !== undefined) {
      if (numbers.has(item.number)) {
        errors.push({
          file,
          pointer: `${pointer}/number`,
          code: 'duplicate-item-number',
          message: `item number ${item.number} is used twice`,
        })
      }
      numbers.add(item.number)
    }
    for (const [name, types] of Object.entries(ITEM_FIELDS)) {
      const given = item[name as keyof typeof ITEM_FIELDS] !== undefined
      const allowed = (types as readonly string[]).includes(item.type)
      const needed = (NEEDED[name] ?? []).includes(item.type)
      if (given && !allowed) {
        errors.push({
          file,
          pointer: `${pointer}/${name}`,
          code: 'zone-item-field-unused',
          message: `${name} is for ${types.join(' and ')} items, not ${item.type}`,
        })
      } else if (!given && needed) {
        errors.push({
          file,
          pointer,
          code: 'zone-item-field-missing',
          message: `a ${item.type} item needs ${name}`,
        })
      }
    }
  }
  return errors
}

type LinkKind = 'utasks' | 'utask-pages' | 'zones'

/**
 * Checks across files: a `number` pinned by two files of a kind, and — when `ids` is given (content ids of
 * the folder and the database, by kind) — the forms and tasks that tasks, utask pages and zone items name.
 */
export function checkUtaskZoneLinks(
  content: ContentItems,
  fileOf: (kind: LinkKind | 'votes' | 'exams', id: string) => string,
  ids: Readonly<Record<string, ReadonlySet<string>>> | undefined,
): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  // Activities check their own pinned numbers (check-activity.ts).
  for (const kind of ['votes', 'exams', 'utasks', 'zones'] as const) {
    const owner = new Map<number, string>()
    for (const item of content[kind]) {
      if (item.number === undefined) continue
      const first = owner.get(item.number)
      if (first !== undefined) {
        errors.push({
          file: fileOf(kind, item.id),
          pointer: '/number',
          code: 'duplicate-content-number',
          message: `number ${item.number} is content/${kind}/${first}.json's too`,
        })
      } else owner.set(item.number, item.id)
    }
  }
  if (!ids) return errors
  const known = (kind: string, id: string, file: string, pointer: string, what: string) => {
    const list = ids[kind]
    if (list?.has(id)) return
    const names = [...(list ?? [])]
    errors.push({
      file,
      pointer,
      code: 'unknown-content',
      message: `no ${what} "${id}" in content/${kind}/ or published before${suggest(id, names)}`,
    })
  }
  for (const task of content.utasks) {
    if (task.form) known('forms', task.form, fileOf('utasks', task.id), '/form', 'form')
  }
  for (const page of content['utask-pages']) {
    for (const [index, task] of page.tasks.entries()) {
      if (typeof task === 'string') {
        known('utasks', task, fileOf('utask-pages', page.id), `/tasks/${index}`, 'utask')
      }
    }
  }
  for (const zone of content.zones) {
    const file = fileOf('zones', zone.id)
    for (const [index, item] of zone.items.entries()) {
      if (item.form) known('forms', item.form, file, `/items/${index}/form`, 'form')
      if (typeof item.utask === 'string') known('utasks', item.utask, file, `/items/${index}/utask`, 'utask')
    }
  }
  return errors
}
