import type { Plugin } from 'vite'
import { entryGraph, everyEntryClosure } from './vite-bundle-graph.ts'

/** The statement a lazy chunk ends with: its stylesheet, added to the document when the chunk runs. */
function injection(css: string): string {
  return `\n;(()=>{const s=document.createElement("style");s.textContent=${JSON.stringify(css)};document.head.appendChild(s)})();\n`
}

/**
 * Vite's `modulePreload.resolveDependencies`: a dynamic import no longer waits for `<link>` stylesheets,
 * since the lazy chunks carry their CSS themselves (cssInChunks). The HTML's own stylesheet stays a link.
 */
export function withoutLazyStylesheets(
  _fileName: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  return context.hostType === 'js' ? deps.filter((dep) => !dep.endsWith('.css')) : deps
}

/**
 * Every lazily loaded chunk carries its own CSS (CSS modules of its widgets, antd-mobile's component
 * styles) and adds it to the document when it runs, instead of one more stylesheet request per chunk: on
 * HTTP/1.1 each request waits for one of six connections, and a screen named ten to fifteen of them
 * (docs/decisions/0016). The entry's stylesheet stays in index.html, where the server puts it inline
 * (server/app-config/screen-html.ts: the first frame is drawn with it), and leaves the lazy imports' lists:
 * no lazy import fetches it again. It runs after Vite has written index.html (the link is there) and
 * before Vite writes each lazy import's list of files to preload (the CSS is not). The CSP allows
 * `<style>` elements (`style-src 'unsafe-inline'`, which antd-mobile's style attributes need anyway).
 */
export function cssInChunks(): Plugin {
  return {
    name: 'dermacampus-css-in-chunks',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const graph = entryGraph(bundle)
      if (!graph) return
      const { chunks } = graph
      // Every entry's HTML links its own stylesheets (index.html the app's, studio.html the studio's).
      const initial = everyEntryClosure(bundle)
      const kept = new Set<string>()
      const moved = new Set<string>()
      for (const chunk of chunks) {
        const sheets = chunk.viteMetadata?.importedCss
        if (!sheets || sheets.size === 0) continue
        if (initial.has(chunk.fileName)) {
          // index.html links it already (and the server puts it inline); no lazy import waits for it.
          for (const sheet of sheets) kept.add(sheet)
          sheets.clear()
          continue
        }
        let css = ''
        for (const sheet of sheets) {
          const asset = bundle[sheet]
          if (asset?.type !== 'asset') continue
          css += typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source)
          moved.add(sheet)
        }
        const mapComment = /\n\/\/# sourceMappingURL=[^\n]*\n?$/.exec(chunk.code)
        chunk.code = mapComment
          ? chunk.code.slice(0, mapComment.index) + injection(css) + mapComment[0]
          : chunk.code + injection(css)
        sheets.clear()
      }
      for (const sheet of moved) if (!kept.has(sheet)) delete bundle[sheet]
    },
  }
}
