import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readConfigFiles } from '../../../schemas/validator/config-files'
import { endpointContracts, widgetContracts } from '../../../schemas/validator/contracts'
import { type ConfigError, type ConfigFiles, validateConfigFiles } from '../../../schemas/validator/index'
import { CONFIG_LIMITS } from '../../../schemas/validator/limits'
import { repo } from './config-copy'

/**
 * The validator can neither crash nor hang (issue 28): a property test mutates the repository's real
 * config — type swaps, deletions, duplications, deep nesting, huge arrays, odd Unicode, broken text —
 * and every time the validator answers errors with file, line, column, pointer and message, never an
 * exception and never its own last-resort error (`validator-failed`, which would hide a crash).
 *
 * 2,000 mutations a run: 1,000 with a fixed seed (the same every run) and 1,000 with a random seed,
 * printed so a failure can be replayed (FUZZ_SEED=<seed>). To stay quick, each mutation is of a part of
 * the config: its first routes, their page schemas and a few content files (every kind of file and
 * check is in it).
 */

const FIXED_SEED = 20_261_129
const RUNS = 1_000

const contracts = { widgets: widgetContracts(), endpoints: endpointContracts }

function partOfRepository(): Record<string, string> {
  const files = readConfigFiles(repo)
  const pages = JSON.parse(files['pages.json'] ?? '{}') as { pages: { schema?: string }[] }
  pages.pages = pages.pages.slice(0, 12)
  const part: Record<string, string> = { 'pages.json': JSON.stringify(pages, null, 2) }
  for (const route of pages.pages) {
    const path = `schemas/pages/${route.schema}.json`
    const text = files[path]
    if (text) part[path] = text
  }
  const kinds = new Set<string>()
  for (const path of Object.keys(files).filter((key) => key.startsWith('content/'))) {
    const kind = path.split('/')[1] ?? ''
    if (kinds.has(kind)) continue
    kinds.add(kind)
    part[path] = files[path] ?? ''
  }
  return part
}

const BASE = partOfRepository()
const PATHS = Object.keys(BASE)

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

/** Every place in a JSON value, as the keys leading to it. */
function placesOf(
  value: Json,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at)
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) placesOf(item, [...at, index], out)
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) placesOf(item, [...at, key], out)
  }
  return out
}

function get(value: Json, at: readonly (string | number)[]): Json {
  let node: Json = value
  for (const key of at) node = (node as Record<string | number, Json>)[key] as Json
  return node
}

/** Replaces (or, with `remove`, deletes) the value at `at`; the root is replaced by returning it. */
function put(root: Json, at: readonly (string | number)[], next: Json | undefined): Json {
  if (at.length === 0) return next === undefined ? null : next
  const parent = get(root, at.slice(0, -1)) as Record<string | number, Json> | Json[]
  const key = at.at(-1) as string | number
  if (next === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1)
    else delete (parent as Record<string, Json>)[key as string]
  } else (parent as Record<string | number, Json>)[key] = next
  return root
}

const oddStrings = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\uD800',
    '\uDFFF',
    '\u202Egnp.exe',
    '\u200B\u200C\u200D',
    '，：“”',
    '🩺皮肤科🧴',
    'constructor',
    '__proto__',
    'toString',
    '${content.votes.x}',
    '{{user.name}}',
    '/v3/../../etc',
    'javascript:alert(1)',
    'a'.repeat(5_000),
  ),
)

const anyValue: fc.Arbitrary<Json> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.oneof(fc.integer(), fc.double(), fc.constantFrom(0, -1, 1e308, Number.MAX_SAFE_INTEGER + 2)),
  oddStrings,
  fc.constant<Json>([]),
  fc.constant<Json>({}),
  fc.jsonValue({ maxDepth: 3 }) as fc.Arbitrary<Json>,
)

type Mutation =
  | { kind: 'replace'; place: number; value: Json }
  | { kind: 'delete'; place: number }
  | { kind: 'duplicate'; place: number }
  | { kind: 'nest'; place: number; depth: number; asObject: boolean }
  | { kind: 'huge'; place: number; length: number }
  | { kind: 'rename'; place: number; name: string }
  | { kind: 'text'; offset: number; insert: string; cut: number }

