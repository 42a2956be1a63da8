import { describe, expect, it } from 'vitest'
import { keptStyle } from '@/runtime/html/sanitize'

/**
 * Issue 28: content HTML must not paint over the app (a fake 登录已过期 screen). The sanitiser keeps an
 * inline `style` only as `keptStyle` answers it (DOMPurify's attribute hook, src/runtime/html/sanitize.ts;
 * happy-dom's parser cannot run DOMPurify itself, so the rule is checked here as the hook applies it).
 */

const overlays = [
  'position:fixed;top:0;left:0;width:100vw;height:100vh;z-index:99999;background:#fff',
  'position: absolute; inset: 0; z-index: 2147483647',
  'position:sticky;top:0',
  'width:5000px;height:5000px;max-width:none',
  'margin-top:-2000px',
  'margin: -100vh 0 0 0',
  'margin-left: 99999px',
  'background:url(https://evil.example/fake-login.png)',
  'background-color: url(https://evil.example/x.png)',
  'position: fixed !important',
  'transform: translateY(-100vh)',
  'color:expression(alert(1))',
  'color:\\75 rl(x)',
  'display:block;visibility:visible;opacity:1;font-size:200vw',
]

describe('keptStyle: what an inline style of content keeps (issue 28)', () => {
  it.each(overlays)('an overlay payload keeps nothing: %s', (style) => {
    expect(keptStyle(style)).toBe('')
  })

  it('keeps the styles of text: colour, weight, slant, decoration, alignment, indent, line height, margins', () => {
    const text =
      'color: #c00; background-color: rgb(255, 240, 200); font-weight: bold; font-style: italic; ' +
      'text-decoration: underline; text-align: center; text-indent: 2em; line-height: 1.6; margin: 8px 0'
    expect(keptStyle(text)).toBe(text)
  })

  it('keeps what is allowed beside what is not, without !important', () => {
    expect(keptStyle('color: red !important; position: fixed; z-index: 9; margin-bottom: 12px')).toBe(
      'color: red; margin-bottom: 12px',
    )
  })
})
