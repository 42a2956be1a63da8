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
 * The service areas: each contract module's endpoints under the module's name. A successful write clears
 * the cached public reads of its own area (`EndpointDef.invalidates`, docs/server.md).
 */
export const serviceAreas = {
  system: systemEndpoints,
  auth: authEndpoints,
  consent: consentEndpoints,
  share: shareEndpoints,
  track: trackEndpoints,
  vote: voteEndpoints,
  sns: snsEndpoints,
  order: orderEndpoints,
  academy: academyEndpoints,
  exam: examEndpoints,
  activity: activityEndpoints,
  lottery: lotteryEndpoints,
  resources: resourceEndpoints,
  scholarship: scholarshipEndpoints,
  sprint: sprintEndpoints,
  zone: zoneEndpoints,
  form: formEndpoints,
  utask: utaskEndpoints,
} as const

export type ServiceArea = keyof typeof serviceAreas

/**
 * The endpoint catalogue: every endpoint of the API contract, area by area. Add a service area's module
 * to `serviceAreas`. Names are unique; scripts/validate.ts and the server both check it.
 */
export const endpoints = Object.values(serviceAreas).flat()

export type Endpoint = (typeof endpoints)[number]
export type EndpointName = Endpoint['name']

export type { EndpointDef, HttpMethod, JsonSchemaLiteral, PublicCachePolicy, RateLimitGroup } from './define'
export { defineEndpoints, errorBodySchema } from './define'
export { ENTITIES, type Entity, entityNames } from './entities'
export { appDeviceType, extendServicePrefix, type IdKey, idKey } from './product-keys'
