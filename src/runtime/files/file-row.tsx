import type { ReactNode } from 'react'
import { LineParts } from '../ui/index'
import styles from './file-row.module.css'
import { type FileLike, fileBadge, fileExtension } from './files'

export interface FileRowProps {
  file: FileLike & { name: string }
  /** The parts of the line under the name, e.g. PDF, 1.2 MB, 更新于 2026-03-01; empty parts are left out. */
  meta: readonly string[]
  /** More under the meta line (a description). */
  children?: ReactNode
  onPreview: () => void
  onDownload: () => void
  /** This file is downloading (下载中). */
  downloading: boolean
  /** Another file is downloading: one at a time. */
  busy: boolean
}

/** A downloadable file: type badge, name and meta, 预览 and 下载 (article attachments, training files). */
export function FileRow({ file, meta, children, onPreview, onDownload, downloading, busy }: FileRowProps) {
  const badge = fileBadge(fileExtension(file))
  return (
    <li className={styles.file}>
      <span className={`${styles.badge} ${styles[badge.tone] ?? ''}`} aria-hidden="true">
        {badge.text}
      </span>
      <div className={styles.text}>
        <p className={styles.name}>{file.name}</p>
        <p className={styles.meta}>
          <LineParts parts={meta} />
        </p>
        {children}
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.action} aria-label={`预览 ${file.name}`} onClick={onPreview}>
          预览
        </button>
        <button
          type="button"
          className={`${styles.action} ${styles.primary}`}
          aria-label={`下载 ${file.name}`}
          disabled={busy}
          aria-busy={downloading}
          onClick={onDownload}
        >
          {downloading ? '下载中' : '下载'}
        </button>
      </div>
    </li>
  )
}
