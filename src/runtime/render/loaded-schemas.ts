import type { PageSchema } from '../schema/index'

/** Page schemas already in hand, by name: a screen whose schema is here renders it at once. */
export const loadedSchemas = new Map<string, PageSchema>()

/** A schema already in hand (the first screen's, from the HTML): its screen renders it at once. */
export function rememberSchema(name: string, schema: PageSchema): void {
  loadedSchemas.set(name, schema)
}

/** Drops every schema in hand (the studio preview: each draft brings its own under the same names). */
export function forgetLoadedSchemas(): void {
  loadedSchemas.clear()
}
