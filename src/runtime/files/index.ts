/**
 * Downloadable files: type, preview rule (spec §5: 暂不支持此类型), size, badge, and the file row of
 * article attachments and training files. Its own module: only screens with files load it.
 */
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
