/**
 * Downloadable files: type, preview rule (spec §5: 暂不支持此类型), size, badge, and the file row of
 * article attachments and training files, and downloading a file or a drawn picture. Its own module: only screens with files load it.
 */
export { DOWNLOAD_FAILED_TEXT, DOWNLOAD_SAVED_TEXT, downloadFile, saveDataUrl } from './download'
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
