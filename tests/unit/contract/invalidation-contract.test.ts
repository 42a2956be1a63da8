import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ENTITIES, type EndpointDef, type Entity, endpoints, entityNames } from '../../../schemas/api/index'
import { openApiFile } from '../../../scripts/write-openapi'
import { catalogue } from '../../../src/runtime/api/catalogue.generated'
import { entitiesChangedBy, showsAnyOf } from '../../../src/runtime/data/entities'

/**
 * Invalidation is part of the API contract (decision 0037): the client keeps one cache of server answers
 * and, after a successful write, refreshes every answer showing an entity the write changes. These rules
 * keep that true: a write that named nothing would leave stale answers on screen, an entity no read shows
 * would refresh nothing, and an entity no write changes would mean a missing `changes` somewhere.
 */

const list: readonly EndpointDef[] = endpoints
const reads = list.filter((endpoint) => endpoint.method === 'GET')
const writes = list.filter((endpoint) => endpoint.method !== 'GET')

/**
 * Entities that change without any call of the doctor's: the reads showing them are fresh again on their
 * next load (or after their publicCache maxAge), never because of a write in this catalogue.
 */
const CHANGED_OUTSIDE_THE_API: Readonly<Partial<Record<Entity, string>>> = {
  catalogue:
    "operators publish, edit and take down content (content/, applied by server/content), never a doctor's call",
  release:
    'operators publish app releases; reachability, the IP and the WeChat signature are facts of the world',
  invite:
    'friends register with the code and get certified outside this API (docs/server.md, Invites: binding a new account to the code belongs to registration)',
}

const shownBy = (entity: Entity) => reads.filter((endpoint) => endpoint.shows?.includes(entity))
const changedBy = (entity: Entity) => writes.filter((endpoint) => endpoint.changes?.includes(entity))

