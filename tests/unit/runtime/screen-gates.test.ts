import { describe, expect, it } from 'vitest'
import {
  cardIsForCertifiedDoctors,
  createRouteTable,
  returnScreenOf,
  targetIsForCertifiedDoctors,
} from '@/runtime/router'
import type { PagesFile } from '@/runtime/schema'
import pages from '../../../pages.json'

const routes = createRouteTable(pages as PagesFile)
const browser = { isApp: false }
const app = { isApp: true }

/** pages.json with one route's guards replaced, to show the answers follow the route table. */
function withGuards(name: string, guards: Record<string, unknown> | undefined) {
  const file = pages as PagesFile
  return createRouteTable({
    ...file,
    pages: file.pages.map((entry) => (entry.name === name ? { ...entry, guards } : entry)),
  } as PagesFile)
}

describe('returnScreenOf: what the login screen says it opens (issue 15 item 2)', () => {
  it('a course address names the course screen by its route title, for certified doctors', () => {
    expect(returnScreenOf(routes, '/v3/course/detail?id=12')).toEqual({
      name: 'courseDetail',
      title: '课程',
      forCertifiedDoctors: true,
    })
  })

  it('an open screen is named without the certification note; the plain path and a hash resolve too', () => {
    expect(returnScreenOf(routes, '/v3/home')).toEqual({
      name: 'home',
      title: '成长学院',
      forCertifiedDoctors: false,
    })
    expect(returnScreenOf(routes, '/course/detail?id=3#lessons')?.name).toBe('courseDetail')
    // A lesson checks certification only for logged-in doctors: a visitor may read it, so no note.
    expect(returnScreenOf(routes, '/v3/article/detail?id=1')?.forCertifiedDoctors).toBe(false)
  })

  it('a pattern route is found by its path', () => {
    expect(returnScreenOf(routes, '/v3/utask-drwu')?.name).toBe('utaskDrWu')
  })

  it('an address that is not a screen of the app names nothing', () => {
    expect(returnScreenOf(routes, undefined)).toBeUndefined()
    expect(returnScreenOf(routes, '')).toBeUndefined()
    expect(returnScreenOf(routes, '/v3/no/such/screen')).toBeUndefined()
    expect(returnScreenOf(routes, 'https://evil.example/v3/course/detail?id=1')).toBeUndefined()
    expect(returnScreenOf(routes, '//evil.example/v3/course/detail')).toBeUndefined()
    expect(returnScreenOf(routes, 'javascript:alert(1)')).toBeUndefined()
  })

  it('the login screen and the link-invalid screen name nothing', () => {
    expect(returnScreenOf(routes, '/v3/login?redirect_url=abc')).toBeUndefined()
    const notFound = routes.notFound
    expect(notFound).toBeDefined()
    if (notFound) expect(returnScreenOf(routes, routes.href(notFound.name))).toBeUndefined()
  })

  it('the note follows the route guards: a course route without `cert: always` has none', () => {
    const open = withGuards('courseDetail', undefined)
    expect(returnScreenOf(open, '/v3/course/detail?id=12')?.forCertifiedDoctors).toBe(false)
  })
})

describe('the 认证医生 mark: cards whose screen always checks certification (issue 15 item 2)', () => {
  it('a course, an advance course and an offline class open screens for certified doctors', () => {
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'COURSE', id: 1 }, browser)).toBe(true)
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'OFFLINE_CLASS', id: 1 }, browser)).toBe(true)
    expect(
      targetIsForCertifiedDoctors(routes, { kind: 'route', route: 'advanceCourseDetail', query: {} }),
    ).toBe(true)
    expect(targetIsForCertifiedDoctors(routes, { kind: 'route', route: 'itemDetail', query: {} })).toBe(true)
  })

  it('lessons (certification only when logged in), topics and app-only paths are not marked', () => {
    for (const sourceType of ['ARTICLE', 'VIDEO', 'LIVE', 'SHORT_VIDEO', 'TOPIC', 'GUIDELINE']) {
      expect(cardIsForCertifiedDoctors(routes, { sourceType, id: 1 }, browser), sourceType).toBe(false)
    }
    // Inside the app the academy course and the zone are app paths: the app decides, nothing is claimed.
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'ACADEMY_COURSE', id: 1 }, app)).toBe(false)
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'ZONE', id: 1 }, browser)).toBe(false)
  })

  it('a card that opens nothing (an invalid id, an unknown type) is not marked', () => {
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'COURSE', id: 'abc' }, browser)).toBe(false)
    expect(cardIsForCertifiedDoctors(routes, { sourceType: 'UNKNOWN', id: 1 }, browser)).toBe(false)
  })

  it('the mark is derived from the route table: guards added or removed move it', () => {
    expect(
      cardIsForCertifiedDoctors(
        withGuards('courseDetail', undefined),
        { sourceType: 'COURSE', id: 1 },
        browser,
      ),
    ).toBe(false)
    const certifiedArticles = withGuards('articleDetail', { cert: 'always' })
    expect(cardIsForCertifiedDoctors(certifiedArticles, { sourceType: 'ARTICLE', id: 1 }, browser)).toBe(true)
  })
})
