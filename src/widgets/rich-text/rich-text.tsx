import { type CSSProperties, type MouseEvent, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { absoluteUrl } from '@/runtime/files'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './rich-text.module.css'
import type { schema } from './rich-text.schema'

export type RichTextProps = WidgetProps<typeof schema>

// The same way out as ArticleBody's links: the openUrl action, with the runtime's allowlist.
const openLink = [{ type: 'openUrl', url: '${event.url}' }]

/**
 * HTML of the config or the server, never trusted: DOMPurify (the runtime's sanitizeHtml) before it
 * touches the DOM, and every link tap taken over and sent through openUrl, so a `javascript:` or an
 * unlisted address that slipped through never opens. `maxLines` clamps it with 展开 / 收起.
 */
export default function RichText({
  html,
  maxLines,
  expandText = '展开',
  collapseText = '收起',
  emptyText = '',
  align = 'left',
  run,
}: RichTextProps & Partial<WidgetRuntimeProps>) {
  const content = useMemo(() => sanitizeHtml(html), [html])
  const body = useRef<HTMLDivElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflowing, setOverflowing] = useState(false)
  const clamped = typeof maxLines === 'number' && maxLines > 0 && !expanded

  // Whether the clamp hides anything: measured while clamped, again when the width changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: content and maxLines change what is measured
  useLayoutEffect(() => {
    const element = body.current
    if (!element || !clamped) return
    const measure = () => setOverflowing(element.scrollHeight > element.clientHeight + 1)
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [clamped, content, maxLines])

  if (!content.trim()) return emptyText ? <p className={styles.empty}>{emptyText}</p> : null

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = event.target instanceof Element ? event.target.closest('a') : null
    const href = link?.getAttribute('href')
    if (!link || !href || href.startsWith('#')) return
    // Links leave only through the openUrl action: allowlisted addresses open, in the webview screen.
    event.preventDefault()
    void run?.(openLink, { url: absoluteUrl(href) })
  }

  const style = {
    textAlign: align,
    ...(clamped ? { '--rich-text-lines': maxLines } : {}),
  } as CSSProperties
  return (
    <div className={styles.richText}>
      {/* Clicks are delegated from the HTML's own links, which take Enter themselves (it fires their click). */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation container for sanitized HTML */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: keyboard users reach the links, which click on Enter */}
      <div
        ref={body}
        className={clamped ? `${styles.content} ${styles.clamped}` : styles.content}
        style={style}
        onClick={onClick}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) just above
        dangerouslySetInnerHTML={{ __html: content }}
      />
      {maxLines && (overflowing || expanded) ? (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? collapseText : expandText}
        </button>
      ) : null}
    </div>
  )
}