describe('the entities each endpoint shows or changes (schemas/api: shows, changes, changesNothing)', () => {
  it('every write names the entities it changes, or why it changes none', () => {
    const silent = writes.filter(
      (endpoint) => !endpoint.changes?.length && !endpoint.changesNothing?.trim().length,
    )
    expect(silent.map((endpoint) => `${endpoint.method} ${endpoint.name}`)).toEqual([])
  })

  it('no write both names what it changes and says it changes nothing', () => {
    const both = writes.filter(
      (endpoint) => endpoint.changes !== undefined && endpoint.changesNothing !== undefined,
    )
    expect(both.map((endpoint) => endpoint.name)).toEqual([])
  })

  it('every GET names the entities its answer shows, and nothing it changes', () => {
    const blind = reads.filter((endpoint) => !endpoint.shows?.length)
    expect(blind.map((endpoint) => endpoint.name)).toEqual([])
    const changing = reads.filter(
      (endpoint) => endpoint.changes !== undefined || endpoint.changesNothing !== undefined,
    )
    expect(changing.map((endpoint) => endpoint.name)).toEqual([])
  })

  it('no write names what it shows: a write refreshes by its changes only', () => {
    expect(
      writes.filter((endpoint) => endpoint.shows !== undefined).map((endpoint) => endpoint.name),
    ).toEqual([])
  })

  it('every entity named is one of schemas/api/entities.ts, once per endpoint', () => {
    const known = new Set<string>(entityNames)
    for (const endpoint of list) {
      const named: readonly string[] = [...(endpoint.shows ?? []), ...(endpoint.changes ?? [])]
      expect(
        named.filter((entity) => !known.has(entity)),
        `${endpoint.name} names an entity not in ENTITIES`,
      ).toEqual([])
      expect(new Set(named).size, `${endpoint.name} names an entity twice`).toBe(named.length)
    }
    for (const [entity, description] of Object.entries(ENTITIES)) {
      expect(description.trim().length, `${entity} needs a description`).toBeGreaterThan(0)
    }
  })

  it('every entity a write changes is shown by some read, or the change would refresh nothing', () => {
    const unseen = entityNames.filter(
      (entity) => changedBy(entity).length > 0 && shownBy(entity).length === 0,
    )
    expect(unseen).toEqual([])
  })

  it('every entity a read shows is changed by some write, unless it changes outside the API (listed with why)', () => {
    const unchanged = entityNames.filter(
      (entity) =>
        shownBy(entity).length > 0 && changedBy(entity).length === 0 && !(entity in CHANGED_OUTSIDE_THE_API),
    )
    expect(unchanged).toEqual([])
  })

  it('an entity listed as changing outside the API is changed by no write, and shown by some read', () => {
    for (const entity of Object.keys(CHANGED_OUTSIDE_THE_API) as Entity[]) {
      expect(
        changedBy(entity).map((endpoint) => endpoint.name),
        `${entity}: a write changes it, so drop it from the list`,
      ).toEqual([])
      expect(shownBy(entity).length, `${entity} is shown by no read`).toBeGreaterThan(0)
    }
  })

  it('every entity of schemas/api/entities.ts is shown by some read', () => {
    expect(entityNames.filter((entity) => shownBy(entity).length === 0)).toEqual([])
  })

  /**
   * Issue 27: after the doctor pays, votes, saves progress, marks 想学, follows, registers, comments, writes a
   * note, submits an exam or agrees to a consent, the screens that decide on it read it again. Each pair is a
   * write and a read a screen shows its outcome with; the client's own matching (src/runtime/data) decides.
   */
  it.each([
    ['order.pay', 'course.detail'],
    ['order.pay', 'order.items'],
    ['order.refund', 'academyCourse.detail'],
    ['vote.submit', 'vote.items'],
    ['vote.submit', 'vote.detail'],
    ['course.saveProgress', 'course.progress'],
    ['course.saveProgress', 'course.detail'],
    ['favorite.add', 'course.detail'],
    ['favorite.remove', 'favorite.items'],
    ['zone.follow', 'zone.items'],
    ['activity.register', 'activity.detail'],
    ['comment.post', 'comment.items'],
    ['note.create', 'note.items'],
    ['exam.submit', 'exam.detail'],
    ['consent.submit', 'consent.bound'],
  ])('%s refreshes the cached answers of %s', (write, read) => {
    expect(list.find((endpoint) => endpoint.name === write)?.method).not.toBe('GET')
    expect(list.find((endpoint) => endpoint.name === read)?.method).toBe('GET')
    expect(showsAnyOf(read, entitiesChangedBy(write))).toBe(true)
  })

  it("the generated client catalogue carries each read's shows and each write's changes (run `npm run schemas`)", () => {
    expect(catalogue.map((entry) => entry.name)).toEqual(list.map((endpoint) => endpoint.name))
    for (const endpoint of list) {
      const entry = catalogue.find((candidate) => candidate.name === endpoint.name)
      expect(entry?.shows, `${endpoint.name} shows`).toEqual(endpoint.shows)
      expect(entry?.changes, `${endpoint.name} changes`).toEqual(endpoint.changes)
    }
  })

  it('the OpenAPI document carries them as x-shows, x-changes and x-changes-nothing, the names as x-entities', () => {
    type Operation = { operationId: string; [key: string]: unknown }
    const document = JSON.parse(readFileSync(openApiFile, 'utf8')) as {
      'x-entities': Record<string, string>
      paths: Record<string, Record<string, Operation>>
    }
    expect(document['x-entities']).toEqual(ENTITIES)
    const operations = new Map(
      Object.values(document.paths).flatMap((item) =>
        Object.values(item).map((operation) => [operation.operationId, operation] as const),
      ),
    )
    for (const endpoint of list) {
      const operation = operations.get(endpoint.name)
      expect(operation?.['x-shows'], endpoint.name).toEqual(endpoint.shows)
      expect(operation?.['x-changes'], endpoint.name).toEqual(endpoint.changes)
      expect(operation?.['x-changes-nothing'], endpoint.name).toEqual(endpoint.changesNothing)
    }
  })
})
