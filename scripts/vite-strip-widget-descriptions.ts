import type { Plugin } from 'vite'

/** A widget's registration file: src/widgets/<folder>/index.ts. */
const REGISTRATION = /[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]index\.ts$/
/** The `description` string of a defineWidget call (one string literal, as STYLE.md writes it). */
const DESCRIPTION = /description:\s*(['"`])(?:\\.|(?!\1)[^\\])*\1/

/**
 * Builds leave out each widget's `description`: it is for the widget catalogue and the validator, which
 * read the sources in Node, and the browser never shows it. Every registration ships in the first load
 * (the registry), so the descriptions would be kilobytes of it.
 */
export function stripWidgetDescriptions(): Plugin {
  return {
    name: 'strip-widget-descriptions',
    apply: 'build',
    transform(code, id) {
      if (!REGISTRATION.test(id)) return null
      const stripped = code.replace(DESCRIPTION, "description: ''")
      return stripped === code ? null : { code: stripped, map: null }
    },
  }
}
