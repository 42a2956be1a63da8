import type { Action as SheetAction } from 'antd-mobile/es/components/action-sheet'
import Button from 'antd-mobile/es/components/button'
import { type MouseEvent, type TouchEvent, useMemo, useRef, useState } from 'react'
import {
  absoluteUrl,
  downloadFile,
  FileRow,
  fileExtension,
  fileSize,
  previewKind,
  UNSUPPORTED_TYPE_TEXT,
} from '@/runtime/files'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { ActionSheet, copyText as copyToClipboard, MultiImageViewer, toast } from '@/runtime/ui'
import styles from './article-body.module.css'
import type { schema } from './article-body.schema'

export type ArticleBodyProps = WidgetProps<typeof schema>
export type Attachment = NonNullable<ArticleBodyProps['attachments']>[number]

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
            {files.map((file, position) => (
              <FileRow
                // biome-ignore lint/suspicious/noArrayIndexKey: the same file may be attached twice
                key={`${position}-${file.url}`}
                file={file}
                meta={[fileExtension(file).toUpperCase(), fileSize(file.size)]}
                onPreview={() => preview(file)}
                onDownload={() => void download(file)}
                downloading={downloading === file.url}
                busy={downloading !== null}
              />
            ))}
          </ul>
        </section>
      ) : null}

      <MultiImageViewer
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
