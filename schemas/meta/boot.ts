import type { PageSchema, PagesFile } from './types'

/**
 * How the server hands config to the app (docs/decisions/0013): the same shape inline in each screen's
 * HTML and at BOOT_URL. Shared by server/app-config and src/runtime/app/boot-config.ts.
 */
export interface BootConfig {
  /** pages.json as the app reads it (each route's `query` notes left out). */
  routes: PagesFile
  /** Every page schema's content-hashed URL, by schema name. */
  pageUrls: Record<string, string>
  /** The first screen's own schema (inline HTML only). */
  page?: { name: string; schema: PageSchema }
}

/** Everything config the server serves lives under it. */
export const CONFIG_PREFIX = '/config'
/** The route table and page URLs, for HTML written without them. */
export const BOOT_URL = `${CONFIG_PREFIX}/routes.json`
/** Page schemas: `<prefix>/<name>.<hash>.json`. */
export const PAGES_URL_PREFIX = `${CONFIG_PREFIX}/pages`
/** The id of the `<script type="application/json">` element that carries the boot config. */
export const BOOT_ELEMENT_ID = 'dc-boot'