const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({ kind: fc.constant('replace' as const), place: fc.nat(), value: anyValue }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('delete' as const), place: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('duplicate' as const), place: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('nest' as const),
      place: fc.nat(),
      depth: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 60, max: 200 })),
      asObject: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('huge' as const),
      place: fc.nat(),
      length: fc.integer({ min: 100, max: 3_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rename' as const), place: fc.nat(), name: oddStrings }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('text' as const),
      offset: fc.nat(),
      insert: fc.oneof(fc.constantFrom(',', '}', ']', '"', '\uFEFF', '，', '//', "'"), oddStrings),
      cut: fc.integer({ min: 0, max: 40 }),
    }),
  },
)

function mutate(text: string, change: Mutation): string {
  if (change.kind === 'text') {
    const offset = change.offset % (text.length + 1)
    return text.slice(0, offset) + change.insert + text.slice(offset + change.cut)
  }
  let root = JSON.parse(text) as Json
  const places = placesOf(root)
  const at = places[change.place % places.length] ?? []
  const here = get(root, at)
  switch (change.kind) {
    case 'replace':
      root = put(root, at, change.value)
      break
    case 'delete':
      root = put(root, at, undefined)
      break
    case 'duplicate': {
      const parent = at.length > 0 ? get(root, at.slice(0, -1)) : undefined
      if (Array.isArray(parent)) parent.splice(Number(at.at(-1)), 0, structuredClone(here))
      else if (parent && typeof parent === 'object') parent[`${String(at.at(-1))}`] = structuredClone(here)
      break
    }
    case 'nest': {
      let nested: Json = here
      for (let level = 0; level < change.depth; level++)
        nested = change.asObject ? { $logic: nested } : [nested]
      root = put(root, at, nested)
      break
    }
    case 'huge':
      root = put(
        root,
        at,
        Array.from({ length: change.length }, () => structuredClone(here)),
      )
      break
    case 'rename': {
      const parent = at.length > 0 ? get(root, at.slice(0, -1)) : undefined
      if (parent && typeof parent === 'object' && !Array.isArray(parent)) {
        const key = String(at.at(-1))
        delete parent[key]
        parent[change.name] = here
      }
      break
    }
  }
  return JSON.stringify(root, null, 2)
}

/** What every error must carry: where (file, line, column, pointer) and what. */
function malformed(files: ConfigFiles, errors: readonly ConfigError[]): string[] {
  return errors
    .filter(
      (error) =>
        !(error.file in files || error.file === 'pages.json') ||
        !Number.isInteger(error.line) ||
        error.line < 1 ||
        !Number.isInteger(error.column) ||
        error.column < 1 ||
        typeof error.pointer !== 'string' ||
        (error.pointer !== '' && !error.pointer.startsWith('/')) ||
        typeof error.message !== 'string' ||
        error.message.length === 0 ||
        error.code === 'validator-failed',
    )
    .map(
      (error) =>
        `${error.file}:${error.line}:${error.column} ${error.pointer} [${error.code}] ${error.message}`,
    )
}

function property(): fc.IPropertyWithHooks<[number, Mutation[]]> {
  return fc.property(
    fc.nat({ max: PATHS.length - 1 }),
    fc.array(mutation, { minLength: 1, maxLength: 3 }),
    (fileIndex, changes) => {
      const path = PATHS[fileIndex] as string
      let text = BASE[path] as string
      for (const change of changes) {
        try {
          text = mutate(text, change)
        } catch {
          // The text no longer parses (an earlier text change): later changes keep it as it is.
        }
      }
      const files = { ...BASE, [path]: text }
      const result = validateConfigFiles(files, contracts)
      expect(malformed(files, result.errors)).toEqual([])
    },
  )
}

describe('the validator under 2,000 mutations of the real config', () => {
  it(`never throws and always locates its errors (${RUNS} mutations, fixed seed ${FIXED_SEED})`, () => {
    fc.assert(property(), { seed: FIXED_SEED, numRuns: RUNS })
  }, 300_000)

  it(`never throws and always locates its errors (${RUNS} mutations, a random seed)`, () => {
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
    console.log(`validator fuzz seed ${seed} (FUZZ_SEED=${seed} replays it)`)
    fc.assert(property(), { seed, numRuns: RUNS })
  }, 300_000)

  it('the limits hold on the real config, which stays far under them', () => {
    const files = readConfigFiles(repo)
    const pages = JSON.parse(files['pages.json'] ?? '{}') as { pages: unknown[] }
    expect(pages.pages.length).toBeLessThan(CONFIG_LIMITS.routes / 10)
    expect(Object.keys(files).length).toBeLessThan(CONFIG_LIMITS.files / 10)
    for (const text of Object.values(files)) expect(text.length).toBeLessThan(CONFIG_LIMITS.fileBytes / 10)
  })
})
