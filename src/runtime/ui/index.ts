export { afterNextPaint } from './after-next-paint'
export { giveControlsRoles } from './control-roles'
export type { CoverImageProps } from './cover-image'
export { CoverImage, DEFAULT_PICTURE } from './cover-image'
export { clearToast, copyText, toast } from './feedback'
export type { LabelledProgressProps } from './labelled-progress'
export { LabelledProgress } from './labelled-progress'
export { LineParts } from './line-parts'
export { ListEnd, LoadMore } from './load-more'
export { LoadingHost, loaderText } from './loading-host'
export { ModalHost } from './modal-host'
export {
  ActionSheet,
  CenterPopup,
  DIALOG_WIDTH,
  Dialog,
  ErrorBlock,
  ImageViewer,
  MultiImageViewer,
  POPUP_ANIMATION_MS,
  POPUP_OPEN_DELAY_MS,
  Popup,
  preloadOverlays,
} from './overlays'
export { tabKeyTarget } from './tab-keys'
export { useNow, useRenderAt } from './use-now'
