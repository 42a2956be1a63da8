/**
 * Pictures drawn on a canvas: `canvasImage` (certificates and posters to a PNG), the poster painter (the
 * frame the invitation and share posters share) and the share sheet. Its own module: only the screens
 * that draw (certificate, invitation, a config's `sharePoster`) load it, never the first load.
 */
export { canvasImage } from './canvas-image'
export type { PosterParams, SharePosterContent } from './poster-painter'
export {
  fitted,
  POSTER_FONT,
  POSTER_HEIGHT,
  POSTER_WIDTH,
  paintPosterFooter,
  paintPosterFrame,
  paintSharePoster,
  roundRect,
} from './poster-painter'
