import { academyEndpoints } from './academy'
import { activityEndpoints } from './activity'
import { authEndpoints } from './auth'
import { consentEndpoints } from './consent'
import { examEndpoints } from './exam'
import { formEndpoints } from './form'
import { lotteryEndpoints } from './lottery'
import { orderEndpoints } from './order'
import { resourceEndpoints } from './resources'
import { scholarshipEndpoints } from './scholarship'
import { shareEndpoints } from './share'
import { snsEndpoints } from './sns'
import { sprintEndpoints } from './sprint'
import { systemEndpoints } from './system'
import { trackEndpoints } from './track'
import { utaskEndpoints } from './utask'
import { voteEndpoints } from './vote'
import { zoneEndpoints } from './zone'

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
  ...voteEndpoints,
  ...snsEndpoints,
  ...orderEndpoints,
  ...academyEndpoints,
  ...examEndpoints,
  ...activityEndpoints,
  ...lotteryEndpoints,
  ...resourceEndpoints,
  ...scholarshipEndpoints,
  ...sprintEndpoints,
  ...zoneEndpoints,
  ...formEndpoints,
  ...utaskEndpoints,
] as const

export type Endpoint = (typeof endpoints)[number]
export type EndpointName = Endpoint['name']

export type { EndpointDef, HttpMethod, JsonSchemaLiteral, RateLimitGroup } from './define'
export { defineEndpoints, errorBodySchema } from './define'
export { appDeviceType, extendServicePrefix, type IdKey, idKey } from './product-keys'
