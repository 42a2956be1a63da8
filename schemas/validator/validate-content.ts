import {
  type BannerContent,
  CHOICE_FIELD_TYPES,
  CONTENT_KINDS,
  type ContentIds,
  type ContentItems,
  type ContentKind,
  contentFileOf,
  emptyContent,
  type FormContent,
  isContentKind,
  type LotteryContent,
  TEXT_FIELD_TYPES,
  type VoteCampaignContent,
} from '../content/index'
import type { PagesFile } from '../meta/types'
import { createAjv } from './ajv'
import { checkActivity, checkActivityLinks } from './check-activity'
import { checkExam } from './check-exam'
import { checkUtask, checkUtaskPage, checkUtaskZoneLinks, checkZone } from './content-utasks-zones'
import { type ConfigProblem, fromAjvErrors } from './messages'
import { suggest } from './suggest'
import type { ConfigFile } from './validate-config'

/**
 * Validates a config folder's content files (`content/<kind>/<id>.json`, contracts in schemas/content)
 * and what refers to them: each file against its kind's contract, its id against its file name, a
 * campaign's entries against its regions, a banner's screen against pages.json, a form's rules against
 * its fields, a lottery's prizes against their types, and every
 * `${content.<kind>.<id>}` in a page schema against the folder's content and what the database already
 * has (`knownIds`).
 */
export interface ContentInput {
  /** Content files by path, e.g. `content/votes/spring-2027.json`. */
  readonly files: ReadonlyMap<string, ConfigFile>
  readonly pages: PagesFile | undefined
  readonly pageFiles: ReadonlyMap<string, ConfigFile>
  /** Content ids the database knows (published before); undefined: references are not checked. */
  readonly knownIds?: ContentIds
}

export type ValidContent = ContentItems

/** What each kind checks beyond its contract (cross-references inside the item and to pages.json). */
type KindCheck<K extends ContentKind> = (
  item: ContentItems[K][number],
  file: string,
  pages: PagesFile | undefined,
) => ConfigProblem[]

const KIND_CHECKS: { [K in ContentKind]: KindCheck<K> } = {
  votes: (campaign, file) => checkCampaign(campaign, file),
  banners: (banner, file, pages) => checkBanner(banner, file, pages),
  forms: (form, file) => checkForm(form, file),
  lotteries: (lottery, file) => checkLottery(lottery, file),
  activities: (activity, file) => checkActivity(activity, file),
  utasks: (task, file) => checkUtask(task, file),
  'utask-pages': (page, file, pages) => checkUtaskPage(page, file, pages),
  zones: (zone, file) => checkZone(zone, file),
  exams: (exam, file) => checkExam(exam, file),
}

function addItem<K extends ContentKind>(
  content: ContentItems,
  kind: K,
  json: unknown,
  file: string,
  pages: PagesFile | undefined,
): ConfigProblem[] {
  const item = json as ContentItems[K][number]
  ;(content[kind] as ContentItems[K][number][]).push(item)
  return KIND_CHECKS[kind](item, file, pages)
}

/** Compiled once per process (a server validates each publish); a check keeps only its last call's errors. */
let compiledContent: ReadonlyMap<string, ReturnType<ReturnType<typeof createAjv>['compile']>> | undefined

function contentChecks(): NonNullable<typeof compiledContent> {
  if (!compiledContent) {
    const ajv = createAjv()
    compiledContent = new Map(
      Object.entries(CONTENT_KINDS).map(([kind, { schema }]) => [kind, ajv.compile(schema)]),
    )
  }
  return compiledContent
}

