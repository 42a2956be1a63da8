import { Ajv2020, type ErrorObject } from 'ajv/dist/2020.js'
import addFormatsModule from 'ajv-formats'

/**
 * The ajv instance for config validation (Node only: CI, `npm run validate`, the dev overlay). Never
 * bundled into the browser, which runs under a CSP without 'unsafe-eval'.
 */
const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020

export function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({
    allErrors: true,
    discriminator: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    allowUnionTypes: true,
    // errors carry the value and the schema, for "did you mean" hints (enum values, property names)
    verbose: true,
  })
  addFormats(ajv)
  return ajv
}

export type { ErrorObject }
