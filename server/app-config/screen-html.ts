import { BOOT_ELEMENT_ID } from '../../schemas/meta/boot'
import { EARLY_PLAN_ELEMENT_ID, type EarlyPlan } from '../../schemas/meta/early-data'
import { usesLogic } from '../../schemas/meta/uses-logic'
import { EARLY_SCRIPT } from './early-script'
import type { AppConfig, ServedPage } from './load'

/** What the build wrote about the widgets' chunks (scripts/vite-widget-chunks.ts). */
interface Chunks {
  readonly js: readonly string[]
  readonly css: readonly string[]
}

export interface WidgetChunksFile {
  readonly entry: string
  readonly widgets: Readonly<Record<string, Chunks>>
  /** Runtime pieces loaded lazily for what a screen's config asks (`logic`). */
  readonly features?: Readonly<Record<string, Chunks>>
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character)
}

/**
 * JSON placed in a `<script type="application/json">` element: `<` is escaped so no string in config can
 * close the element (`</script>`) or open a comment; the browser never runs it (no CSP exception needed).
 */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

const STYLESHEET_LINK = /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.~-]+\.css)">/g

/**
 * The built index.html with its stylesheet links replaced by the stylesheets themselves: the first frame
 * (firstFrame) then paints as soon as the HTML has arrived, without waiting one more round trip for the
 * app's CSS. A sheet that cannot be read, or that holds `</style` (nothing our build writes), keeps its link.
 */
export async function inlineStylesheets(
  template: string,
  read: (href: string) => Promise<string>,
): Promise<string> {
  let html = template
  for (const match of template.matchAll(STYLESHEET_LINK)) {
    const [link, href] = match
    if (!href) continue
    const css = await read(href).catch(() => undefined)
    if (css === undefined || /<\/style/i.test(css)) continue
    html = html.replace(link, () => `<style>${css}</style>`)
  }
  return html
}

export interface ScreenHtmlInput {
  /** dist/index.html as the build wrote it. */
  readonly template: string
  readonly config: AppConfig
  /** The screen to write it for; undefined when no route and no not-found screen matched. */
  readonly page: ServedPage | undefined
  readonly title: string
  readonly chunks: WidgetChunksFile | undefined
  /** The route runs the consent checks (`guards.consent`) before its screen shows. */
  readonly consent?: boolean
  /** How the first frame looks before the app runs (see firstFrame). */
  readonly frame?: FirstFrameOptions
  /** The screen's calls the HTML sends before the app runs (schemas/meta/early-data.ts). */
  readonly early?: EarlyPlan
}

export interface FirstFrameOptions {
  /** A tab screen has no back arrow. */
  readonly tab?: boolean
  /** WeChat (and the native app) show the title in their own bar: no header of ours. */
  readonly ownBar?: boolean
}

/**
 * What the screen shows before the app's code has arrived and run: the header the app draws (title, back
 * arrow but on tab screens) and its loading skeleton, in static markup styled by the app's own stylesheet
 * (src/runtime/ui/theme.css, `dc-frame-*`). The browser paints it as soon as the HTML and that one
 * stylesheet are there; the app's first render replaces it with the same picture.
 */
export function firstFrame(title: string, { tab = false, ownBar = false }: FirstFrameOptions = {}): string {
  const header = ownBar
    ? ''
    : `<header class="dc-frame-bar">${tab ? '' : '<span class="dc-frame-back" aria-hidden="true"></span>'}<span class="dc-frame-title">${escapeHtml(title)}</span></header>`
  const lines = (count: number) => '<i class="dc-frame-line"></i>'.repeat(count)
  return `<div class="dc-frame" aria-busy="true">${header}<div class="dc-frame-body" role="status" aria-label="加载中"><i class="dc-frame-heading"></i>${lines(5)}<i class="dc-frame-heading"></i>${lines(3)}</div></div>`
}

/**
 * The modulepreload and style preload links of the widgets a page schema names, and of the runtime pieces
 * the screen waits for: the JSON Logic interpreter, the consent checks of a route that asks for one.
 */
function preloadLinks(page: ServedPage, chunks: WidgetChunksFile | undefined, consent: boolean): string[] {
  if (!chunks) return []
  const js = new Set<string>()
  const css = new Set<string>()
  const needed = page.widgets.map((type) => chunks.widgets[type])
  if (usesLogic(page.schema)) needed.push(chunks.features?.logic)
  if (consent) needed.push(chunks.features?.consent)
  for (const piece of needed) {
    for (const file of piece?.js ?? []) js.add(file)
    for (const file of piece?.css ?? []) css.add(file)
  }
  return [
    ...[...css].map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`),
  ]
}

/**
 * The HTML of one screen, written from the built index.html: its title; `modulepreload` links for exactly
 * the widget chunks its page schema uses, so they load in parallel with the entry; the screen's early data
 * calls (an inline script sends them while the code downloads: decision 0034); and, as JSON data the
 * browser never executes, the route table, where every page schema is, and this screen's own schema, so
 * the first screen needs no request for config at all.
 */
export function writeScreenHtml({
  template,
  config,
  page,
  title,
  chunks,
  frame,
  consent = false,
  early,
}: ScreenHtmlInput): string {
  const boot = page ? { ...config.boot, page: { name: page.name, schema: page.schema } } : config.boot
  const head = page ? preloadLinks(page, chunks, consent) : []
  // After the preload links: the browser has asked for the code before the data calls leave.
  if (page && early) {
    head.push(
      `<script type="application/json" id="${EARLY_PLAN_ELEMENT_ID}">${inlineJson(early)}</script>`,
      `<script data-dc-early>${EARLY_SCRIPT}</script>`,
    )
  }
  // Replacements are functions, not strings: `$'` and `$&` in a title, the config or the early script are
  // text, not replacement patterns.
  const withTitle = template.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
  const withHead =
    head.length > 0
      ? withTitle.replace(/\n?[ \t]*<\/head>/, () => `\n    ${head.join('\n    ')}\n  </head>`)
      : withTitle
  const withFrame = frame
    ? withHead.replace('<div id="app"></div>', () => `<div id="app">${firstFrame(title, frame)}</div>`)
    : withHead
  return withFrame.replace(
    '</body>',
    () => `  <script type="application/json" id="${BOOT_ELEMENT_ID}">${inlineJson(boot)}</script>\n  </body>`,
  )
}
