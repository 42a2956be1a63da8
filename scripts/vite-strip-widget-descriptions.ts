import type { Plugin } from 'vite'

/** A widget's registration file: src/widgets/<folder>/index.ts. */
const REGISTRATION = /[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/
/** A string literal: '…', "…" or `…` (without substitutions). */
const LITERAL = String.raw`(?:'(?:\\.|[^'\\])*'|"(?:\\.|[^"\\])*"|\`(?:\\.|[^\`\\])*\`)`
/** The `description` of a defineWidget call: a string literal, or literals joined with +, and its comma. */
const DESCRIPTION = new RegExp(String.raw`description:\s*${LITERAL}(?:\s*\+\s*${LITERAL})*\s*,?`)

/** The lazy props schema of a defineWidget call: `schema: () => import('./x.schema')…,` up to its comma. */
const SCHEMA_LOADER = /schema:\s*\(\)\s*=>\s*import\([^)]*\)[^,]*,/

/** The lazy read declarations of a defineWidget call: `reads: () => import('./x.data')…,` up to its comma. */
const READS_LOADER = /reads:\s*\(\)\s*=>\s*import\([^)]*\)[^,]*,/

/**
 * Builds leave out each widget's `description`, its props schema loader and its reads loader: they are for the widget
 * catalogue, the validator and `npm run schemas`, which read the sources in Node, and the browser never
 * uses them (the registry reads `type` and `load`). Every registration ships in the first load (the
 * registry), so the descriptions would be kilobytes of it, and each schema loader a chunk name and a
 * preload list; in a build the registration has neither key.
 */
export function stripWidgetDescriptions(): Plugin {
  return {
    name: 'strip-widget-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!REGISTRATION.test(id)) return null
      const stripped = code
        .replace(DESCRIPTION, '')
        .replace(SCHEMA_LOADER, '')
        // The widget imports its own declarations; the registry's loader is for Node's contracts.
        .replace(READS_LOADER, '')
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
