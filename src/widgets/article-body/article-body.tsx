import ActionSheet, { type Action as SheetAction } from 'antd-mobile/es/components/action-sheet'
import Button from 'antd-mobile/es/components/button'
import ImageViewer from 'antd-mobile/es/components/image-viewer'
import { type MouseEvent, type TouchEvent, useMemo, useRef, useState } from 'react'
import { isImageUrl } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { copyText as copyToClipboard, downloadFile, toast } from '@/runtime/ui'
import styles from './article-body.module.css'
import type { schema } from './article-body.schema'

export type ArticleBodyProps = WidgetProps<typeof schema>
export type Attachment = NonNullable<ArticleBodyProps['attachments']>[number]

/** spec §5 document preview: unsupported types toast this. */
export const UNSUPPORTED_TYPE_TEXT = '暂不支持此类型'

/**
 * How an attachment is previewed. Pictures (spec §5 image endings png, jpg, jpeg, gif) open in the
 * picture viewer; PDFs open in the webview screen, whose browser renders them. Office files, archives
 * and anything else have no viewer in a phone's webview: 暂不支持此类型 (they can still be downloaded).
 */
export type PreviewKind = 'image' | 'pdf' | 'none'

/** The lower-case extension of an attachment: its fileType, else read from its name or address. */
export function fileExtension(attachment: Pick<Attachment, 'name' | 'url' | 'fileType'>): string {
  const declared = attachment.fileType?.trim().replace(/^\./, '').toLowerCase()
  if (declared) return declared
  for (const source of [attachment.name, attachment.url]) {
    const path = (source ?? '').split(/[?#]/, 1)[0] ?? ''
    const match = /\.([A-Za-z0-9]{1,8})$/.exec(path)
    if (match?.[1]) return match[1].toLowerCase()
  }
  return ''
}

export function previewKind(attachment: Pick<Attachment, 'name' | 'url' | 'fileType'>): PreviewKind {
  const extension = fileExtension(attachment)
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

/** Icon colour and badge text per family of file types. */
function fileBadge(extension: string): { text: string; tone: string } {
  if (extension === 'pdf') return { text: 'PDF', tone: styles.pdf ?? '' }
  if (['doc', 'docx'].includes(extension)) return { text: 'W', tone: styles.word ?? '' }
  if (['xls', 'xlsx', 'csv'].includes(extension)) return { text: 'X', tone: styles.excel ?? '' }
  if (['ppt', 'pptx'].includes(extension)) return { text: 'P', tone: styles.slides ?? '' }
  if (['png', 'jpg', 'jpeg', 'gif', 'webp'].includes(extension))
    return { text: 'IMG', tone: styles.picture ?? '' }
  if (['zip', 'rar', '7z'].includes(extension)) return { text: 'ZIP', tone: styles.archive ?? '' }
  return { text: extension ? extension.slice(0, 4).toUpperCase() : '文件', tone: styles.other ?? '' }
}

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString()
  } catch {
    return url
  }
}

const openLink = [{ type: 'openUrl', url: '${event.url}' }]

type Viewer = { images: string[]; index: number } | null
type LinkSheet = { url: string; image: { images: string[]; index: number } | null } | null

const LONG_PRESS_MS = 550

/**
 * An article's body: the server HTML (sanitized) in reading typography, pictures that open full-screen
 * at the tapped one, long-press 复制链接 on pictures and links, an optional copy button, and the
 * attachments with 预览 and 下载.
 */
export default function ArticleBody({
  html,
  attachments,
  copyText,
  copyLabel = '复制链接',
  emptyText = '暂无内容',
  run,
}: ArticleBodyProps & Partial<WidgetRuntimeProps>) {
  const content = useMemo(() => sanitizeHtml(html), [html])
  const files = Array.isArray(attachments) ? attachments.filter((file) => file?.url) : []
  const body = useRef<HTMLDivElement>(null)
  const [viewer, setViewer] = useState<Viewer>(null)
  const [sheet, setSheet] = useState<LinkSheet>(null)
  const [downloading, setDownloading] = useState<string | null>(null)
  const press = useRef<{ timer: ReturnType<typeof setTimeout> | null; fired: boolean }>({
    timer: null,
    fired: false,
  })

  /** The article's pictures and the position of this one among them. */
  const picturesAround = (image: HTMLImageElement): { images: string[]; index: number } => {
    const all = [...(body.current?.querySelectorAll('img') ?? [])].filter((img) => img.getAttribute('src'))
    return {
      images: all.map((img) => img.currentSrc || img.src),
      index: Math.max(0, all.indexOf(image)),
    }
  }

  const targetOf = (node: EventTarget | null): { image?: HTMLImageElement; link?: HTMLAnchorElement } => {
    if (!(node instanceof Element)) return {}
    const image = node.closest('img') ?? undefined
    const link = node.closest('a') ?? undefined
    return { image: image?.getAttribute('src') ? image : undefined, link }
  }

  const openSheetFor = (node: EventTarget | null): boolean => {
    const { image, link } = targetOf(node)
    const href = link?.getAttribute('href')
    if (image) {
      setSheet({
        url: href ? absoluteUrl(href) : image.currentSrc || image.src,
        image: picturesAround(image),
      })
      return true
    }
    if (href && !href.startsWith('#')) {
      setSheet({ url: absoluteUrl(href), image: null })
      return true
    }
    return false
  }

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (press.current.fired) {
      // The long press already opened the sheet: this click is its release.
      press.current.fired = false
      event.preventDefault()
      return
    }
    const { image, link } = targetOf(event.target)
    if (image && !link) {
      event.preventDefault()
      setViewer(picturesAround(image))
      return
    }
    const href = link?.getAttribute('href')
    if (!link || !href || href.startsWith('#')) return
    // Links leave through the openUrl action: only allowlisted addresses open, in the webview screen.
    event.preventDefault()
    void run?.(openLink, { url: absoluteUrl(href) })
  }

  const cancelPress = () => {
    if (press.current.timer) clearTimeout(press.current.timer)
    press.current.timer = null
  }

  const onTouchStart = (event: TouchEvent<HTMLDivElement>) => {
    cancelPress()
    press.current.fired = false
    const target = event.target
    press.current.timer = setTimeout(() => {
      press.current.timer = null
      press.current.fired = openSheetFor(target)
    }, LONG_PRESS_MS)
  }

  const preview = (file: Attachment) => {
    const kind = previewKind(file)
    if (kind === 'image') setViewer({ images: [absoluteUrl(file.url)], index: 0 })
    else if (kind === 'pdf') void run?.(openLink, { url: absoluteUrl(file.url) })
    else toast(UNSUPPORTED_TYPE_TEXT)
  }

  const download = async (file: Attachment) => {
    if (downloading) return
    setDownloading(file.url)
    try {
      await downloadFile(absoluteUrl(file.url), file.name || 'attachment')
    } finally {
      setDownloading(null)
    }
  }

  const sheetActions: SheetAction[] = sheet
    ? [
        ...(sheet.image
          ? [{ key: 'view', text: '查看大图', onClick: () => setViewer(sheet.image) }]
          : [{ key: 'open', text: '打开链接', onClick: () => void run?.(openLink, { url: sheet.url }) }]),
        { key: 'copy', text: '复制链接', onClick: () => void copyToClipboard(sheet.url) },
      ]
    : []

  return (
    <article className={styles.article}>
      {content ? (
        // Clicks are delegated from the article's own links and pictures: links take Enter themselves
        // (it fires their click), pictures have no keyboard action beyond what the viewer offers.
        // biome-ignore lint/a11y/noStaticElementInteractions: delegation container for sanitized HTML
        // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the links, which click on Enter
        <div
          ref={body}
          className={styles.content}
          onClick={onClick}
          onContextMenu={(event) => {
            if (openSheetFor(event.target)) event.preventDefault()
          }}
          onTouchStart={onTouchStart}
          onTouchMove={cancelPress}
          onTouchEnd={cancelPress}
          onTouchCancel={cancelPress}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) just above
          dangerouslySetInnerHTML={{ __html: content }}
        />
      ) : (
        <p className={styles.empty}>{emptyText}</p>
      )}

      {copyText ? (
        <div className={styles.copyRow}>
          <Button size="small" shape="rounded" fill="outline" onClick={() => void copyToClipboard(copyText)}>
            {copyLabel}
          </Button>
        </div>
      ) : null}

      {files.length > 0 ? (
        <section className={styles.attachments} aria-label="附件">
          <h2 className={styles.attachmentsTitle}>附件（{files.length}）</h2>
          <ul className={styles.files}>
            {files.map((file, position) => {
              const extension = fileExtension(file)
              const badge = fileBadge(extension)
              const size = fileSize(file.size)
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice
                <li key={`${position}-${file.url}`} className={styles.file}>
                  <span className={`${styles.badge} ${badge.tone}`} aria-hidden="true">
                    {badge.text}
                  </span>
                  <div className={styles.fileText}>
                    <p className={styles.fileName}>{file.name}</p>
                    <p className={styles.fileMeta}>
                      {[extension.toUpperCase(), size].filter(Boolean).join(' · ')}
                    </p>
                  </div>
                  <div className={styles.fileActions}>
                    <button
                      type="button"
                      className={styles.fileAction}
                      aria-label={`预览 ${file.name}`}
                      onClick={() => preview(file)}
                    >
                      预览
                    </button>
                    <button
                      type="button"
                      className={`${styles.fileAction} ${styles.fileActionPrimary}`}
                      aria-label={`下载 ${file.name}`}
                      disabled={downloading !== null}
                      aria-busy={downloading === file.url}
                      onClick={() => void download(file)}
                    >
                      {downloading === file.url ? '下载中' : '下载'}
                    </button>
                  </div>
                </li>
              )
            })}
          </ul>
        </section>
      ) : null}

      <ImageViewer.Multi
        // The viewer reads its start index only when it mounts: remount it for each picture tapped.
        key={viewer ? `${viewer.index}-${viewer.images.length}` : 'closed'}
        images={viewer?.images ?? []}
        visible={viewer !== null}
        defaultIndex={viewer?.index ?? 0}
        onClose={() => setViewer(null)}
      />
      <ActionSheet
        visible={sheet !== null}
        actions={sheetActions}
        cancelText="取消"
        extra={sheet ? <span className={styles.sheetUrl}>{sheet.url}</span> : undefined}
        onClose={() => setSheet(null)}
      />
    </article>
  )
}
