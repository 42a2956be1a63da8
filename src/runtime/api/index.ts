export type { Endpoint, EndpointDef, EndpointName, PreparedRequest } from './catalogue'
export { endpointNames, findEndpoint, prepareRequest } from './catalogue'
export type { ApiClient, ApiClientOptions } from './client'
export { ApiError, createApiClient } from './client'
