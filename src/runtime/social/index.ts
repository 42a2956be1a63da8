export type {
  FavoriteFlight,
  FavoriteObjectType,
  FavoriteOwnerModule,
  FavoritePayload,
  FavoriteState,
  FavoriteSubject,
  FavoriteToggleOptions,
  ToggleOutcome,
} from './favorite-toggle'
export {
  createFavoriteToggle,
  FAVORITE_LOGIN_PROMPT,
  FavoriteToggle,
  favoriteObjectId,
  favoritePayload,
  shownFavorite,
} from './favorite-toggle'
export type {
  EndpointCall,
  LikeEndpoints,
  LikeFlight,
  LikeOutcome,
  LikeState,
  LikeToggleOptions,
} from './like-toggle'
export { commentLikeEndpoints, createLikeToggle, LikeToggle, likeEndpoints, shownLike } from './like-toggle'
export { socialReads } from './social.data'
export type { UseFavoriteOptions, UseLikeOptions } from './use-toggles'
export { useFavoriteToggle, useLikeToggle } from './use-toggles'
