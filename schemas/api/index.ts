import { systemEndpoints } from './system'

/**
 * The endpoint catalogue: every endpoint of the API contract. Add a service area's module here.
 * Names are unique; scripts/validate.ts and the server both check it.
 */
export const endpoints = [...systemEndpoints] as const

export type Endpoint = (typeof endpoints)[number]
export type EndpointName = Endpoint['name']

export type { EndpointDef, HttpMethod, JsonSchemaLiteral } from './define'
export { defineEndpoints, errorBodySchema } from './define'
