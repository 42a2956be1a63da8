import type { EndpointName } from '../../schemas/api/index'
import type { Handlers } from './handler'
import { systemHandlers } from './system'

/**
 * Every endpoint's handler, one service area per module. `satisfies` makes a missing handler a type error;
 * registration (./register.ts) also checks both directions at start, which catches a stray extra one.
 */
export const handlers = {
  ...systemHandlers,
} satisfies Handlers<EndpointName>

export type { AnyHandler, Handler, HandlerInput, Handlers } from './handler'
export { CatalogueError, pairEndpointsWithHandlers, registerEndpoints, toFastifyPath } from './register'
