import product from '../product.json'

/**
 * Wire names built from the product key (schemas/product.json `key`), which the spec writes `{product}`
 * and which no code spells out (spec reading notes).
 *
 * JSON modules give TypeScript `string`, not the key's literal, so a computed property `[idKey]` in a
 * schema literal would turn the derived types into loose index signatures. The names are therefore typed
 * as the spec's own placeholders (`'{product}Id'`): json-schema-to-ts keeps exact types, and code reaches
 * the field only through these constants (`body[idKey]`), which hold the real name at run time. Never
 * write the placeholder by hand. docs/decisions/0004-product-key-names-in-types.md explains the choice.
 */

/** The doctor's public id field: `{product}Id` (spec §3), e.g. in the login answer and tracking records. */
export const idKey = `${product.key}Id` as '{product}Id'
export type IdKey = typeof idKey

/** The native app's device type in general tracking records: `{product}App` (spec §3). */
export const appDeviceType = `${product.key}App` as '{product}App'

/** The service of the activity index statistics call: `/{product}-extend` (spec §7 tracking). */
export const extendServicePrefix = `/${product.key}-extend`
