export type { CatalogueEntry, Endpoint, EndpointDef, EndpointName, PreparedRequest } from './catalogue'
export { endpointNames, findEndpoint, prepareRequest } from './catalogue'
export type { ApiClient, ApiClientOptions, ApiEffects, CallOptions } from './client'
export { ApiError, createApiClient } from './client'
export { dropEarlyAnswers } from './early-data'
export type { RequestContext } from './headers'
export { requestHeaders } from './headers'
export type { LoadingCounterOptions } from './loading'
export { LoadingCounter } from './loading'
export type { ErrorFeedback, RewardLimitNotice, StatusOutcome } from './policy'
export {
  errorFeedback,
  guestRole,
  isQuietPath,
  isSuppressedCall,
  quietPathPatterns,
  reloginCodes,
  rewardLimitNotices,
  statusOutcome,
  suppressedCodes,
} from './policy'