export function validateContent(input: ContentInput): { errors: ConfigProblem[]; content: ValidContent } {
  const errors: ConfigProblem[] = []
  const content: ValidContent = emptyContent()
  const checks = contentChecks()
  const ids: Record<string, Set<string>> = {}
  for (const [kind, known] of Object.entries(input.knownIds ?? {})) ids[kind] = new Set(Object.keys(known))

  for (const [path, file] of input.files) {
    const where = contentFileOf(path)
    if (!where || !isContentKind(where.kind)) {
      errors.push({
        file: path,
        pointer: '',
        code: 'unknown-content-kind',
        message: `unknown content kind "${where?.kind ?? path}" (content/<kind>/<id>.json, kinds: ${Object.keys(CONTENT_KINDS).join(', ')})`,
      })
      continue
    }
    const check = checks.get(where.kind)
    if (!check?.(file.json)) {
      errors.push(...fromAjvErrors(check?.errors, file.file))
      continue
    }
    const item = file.json as { id: string }
    if (item.id !== where.id) {
      errors.push({
        file: file.file,
        pointer: '/id',
        code: 'content-id',
        message: `the id "${item.id}" must be the file's name ("${where.id}")`,
      })
      continue
    }
    const kindIds = ids[where.kind] ?? new Set<string>()
    kindIds.add(item.id)
    ids[where.kind] = kindIds
    errors.push(...addItem(content, where.kind, file.json, file.file, input.pages))
  }
  // Across files: pinned numbers, and the forms and tasks utasks, utask pages and zones name.
  const fileOf = (kind: string, id: string) => {
    const path = `content/${kind}/${id}.json`
    return input.files.get(path)?.file ?? path
  }
  errors.push(...checkUtaskZoneLinks(content, fileOf, input.knownIds ? ids : undefined))
  errors.push(...checkActivityLinks(content, fileOf, input.knownIds ? ids : undefined, input.knownIds))

  if (input.knownIds) {
    for (const page of input.pageFiles.values()) errors.push(...checkContentRefs(page, ids))
  }
  return { errors, content }
}

function duplicates(values: readonly string[]): Set<string> {
  const seen = new Set<string>()
  const repeated = new Set<string>()
  for (const value of values) {
    if (seen.has(value)) repeated.add(value)
    seen.add(value)
  }
  return repeated
}

function checkCampaign(campaign: VoteCampaignContent, file: string): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  if (Date.parse(campaign.end) <= Date.parse(campaign.start)) {
    errors.push({
      file,
      pointer: '/end',
      code: 'content-window',
      message: `ends (${campaign.end}) before it starts (${campaign.start})`,
    })
  }
  if (campaign.limits.perEntryPerDay > campaign.limits.perDay) {
    errors.push({
      file,
      pointer: '/limits/perEntryPerDay',
      code: 'content-limits',
      message: `${campaign.limits.perEntryPerDay} votes a day for one entry is more than the ${campaign.limits.perDay} a day in all`,
    })
  }
  const regions = (campaign.regions ?? []).map((region) => region.id)
  for (const [index, region] of (campaign.regions ?? []).entries()) {
    if (duplicates(regions).has(region.id) && regions.indexOf(region.id) !== index) {
      errors.push({
        file,
        pointer: `/regions/${index}/id`,
        code: 'duplicate-content-id',
        message: `duplicate region id "${region.id}"`,
      })
    }
  }
  const entryIds = duplicates(campaign.entries.map((entry) => entry.id))
  const numbers = campaign.entries.map((entry, index) => entry.number ?? index + 1)
  const repeatedNumbers = duplicates(numbers.map(String))
  for (const [index, entry] of campaign.entries.entries()) {
    const pointer = `/entries/${index}`
    if (entryIds.has(entry.id) && campaign.entries.findIndex((other) => other.id === entry.id) !== index) {
      errors.push({
        file,
        pointer: `${pointer}/id`,
        code: 'duplicate-content-id',
        message: `duplicate entry id "${entry.id}"`,
      })
    }
    if (repeatedNumbers.has(String(numbers[index])) && numbers.indexOf(numbers[index] ?? 0) !== index) {
      errors.push({
        file,
        pointer: `${pointer}/number`,
        code: 'duplicate-entry-number',
        message: `entry number ${numbers[index]} is used twice`,
      })
    }
    if (entry.region !== undefined && !regions.includes(entry.region)) {
      errors.push({
        file,
        pointer: `${pointer}/region`,
        code: 'unknown-region',
        message: `unknown region "${entry.region}"${regions.length ? ` (regions: ${regions.join(', ')})` : ' (the campaign has no regions)'}`,
      })
    }
    if (entry.region === undefined && regions.length > 0) {
      errors.push({
        file,
        pointer: `${pointer}/region`,
        code: 'missing-region',
        message: `the campaign has regions: name one of ${regions.join(', ')}`,
      })
    }
  }
  return errors
}

