/**
 * The one client cache of server state (decision 0037): reads declared as data and made through it,
 * writes that refresh what they change, and returns to the page that ask again.
 */
export type { ReadDeclaration, ReadDeclarations } from './declare'
export { declaredByConfig, declareReads, endpointNamedBy } from './declare'
export { entitiesChangedBy, entitiesShownBy, isRead, showsAnyOf } from './entities'
export type { PagedReadControls, ReadBindings, ReadControls, WriteControls } from './hooks'
export { usePagedRead, useRead, useStaticFile, useWrite } from './hooks'
export type {
  Answer,
  PagedList,
  PagedSnapshot,
  QueryParams,
  QuerySnapshot,
  ReadOptions,
  ServerState,
  WriteOptions,
} from './server-state'
export { createServerState, PagedServerQuery, queryKey, ServerQuery, watchReturns } from './server-state'
