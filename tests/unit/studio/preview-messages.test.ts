import { describe, expect, it } from 'vitest'
import { appPath, fromStudio, parseRenderMessage } from '@/studio/preview/messages'

const origin = 'https://campus.example'
const valid = {
  type: 'dc-studio:render',
  routes: { version: 1, pages: [{ name: 'home', path: '/home', schema: 'home' }] },
  pages: { home: { body: [] } },
  path: '/activity/landing?id=1',
  persona: 'li',
  environment: 'wechat',
}

function problemOf(data: unknown): string | undefined {
  const parsed = parseRenderMessage(data, origin)
  return 'problem' in parsed ? parsed.problem : undefined
}

describe('the studio preview reads only well-formed render messages (src/studio/preview/messages.ts)', () => {
  it('accepts a render message and keeps its draft as given', () => {
    const parsed = parseRenderMessage(valid, origin)
    expect('message' in parsed && parsed.message).toEqual(valid)
  })

  it('names what is wrong with anything else', () => {
    expect(problemOf('dc-studio:render')).toBe('not an object')
    expect(problemOf(null)).toBe('not an object')
    expect(problemOf({ ...valid, type: 'dc-studio:rendered' })).toMatch(/unknown type/)
    expect(problemOf({ ...valid, routes: { pages: {} } })).toMatch(/routes/)
    expect(problemOf({ ...valid, routes: [] })).toMatch(/routes/)
    expect(problemOf({ ...valid, pages: [] })).toMatch(/pages/)
    expect(problemOf({ ...valid, pages: { home: 'x' } })).toBe('pages.home is not a page schema')
    expect(problemOf({ ...valid, persona: 'admin' })).toMatch(/unknown persona/)
    expect(problemOf({ ...valid, environment: 'desktop' })).toMatch(/unknown environment/)
    expect(problemOf({ ...valid, path: 42 })).toMatch(/not a path/)
  })

  it('takes only a path of this origin: never another host, a scheme or a backslash', () => {
    expect(appPath('/home', origin)).toBe('/home')
    expect(appPath('/vote/detail?id=2#top', origin)).toBe('/vote/detail?id=2#top')
    for (const path of [
      '',
      'home',
      '//evil.example/home',
      '/\\evil.example',
      'https://evil.example/home',
      'javascript:alert(1)',
      `/${'a'.repeat(2048)}`,
    ]) {
      expect(appPath(path, origin), path).toBeUndefined()
    }
  })

  it('listens to the parent window of its own origin only', () => {
    const parent = {} as Window
    const self = { parent, location: { origin } } as Window
    expect(fromStudio({ origin, source: parent }, self)).toBe(true)
    expect(fromStudio({ origin: 'https://evil.example', source: parent }, self)).toBe(false)
    expect(fromStudio({ origin, source: {} as Window }, self)).toBe(false)
    expect(fromStudio({ origin, source: null }, self)).toBe(false)
    // Opened on its own (no studio around it): its own messages are not the studio's.
    const alone = { location: { origin } } as Window & { parent: Window }
    alone.parent = alone
    expect(fromStudio({ origin, source: alone }, alone)).toBe(false)
  })
})
