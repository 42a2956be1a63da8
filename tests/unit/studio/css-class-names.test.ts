import { describe, expect, it } from 'vitest'
import { cssClassNames } from '../../../scripts/vite-css-class-names'

describe('CSS Modules class names (scripts/vite-css-class-names.ts)', () => {
  it('names a class by its local name and its file, the same for every rule of the file', () => {
    const name = cssClassNames('/repo')
    const card = name('card', '/repo/src/runtime/cards/cards.module.css')
    expect(card).toMatch(/^_card_[a-f0-9]{5}$/)
    expect(name('card', '/repo/src/runtime/cards/cards.module.css?used')).toBe(card)
    expect(name('title', '/repo/src/runtime/cards/cards.module.css')).toBe(`_title_${card.slice(-5)}`)
  })

  it('keeps the same local name in two files apart', () => {
    const name = cssClassNames('/repo')
    expect(name('card', '/repo/src/widgets/a/a.module.css')).not.toBe(
      name('card', '/repo/src/widgets/b/b.module.css'),
    )
  })

  it('stops the build when two files would share a suffix', () => {
    const name = cssClassNames('/repo')
    // 5 hex characters: these 1,500 paths include a pair that shares one, and naming both throws.
    expect(() => {
      for (let index = 0; index < 1500; index += 1) name('x', `/repo/src/widgets/w${index}/w.module.css`)
    }).toThrow(/hash to the same class suffix/)
  })
})
