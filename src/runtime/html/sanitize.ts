import DOMPurify from 'dompurify'

/**
 * The inline styles content may keep: the colour, weight, slant, decoration, alignment and spacing of its
 * text. Nothing that places or sizes a box (`position`, `width`, `z-index`, a negative margin), so a
 * content page can never paint over the app (a fake 登录已过期 screen), and no function but a colour's,
 * so no `url()` ever loads.
 */
const KEPT_STYLES: Readonly<Record<string, RegExp>> = (() => {
  const colour = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\))$/i
  const length = /^(0|\d{1,3}(\.\d+)?(px|em|rem|%))$/i
  const lengths = /^(0|auto|\d{1,3}(\.\d+)?(px|em|rem|%))(\s+(0|auto|\d{1,3}(\.\d+)?(px|em|rem|%))){0,3}$/i
  return {
    color: colour,
    'background-color': colour,
    'font-weight': /^(normal|bold|bolder|lighter|[1-9]00)$/i,
    'font-style': /^(normal|italic|oblique)$/i,
    'text-decoration': /^(none|underline|line-through|overline)(\s+[a-z#0-9(),.\s%]+)?$/i,
    'text-align': /^(left|right|center|justify|start|end)$/i,
    'text-indent': length,
    'line-height': /^(normal|\d{1,3}(\.\d+)?(px|em|rem|%)?)$/i,
    margin: lengths,
    'margin-top': length,
    'margin-right': length,
    'margin-bottom': length,
    'margin-left': length,
  }
})()

/** A `style` attribute with only the kept declarations ('' when none is left). */
export function keptStyle(style: string): string {
  const kept: string[] = []
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':')
    if (colon < 0) continue
    const property = declaration.slice(0, colon).trim().toLowerCase()
    const value = declaration
      .slice(colon + 1)
      .trim()
      .replace(/\s*!important$/i, '')
    const allowed = KEPT_STYLES[property]
    if (allowed && !/url\(|expression|\\/i.test(value) && allowed.test(value))
      kept.push(`${property}: ${value}`)
  }
  return kept.join('; ')
}

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName !== 'style') return
  const style = keptStyle(data.attrValue)
  if (style) data.attrValue = style
  else data.keepAttr = false
})

/**
 * HTML from the server (consent content, articles, activity.txt) is never trusted: scripts, event
 * handlers and `javascript:` links are removed before it touches the DOM, and inline styles keep only
 * what styles text (`keptStyle`). Links open outside the app's frame only through the allowlist checks of
 * the runtime, so `target` is dropped too.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['target'],
  })
}
