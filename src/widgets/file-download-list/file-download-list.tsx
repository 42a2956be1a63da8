import ErrorBlock from 'antd-mobile/es/components/error-block'
import ImageViewer from 'antd-mobile/es/components/image-viewer'
import dayjs from 'dayjs'
import { useState } from 'react'
import { isImageUrl } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { AnswerState, useApiAnswer, useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { downloadFile, toast } from '@/runtime/ui'
import styles from './file-download-list.module.css'
import type { schema } from './file-download-list.schema'

export type FileDownloadListProps = WidgetProps<typeof schema>

/** One downloadable file (gcp.files). */
export interface DownloadableFile {
  id: number
  name: string
  fileType: string
  url: string
  size: number
  description: string
  updatedAt: string
}

/** spec §5 document preview: unsupported types say this. */
export const UNSUPPORTED_TYPE_TEXT = '暂不支持此类型'

/**
 * How a file is previewed: pictures in the picture viewer, PDFs in the webview screen (the browser renders
 * them); Office files, archives and the rest have no viewer in a phone's webview: 暂不支持此类型 (they can
 * still be downloaded). The same rule as the article attachments.
 */
export function previewKind(file: Pick<DownloadableFile, 'fileType' | 'name'>): 'image' | 'pdf' | 'none' {
  const extension = (file.fileType || /\.([A-Za-z0-9]{1,8})$/.exec(file.name)?.[1] || '').toLowerCase()
  if (isImageUrl(`file.${extension}`)) return 'image'
  if (extension === 'pdf') return 'pdf'
  return 'none'
}

function fileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return ''
  if (bytes < 1024) return `${bytes} B`
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1).replace(/\.0$/, '')} KB`
  return `${(bytes / 1024 / 1024).toFixed(1).replace(/\.0$/, '')} MB`
}

function badgeOf(extension: string): { text: string; tone: string } {
  if (extension === 'pdf') return { text: 'PDF', tone: 'pdf' }
  if (['doc', 'docx'].includes(extension)) return { text: 'W', tone: 'word' }
  if (['xls', 'xlsx', 'csv'].includes(extension)) return { text: 'X', tone: 'excel' }
  if (['ppt', 'pptx'].includes(extension)) return { text: 'P', tone: 'slides' }
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(extension)) return { text: 'IMG', tone: 'picture' }
  if (['zip', 'rar', '7z'].includes(extension)) return { text: 'ZIP', tone: 'archive' }
  return { text: extension.slice(0, 4).toUpperCase() || '文件', tone: 'other' }
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString()
  } catch {
    return url
  }
}

const openLink = [{ type: 'openUrl', url: '${event.url}' }]

/**
 * 文件下载: the files of a training (or any `{ items }` endpoint of files): a coloured type badge, the
 * name, type · size · 更新于 date and a line on what it is. 预览 opens a PDF in the webview screen (through
 * the allowlist) and a picture in the viewer; other types say 暂不支持此类型. 下载 saves the file and
 * toasts that it was saved (spec §8).
 */
export default function FileDownloadList({
  api = 'gcp.files',
  params = { activityId: 5 },
  tip = '',
  run,
}: FileDownloadListProps & Partial<WidgetRuntimeProps>) {
  const { tracker } = useRuntime()
  const { answer, reload } = useApiAnswer<{ items: DownloadableFile[] }>({ api, params: params ?? {} })
  const [downloading, setDownloading] = useState<number | null>(null)
  const [picture, setPicture] = useState<string | null>(null)

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="资料不存在或已下线" />
  }
  const files = Array.isArray(answer.data.items) ? answer.data.items.filter((file) => file?.url) : []
  if (files.length === 0) {
    return (
      <section className={styles.empty}>
        <ErrorBlock status="empty" title="暂无可下载的文件" description="" fullPage={false} />
      </section>
    )
  }

  const preview = (file: DownloadableFile) => {
    const kind = previewKind(file)
    if (kind === 'image') setPicture(absoluteUrl(file.url))
    else if (kind === 'pdf') void run?.(openLink, { url: absoluteUrl(file.url) })
    else toast(UNSUPPORTED_TYPE_TEXT)
  }

  const download = async (file: DownloadableFile) => {
    if (downloading !== null) return
    setDownloading(file.id)
    try {
      const saved = await downloadFile(absoluteUrl(file.url), file.name)
      if (saved) tracker?.event('file_download', { fileId: String(file.id), fileType: file.fileType })
    } finally {
      setDownloading(null)
    }
  }

  return (
    <section className={styles.list}>
      {tip ? <p className={styles.tip}>{tip}</p> : null}
      <ul className={styles.files}>
        {files.map((file) => {
          const extension = (file.fileType || '').toLowerCase()
          const badge = badgeOf(extension)
          const updated = dayjs(file.updatedAt)
          const meta = [
            extension.toUpperCase(),
            fileSize(file.size),
            updated.isValid() ? `更新于 ${updated.format('YYYY-MM-DD')}` : '',
          ].filter(Boolean)
          return (
            <li key={file.id} className={styles.file}>
              <span className={styles.badge} data-tone={badge.tone} aria-hidden="true">
                {badge.text}
              </span>
              <div className={styles.text}>
                <p className={styles.name}>{file.name}</p>
                <p className={styles.meta}>{meta.join(' · ')}</p>
                {file.description ? <p className={styles.description}>{file.description}</p> : null}
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className={styles.action}
                  aria-label={`预览 ${file.name}`}
                  onClick={() => preview(file)}
                >
                  预览
                </button>
                <button
                  type="button"
                  className={`${styles.action} ${styles.primary}`}
                  aria-label={`下载 ${file.name}`}
                  disabled={downloading !== null}
                  aria-busy={downloading === file.id}
                  onClick={() => void download(file)}
                >
                  {downloading === file.id ? '下载中' : '下载'}
                </button>
              </div>
            </li>
          )
        })}
      </ul>
      <ImageViewer image={picture ?? ''} visible={picture !== null} onClose={() => setPicture(null)} />
    </section>
  )
}
