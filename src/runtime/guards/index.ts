export type { Gate, RouteGuard, RouteGuardDeps, RouteVisit } from './pipeline'
export { createRouteGuard } from './pipeline'
export type { ChatAppContext, Query } from './policies'
export {
  chatAppCode,
  closesOnBack,
  consentRequestOf,
  lessonOf,
  requiresCertCheck,
  requiresLogin,
} from './policies'