function checkBanner(banner: BannerContent, file: string, pages: PagesFile | undefined): ConfigProblem[] {
  const target = banner.target
  if (!('route' in target) || !pages) return []
  const route = pages.pages.find((entry) => entry.name === target.route)
  if (!route) {
    return [
      {
        file,
        pointer: '/target/route',
        code: 'unknown-route',
        message: `unknown route "${target.route}"${suggest(
          target.route,
          pages.pages.map((entry) => entry.name),
        )}`,
      },
    ]
  }
  if (/\{/.test(route.path)) {
    return [
      {
        file,
        pointer: '/target/route',
        code: 'route-has-params',
        message: `route "${target.route}" has path parameters; a banner opens a plain path`,
      },
    ]
  }
  const declared = Object.keys(route.query ?? {})
  return Object.keys(target.query ?? {})
    .filter((key) => !declared.includes(key))
    .map((key) => ({
      file,
      pointer: `/target/query/${key}`,
      code: 'unknown-query-key',
      message: `route "${target.route}" declares no query parameter "${key}"${declared.length ? ` (it has ${declared.join(', ')})` : ''}`,
    }))
}

/** A problem for each repeated id of a list but its first: `duplicate-content-id` at `<list>/<index>/id`. */
function duplicateIds(
  items: readonly { id: string }[],
  file: string,
  list: string,
  what: string,
): ConfigProblem[] {
  const seen = new Set<string>()
  const errors: ConfigProblem[] = []
  for (const [index, item] of items.entries()) {
    if (seen.has(item.id)) {
      errors.push({
        file,
        pointer: `${list}/${index}/id`,
        code: 'duplicate-content-id',
        message: `duplicate ${what} id "${item.id}"`,
      })
    }
    seen.add(item.id)
  }
  return errors
}

const isChoice = (type: string) => (CHOICE_FIELD_TYPES as readonly string[]).includes(type)
const isTyped = (type: string) => (TEXT_FIELD_TYPES as readonly string[]).includes(type)

/** Dynamic form (server/forms/answers.ts holds what the server then checks of each answer). */
function checkForm(form: FormContent, file: string): ConfigProblem[] {
  const errors = duplicateIds(form.fields, file, '/fields', 'field')
  for (const [index, field] of form.fields.entries()) {
    const pointer = `/fields/${index}`
    const problem = (at: string, code: string, message: string) =>
      errors.push({ file, pointer: `${pointer}${at}`, code, message })
    if (isChoice(field.type) && !field.options) {
      problem('', 'form-options-missing', `a ${field.type} field needs options`)
    }
    if (!isChoice(field.type) && field.options) {
      problem(
        '/options',
        'form-options-unused',
        `a ${field.type} field has no options (only radio, checkbox, select)`,
      )
    }
    const values = (field.options ?? []).map((option) => option.value)
    for (const [place, value] of values.entries()) {
      if (values.indexOf(value) !== place) {
        problem(`/options/${place}/value`, 'duplicate-option-value', `option value "${value}" is used twice`)
      }
    }
    if (field.maxCount !== undefined && field.type !== 'upload') {
      problem(
        '/maxCount',
        'form-max-count',
        `maxCount counts the pictures of an upload field, not a ${field.type}`,
      )
    }
    if (field.maxLength !== undefined && !isTyped(field.type)) {
      problem('/maxLength', 'form-max-length', `maxLength is for typed answers, not a ${field.type} field`)
    } else if (field.type === 'text' && (field.maxLength ?? 0) > 140) {
      problem(
        '/maxLength',
        'form-max-length',
        'a text answer is at most 140 characters; use a textarea field',
      )
    }
    for (const [place, expression] of (field.rule?.expressions ?? []).entries()) {
      const at = `/rule/expressions/${place}`
      const target = form.fields.findIndex((other) => other.id === expression.formItemId)
      const tested = form.fields[target]
      if (!tested) {
        problem(
          `${at}/formItemId`,
          'unknown-form-field',
          `no field "${expression.formItemId}" in this form${suggest(
            expression.formItemId,
            form.fields.map((other) => other.id),
          )}`,
        )
        continue
      }
      if (target >= index) {
        problem(
          `${at}/formItemId`,
          'form-rule-order',
          target === index
            ? 'a field cannot be shown on its own answer'
            : `"${expression.formItemId}" comes after this field: a rule tests earlier answers`,
        )
      }
      const options = (tested.options ?? []).map((option) => option.value)
      if (options.length > 0 && !options.includes(String(expression.optionValue))) {
        problem(
          `${at}/optionValue`,
          'unknown-option-value',
          `"${String(expression.optionValue)}" is not an option of "${tested.id}" (options: ${options.join(', ')})`,
        )
      }
    }
  }
  return errors
}

/** What each prize type needs (the lottery_prize checks and what lottery.draw gives the winner). */
const PRIZE_FIELDS = { amount: ['MAIDOU', 'INTEGRAL'], ebookId: ['EBOOK'], instruction: ['OTHER'] } as const

function checkLottery(lottery: LotteryContent, file: string): ConfigProblem[] {
  const errors = duplicateIds(lottery.prizes, file, '/prizes', 'prize')
  if (Date.parse(lottery.end) <= Date.parse(lottery.start)) {
    errors.push({
      file,
      pointer: '/end',
      code: 'content-window',
      message: `ends (${lottery.end}) before it starts (${lottery.start})`,
    })
  }
  for (const [index, prize] of lottery.prizes.entries()) {
    for (const [name, types] of Object.entries(PRIZE_FIELDS)) {
      const given = prize[name as keyof typeof PRIZE_FIELDS] !== undefined
      const needed = (types as readonly string[]).includes(prize.type)
      if (given === needed) continue
      errors.push({
        file,
        pointer: `/prizes/${index}${given ? `/${name}` : ''}`,
        code: given ? 'prize-field-unused' : 'prize-field-missing',
        message: given
          ? `${name} is for ${types.join(' and ')} prizes, not ${prize.type}`
          : `a ${prize.type} prize needs ${name}`,
      })
    }
  }
  return errors
}

const CONTENT_REF = /\$\{\s*content\.([^.}\s]+)\.([^}\s]+)\s*\}/g

/** Every `${content.<kind>.<id>}` of a page schema names content of the folder or the database. */
function checkContentRefs(page: ConfigFile, ids: Record<string, Set<string>>): ConfigProblem[] {
  const errors: ConfigProblem[] = []
  const visit = (value: unknown, pointer: string) => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(CONTENT_REF)) {
        const [, kind = '', id = ''] = match
        if (!isContentKind(kind)) {
          errors.push({
            file: page.file,
            pointer,
            code: 'unknown-content-kind',
            message: `"${match[0]}" names no content kind (kinds: ${Object.keys(CONTENT_KINDS).join(', ')})`,
          })
        } else if (!ids[kind]?.has(id)) {
          const known = [...(ids[kind] ?? [])]
          errors.push({
            file: page.file,
            pointer,
            code: 'unknown-content',
            message: `"${match[0]}": no ${CONTENT_KINDS[kind].title} "${id}" in content/${kind}/ or published before${known.length ? ` (known: ${known.slice(0, 8).join(', ')})` : ''}`,
          })
        }
      }
    } else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) visit(item, `${pointer}/${index}`)
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value))
        visit(item, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    }
  }
  visit(page.json, '')
  return errors
}
