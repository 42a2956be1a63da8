import { describe, expect, it } from 'vitest'
import { desensitize, isImageUrl } from '@/runtime/format'

describe('desensitize', () => {
  it('leaves a single character unchanged', () => {
    expect(desensitize('张')).toBe('张')
  })

  it('shows the first of two characters plus *', () => {
    expect(desensitize('张三')).toBe('张*')
  })

  it('keeps first and last with one * per hidden character', () => {
    expect(desensitize('张三丰')).toBe('张*丰')
    expect(desensitize('13812345678')).toBe('1*********8')
  })

  it('counts a surrogate-pair character as one character', () => {
    expect(desensitize('𠮷野家')).toBe('𠮷*家')
  })

  it("returns '' for an empty string", () => {
    expect(desensitize('')).toBe('')
  })
})

describe('isImageUrl', () => {
  it('accepts png, jpg, jpeg and gif endings in any case', () => {
    for (const url of ['a.png', 'https://x.cn/b/c.jpg', '/d.JPEG', 'e.Gif'])
      expect(isImageUrl(url), url).toBe(true)
  })

  it('ignores a query string or hash after the ending', () => {
    expect(isImageUrl('a.png?x=1')).toBe(true)
    expect(isImageUrl('https://x.cn/a.jpg#top')).toBe(true)
  })

  it('rejects every other ending', () => {
    for (const url of ['', 'a.webp', 'a.pdf', 'png', 'a.png.txt', 'a.pngx', 'a.txt?f=a.png']) {
      expect(isImageUrl(url), url).toBe(false)
    }
  })
})
