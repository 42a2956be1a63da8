import { describe, expect, it } from 'vitest'
import { breakLines } from '@/runtime/format'
import { wrapText } from '@/widgets/certificate-view/certificate-painter'

/** A line fits when it has at most `width` characters (one per CJK character, Latin letter or digit). */
const fitsIn = (width: number) => (line: string) => [...line].length <= width

describe('Chinese line breaking for canvas text (issue 15 item 11)', () => {
  it('never starts a line with closing punctuation: the character before it comes down with it', () => {
    // Seven a line would put "，" first on the second line.
    const lines = breakLines('恭喜李医生完成，特此证明。', fitsIn(7))
    expect(lines).toEqual(['恭喜李医生完', '成，特此证明。'])
    for (const line of lines.slice(1)) expect(line).not.toMatch(/^[，。、；：？！）》」』】]/)
  })

  it('never ends a line with opening punctuation: it moves down to what it opens', () => {
    const lines = breakLines('完成课程《特应性皮炎》学习', fitsIn(5))
    for (const line of lines) expect(line).not.toMatch(/[（《「『【“]$/)
    expect(lines.join('')).toBe('完成课程《特应性皮炎》学习')
  })

  it('keeps a Latin word or a number whole, and splits one only when it alone is wider than a line', () => {
    expect(breakLines('参加GCP培训2026年度考核', fitsIn(8))).toEqual(['参加GCP培训', '2026年度考核'])
    expect(breakLines('ABCDEFGHIJ', fitsIn(4))).toEqual(['ABCD', 'EFGH', 'IJ'])
  })

  it('keeps explicit line breaks, and gives nothing for empty text', () => {
    expect(breakLines('第一行\n第二行', fitsIn(10))).toEqual(['第一行', '第二行'])
    expect(breakLines('', fitsIn(10))).toEqual([])
  })

  it('is what the certificate painter draws with (measured by the canvas)', () => {
    const context = { measureText: (text: string) => ({ width: [...text].length * 20 }) as TextMetrics }
    expect(wrapText(context, '恭喜李医生完成，特此证明。', 140)).toEqual(['恭喜李医生完', '成，特此证明。'])
  })
})
