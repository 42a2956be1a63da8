import type { EndpointName } from '../../schemas/api/index'
import { academyHandlers } from './academy'
import { activityHandlers } from './activity'
import { authHandlers } from './auth'
import { consentHandlers } from './consent'
import { examHandlers } from './exam'
import { formHandlers } from './form'
import type { Handlers } from './handler'
import { healthchatHandlers } from './healthchat'
import { lotteryHandlers } from './lottery'
import { orderHandlers } from './order'
import { resourceHandlers } from './resources'
import { scholarshipHandlers } from './scholarship'
import { shareHandlers } from './share'
import { snsHandlers } from './sns'
import { sprintHandlers } from './sprint'
import { systemHandlers } from './system'
import { trackHandlers } from './track'
import { userHandlers } from './user'
import { utaskHandlers } from './utask'
import { voteHandlers } from './vote'
import { zoneHandlers } from './zone'

/**
 * Every endpoint's handler, one service area per module. `satisfies` makes a missing handler a type error;
 * registration (./register.ts) also checks both directions at start, which catches a stray extra one.
 */
export const handlers = {
  ...systemHandlers,
  ...authHandlers,
  ...userHandlers,
  ...healthchatHandlers,
  ...consentHandlers,
  ...shareHandlers,
  ...trackHandlers,
  ...snsHandlers,
  ...orderHandlers,
  ...resourceHandlers,
  ...academyHandlers,
  ...examHandlers,
  ...activityHandlers,
  ...lotteryHandlers,
  ...voteHandlers,
  ...scholarshipHandlers,
  ...sprintHandlers,
  ...utaskHandlers,
  ...zoneHandlers,
  ...formHandlers,
} satisfies Handlers<EndpointName>

export type { AnyHandler, Handler, HandlerInput, Handlers, SessionOf } from './handler'
export {
  RATE_LIMITED_MESSAGE,
  RATE_LIMITS,
  type RateLimitPolicies,
  type RateLimitPolicy,
} from './rate-limits'
export {
  CatalogueError,
  isUserPath,
  pairEndpointsWithHandlers,
  registerEndpoints,
  toFastifyPath,
} from './register'
