import { describe, expect, it } from 'vitest'
import { IMAGE_WIDTHS, imageSrcSet, imageVariant } from '@/runtime/format'

describe('imageVariant', () => {
  it('offers the resize widths 100, 200, 300 and 400', () => {
    expect(IMAGE_WIDTHS).toEqual([100, 200, 300, 400])
  })

  it('appends an OSS resize query', () => {
    expect(imageVariant('https://cdn.cn/a.jpg', 200)).toBe(
      'https://cdn.cn/a.jpg?x-oss-process=image/resize,w_200',
    )
  })

  it('uses & when the URL already has a query', () => {
    expect(imageVariant('https://cdn.cn/a.jpg?v=2', 100)).toBe(
      'https://cdn.cn/a.jpg?v=2&x-oss-process=image/resize,w_100',
    )
  })

  it('keeps a #hash after the query', () => {
    expect(imageVariant('/a.png#x', 300)).toBe('/a.png?x-oss-process=image/resize,w_300#x')
  })

  it('leaves data:, blob: and empty URLs untouched', () => {
    expect(imageVariant('data:image/png;base64,AAAA', 200)).toBe('data:image/png;base64,AAAA')
    expect(imageVariant('blob:https://x.cn/1234', 200)).toBe('blob:https://x.cn/1234')
    expect(imageVariant('', 200)).toBe('')
  })

  it('leaves a URL that already has x-oss-process untouched', () => {
    const url = 'https://cdn.cn/a.jpg?x-oss-process=image/watermark,text_abc'
    expect(imageVariant(url, 400)).toBe(url)
  })
})

describe('imageSrcSet', () => {
  it('lists every width variant with its w descriptor', () => {
    expect(imageSrcSet('https://cdn.cn/a.jpg')).toBe(
      [
        'https://cdn.cn/a.jpg?x-oss-process=image/resize,w_100 100w',
        'https://cdn.cn/a.jpg?x-oss-process=image/resize,w_200 200w',
        'https://cdn.cn/a.jpg?x-oss-process=image/resize,w_300 300w',
        'https://cdn.cn/a.jpg?x-oss-process=image/resize,w_400 400w',
      ].join(', '),
    )
  })

  it("is '' for sources that cannot be resized", () => {
    expect(imageSrcSet('')).toBe('')
    expect(imageSrcSet('data:image/png;base64,AAAA')).toBe('')
    expect(imageSrcSet('blob:https://x.cn/1234')).toBe('')
  })

  it('percent-encodes spaces so srcset candidates stay intact', () => {
    expect(imageSrcSet('/my photo.jpg').split(', ')[0]).toBe(
      '/my%20photo.jpg?x-oss-process=image/resize,w_100 100w',
    )
  })
})
