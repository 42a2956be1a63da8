import dayjs from 'dayjs'
import { useState } from 'react'
import { declaredByConfig, endpointNamedBy, useRead } from '@/runtime/data'
import {
  absoluteUrl,
  downloadFile,
  FileRow,
  fileExtension,
  fileSize,
  previewKind,
  UNSUPPORTED_TYPE_TEXT,
} from '@/runtime/files'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { ErrorBlock, ImageViewer, toast } from '@/runtime/ui'
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

const openLink = [{ type: 'openUrl', url: '${event.url}' }]

/**
 * 文件下载: the files of a training (or any `{ items }` endpoint of files): a coloured type badge, the
 * name, type · size · 更新于 date and a line on what it is. 预览 opens a PDF in the webview screen (through
 * the allowlist) and a picture in the viewer; other types say 暂不支持此类型. 下载 saves the file and
 * toasts that it was saved (spec §8).
 */
export default function FileDownloadList(props: FileDownloadListProps & Partial<WidgetRuntimeProps>) {
  const { params = { activityId: 5 }, tip = '', run } = props
  const api = endpointNamedBy(props) || 'gcp.files'
  const { tracker } = useRuntime()
  const read = declaredByConfig(api, params, { description: 'The files named by config', keepEmpty: true })
  const { answer, reload } = useRead<{ items: DownloadableFile[] }>(read.declaration, { vars: read.vars })
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
          const updated = dayjs(file.updatedAt)
          const meta = [
            fileExtension(file).toUpperCase(),
            fileSize(file.size),
            updated.isValid() ? `更新于 ${updated.format('YYYY-MM-DD')}` : '',
          ]
          return (
            <FileRow
              key={file.id}
              file={file}
              meta={meta}
              onPreview={() => preview(file)}
              onDownload={() => void download(file)}
              downloading={downloading === file.id}
              busy={downloading !== null}
            >
              {file.description ? <p className={styles.description}>{file.description}</p> : null}
            </FileRow>
          )
        })}
      </ul>
      <ImageViewer image={picture ?? ''} visible={picture !== null} onClose={() => setPicture(null)} />
    </section>
  )
}
