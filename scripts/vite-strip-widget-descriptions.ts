import type { Plugin } from 'vite'

/** A widget's registration file: src/widgets/<folder>/index.ts. */
const REGISTRATION = /[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/
/** The `description` string of a defineWidget call (one string literal, as STYLE.md writes it). */
const DESCRIPTION = /description:\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/

/** The lazy props schema of a defineWidget call: `schema: () => import('./x.schema')…,` up to its comma. */
const SCHEMA_LOADER = /schema:\s*\(\)\s*=>\s*import\([^)]*\)[^,]*,/
/** What a build's registration says instead of loading the props schema. */
const NO_SCHEMA =
  "schema: () => Promise.reject(new Error('widget props schemas are not in the build: read them in Node')),"

/** The lazy read declarations of a defineWidget call: `reads: () => import('./x.data')…,` up to its comma. */
const READS_LOADER = /reads:\s*\(\)\s*=>\s*import\([^)]*\)[^,]*,/

/**
 * Builds leave out each widget's `description`, its props schema loader and its reads loader: they are for the widget
 * catalogue, the validator and `npm run schemas`, which read the sources in Node, and the browser never
 * uses them. Every registration ships in the first load (the registry), so the descriptions would be
 * kilobytes of it, and each schema loader a chunk name and a preload list.
 */
export function stripWidgetDescriptions(): Plugin {
  return {
    name: 'strip-widget-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!REGISTRATION.test(id)) return null
      const stripped = code
        .replace(DESCRIPTION, "description: ''")
        .replace(SCHEMA_LOADER, NO_SCHEMA)
        // The widget imports its own declarations; the registry's loader is for Node's contracts.
        .replace(READS_LOADER, '')
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
