import { BOOT_ELEMENT_ID } from '../../schemas/meta/boot'
import type { AppConfig, ServedPage } from './load'

/** What the build wrote about the widgets' chunks (scripts/vite-widget-chunks.ts). */
interface Chunks {
  readonly js: readonly string[]
  readonly css: readonly string[]
}

export interface WidgetChunksFile {
  readonly entry: string
  readonly widgets: Readonly<Record<string, Chunks>>
  /** Runtime pieces loaded lazily for what a route asks (`pullToRefresh`). */
  readonly features?: Readonly<Record<string, Chunks>>
}

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

function escapeHtml(text: string): string {
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

export interface ScreenHtmlInput {
  /** dist/index.html as the build wrote it. */
  readonly template: string
  readonly config: AppConfig
  /** The screen to write it for; undefined when no route and no not-found screen matched. */
  readonly page: ServedPage | undefined
  readonly title: string
  readonly chunks: WidgetChunksFile | undefined
  /** The route renders its content inside pull-to-refresh, whose chunk the content then waits for. */
  readonly pullDownRefresh?: boolean
}

/** The modulepreload and style preload links of the widgets a page schema names (and of pull-to-refresh). */
function preloadLinks(
  page: ServedPage,
  chunks: WidgetChunksFile | undefined,
  pullDownRefresh: boolean,
): string[] {
  if (!chunks) return []
  const js = new Set<string>()
  const css = new Set<string>()
  const needed = page.widgets.map((type) => chunks.widgets[type])
  if (pullDownRefresh) needed.push(chunks.features?.pullToRefresh)
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
 * the widget chunks its page schema uses, so they load in parallel with the entry; and, as JSON data the
 * browser never executes, the route table, where every page schema is, and this screen's own schema, so
 * the first screen needs no request for config at all.
 */
export function writeScreenHtml({
  template,
  config,
  page,
  title,
  chunks,
  pullDownRefresh = false,
}: ScreenHtmlInput): string {
  const boot = page ? { ...config.boot, page: { name: page.name, schema: page.schema } } : config.boot
  const head = page ? preloadLinks(page, chunks, pullDownRefresh) : []
  const withTitle = template.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
  const withHead =
    head.length > 0
      ? withTitle.replace(/\n?[ \t]*<\/head>/, `\n    ${head.join('\n    ')}\n  </head>`)
      : withTitle
  return withHead.replace(
    '</body>',
    `  <script type="application/json" id="${BOOT_ELEMENT_ID}">${inlineJson(boot)}</script>\n  </body>`,
  )
}
