import { describe, expect, it } from 'vitest'
import { createRouteTable } from '@/runtime/router'
import type { PagesFile } from '@/runtime/schema'
import pages from '../../../pages.json'

const routes = createRouteTable(pages as PagesFile)

describe('route table from pages.json', () => {
  it('serves every screen at /v3<path> and at the plain path', () => {
    for (const entry of routes.entries) {
      if (entry.path === '/' || entry.path.includes('{')) continue
      expect(routes.match(`/v3${entry.path}`)?.entry.name).toBe(entry.name)
      expect(routes.match(entry.path)?.entry.name).toBe(entry.name)
    }
  })

  it('serves the root unprefixed and at the bare prefix: /v3 and /v3/ open it too', () => {
    expect(routes.match('/')?.entry.name).toBe('entry')
    expect(routes.match('/v3')?.entry.name).toBe('entry')
    expect(routes.match('/v3/')?.entry.name).toBe('entry')
    expect(routes.match('/V3/')?.entry.name).toBe('entry')
  })

  it('serves both paths of the academy course detail', () => {
    expect(routes.match('/v3/academy/course/detail')?.entry.name).toBe('AcademyCourseDetail')
    expect(routes.match('/v3/academy/course-detail')?.entry.name).toBe('AcademyCourseDetail')
  })

  it('matches /utask-{name} as a pattern and keeps /utask-petersonslab its own screen', () => {
    expect(routes.match('/v3/utask-drwu')).toEqual({
      entry: routes.byName('utaskDrWu'),
      params: { name: 'drwu' },
    })
    expect(routes.match('/utask-skin-trial')?.params).toEqual({ name: 'skin-trial' })
    expect(routes.match('/v3/utask-petersonslab')?.entry.name).toBe('utaskPetersonsLab')
  })

  it('ignores a trailing slash and letter case, as links in the wild vary', () => {
    expect(routes.match('/v3/login/')?.entry.name).toBe('login')
    expect(routes.match('/v3/shortVideo/detail')?.entry.name).toBe('shortVideoDetail')
  })

  it('does not match unknown paths', () => {
    expect(routes.match('/v3/no-such-page')).toBeUndefined()
    expect(routes.match('/v4/login')).toBeUndefined()
  })

  it('builds public links with the version prefix and the query appended', () => {
    expect(routes.href('login', { redirect_url: 'abc' })).toBe('/v3/login?redirect_url=abc')
    expect(routes.href('entry')).toBe('/')
    expect(routes.href('utaskDrWu', { id: 3 }, { name: 'drwu' })).toBe('/v3/utask-drwu?id=3')
    expect(() => routes.href('utaskDrWu')).toThrow(/needs the "name" parameter/)
    expect(() => routes.href('nope')).toThrow(/unknown route/)
  })
})
