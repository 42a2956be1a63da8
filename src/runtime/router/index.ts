export type {
  ContentSourceType,
  OpenableSourceType,
  PromotionType,
  SceneType,
} from '@schemas/meta/content-sources'
export {
  CONTENT_ROUTES,
  CONTENT_SOURCE_TYPES,
  isOpenableSourceType,
  OPENABLE_SOURCE_TYPES,
  PROMOTION_TYPES,
  SCENE_TYPES,
  ZONE_ID_LIMIT,
} from '@schemas/meta/content-sources'
export type {
  ContentCardRef,
  DeepLinkHost,
  DeepLinkOutcome,
  DeepLinkTarget,
  LinkId,
  LinkQuery,
  ShortVideoLinkOptions,
} from './deep-links'
export {
  contentCardTarget,
  deepLinkHref,
  deepLinks,
  OUTSIDE_APP_MESSAGE,
  openContentCard,
  openDeepLink,
  sceneTarget,
} from './deep-links'
export { HistoryBridge } from './history-bridge'
export type { HistoryDriver, NavigateOptions, NavigationMode, Navigator } from './navigation'
export { createNavigator } from './navigation'
export { NavigationBinder, RouteHost } from './route-host'
export type { RouteMatch, RouteTable } from './route-table'
export { buildQueryString, createRouteTable, publicPaths, versionPrefix } from './route-table'
export type { ReturnScreen } from './screen-gates'
export {
  cardIsForCertifiedDoctors,
  isForCertifiedDoctors,
  returnScreenOf,
  targetIsForCertifiedDoctors,
} from './screen-gates'
