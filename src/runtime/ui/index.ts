export { canvasImage } from './canvas-image'
export type { CoverImageProps } from './cover-image'
export { CoverImage, DEFAULT_PICTURE } from './cover-image'
export { DOWNLOAD_FAILED_TEXT, DOWNLOAD_SAVED_TEXT, downloadFile, saveDataUrl } from './download'
export { clearToast, copyText, toast } from './feedback'
export type { FileRowProps } from './file-row'
export { FileRow } from './file-row'
export type { FileLike, FileTone, PreviewKind } from './files'
export {
  absoluteUrl,
  fileBadge,
  fileExtension,
  fileSize,
  previewKind,
  UNSUPPORTED_TYPE_TEXT,
} from './files'
export { LoadingHost, loaderText } from './loading-host'
export { ModalHost } from './modal-host'
