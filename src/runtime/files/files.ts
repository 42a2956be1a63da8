import { isImageUrl } from '../format/index'

/** spec §5 document preview: an unsupported type says this. */
export const UNSUPPORTED_TYPE_TEXT = '暂不支持此类型'

/**
 * How a file is previewed. Pictures (spec §5 image endings png, jpg, jpeg, gif) open in the picture
 * viewer; PDFs open in the webview screen, whose browser renders them. Office files, archives and
 * anything else have no viewer in a phone's webview: 暂不支持此类型 (they can still be downloaded).
 */
export type PreviewKind = 'image' | 'pdf' | 'none'

/** What the file helpers read of a file: its name, and its address and declared type when known. */
export interface FileLike {
  name?: string | null
  url?: string | null
  fileType?: string | null
}

/** The lower-case extension of a file: its fileType, else read from its name or address. */
export function fileExtension(file: FileLike): string {
  const declared = file.fileType?.trim().replace(/^\./, '').toLowerCase()
  if (declared) return declared
  for (const source of [file.name, file.url]) {
    const path = (source ?? '').split(/[?#]/, 1)[0] ?? ''
    const match = /\.([A-Za-z0-9]{1,8})$/.exec(path)
    if (match?.[1]) return match[1].toLowerCase()
  }
  return ''
}

export function previewKind(file: FileLike): PreviewKind {
  const extension = fileExtension(file)
  if (isImageUrl(`file.${extension}`)) return 'image'
  if (extension === 'pdf') return 'pdf'
  return 'none'
}

/** A file size for people: 860 B, 12.5 KB, 3.2 MB. '' when unknown. */
export function fileSize(bytes: number | null | undefined): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
}

export type FileTone = 'pdf' | 'word' | 'excel' | 'slides' | 'picture' | 'archive' | 'other'

/** Badge text and colour family per kind of file. */
export function fileBadge(extension: string): { text: string; tone: FileTone } {
  if (extension === 'pdf') return { text: 'PDF', tone: 'pdf' }
  if (['doc', 'docx'].includes(extension)) return { text: 'W', tone: 'word' }
  if (['xls', 'xlsx', 'csv'].includes(extension)) return { text: 'X', tone: 'excel' }
  if (['ppt', 'pptx'].includes(extension)) return { text: 'P', tone: 'slides' }
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(extension)) return { text: 'IMG', tone: 'picture' }
  if (['zip', 'rar', '7z'].includes(extension)) return { text: 'ZIP', tone: 'archive' }
  return { text: extension ? extension.slice(0, 4).toUpperCase() : '文件', tone: 'other' }
}

/** A server-relative address made absolute (the webview screen and downloads need one). */
export function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString()
  } catch {
    return url
  }
}
