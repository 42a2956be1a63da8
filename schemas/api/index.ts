import { academyEndpoints } from './academy'
import { authEndpoints } from './auth'
import { consentEndpoints } from './consent'
import { orderEndpoints } from './order'
import { shareEndpoints } from './share'
import { snsEndpoints } from './sns'
import { systemEndpoints } from './system'
import { trackEndpoints } from './track'

/**
 * The endpoint catalogue: every endpoint of the API contract. Add a service area's module here.
 * Names are unique; scripts/validate.ts and the server both check it.
 */
export const endpoints = [
  ...systemEndpoints,
  ...authEndpoints,
  ...consentEndpoints,
  ...shareEndpoints,
  ...trackEndpoints,
  ...snsEndpoints,
  ...orderEndpoints,
  ...academyEndpoints,
] as const

export type Endpoint = (typeof endpoints)[number]
export type EndpointName = Endpoint['name']

export type { EndpointDef, HttpMethod, JsonSchemaLiteral, RateLimitGroup } from './define'
export { defineEndpoints, errorBodySchema } from './define'
export { appDeviceType, extendServicePrefix, type IdKey, idKey } from './product-keys'
