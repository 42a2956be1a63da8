import { type CSSProperties, type RefObject, useLayoutEffect, useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './notice-bar.module.css'
import type { schema } from './notice-bar.schema'

export type NoticeBarProps = WidgetProps<typeof schema>

/** The gap between the end of the text and its copy while it scrolls (padding-right in the CSS). */
const LOOP_GAP = 48

function SpeakerIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 6h2.5L8 3v10L4.5 10H2z" fill="currentColor" />
      <path
        d="M10.5 5.5a3.5 3.5 0 0 1 0 5M12.2 3.6a6 6 0 0 1 0 8.8"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.3"
        strokeLinecap="round"
      />
    </svg>
  )
}

/**
 * A one-line notice. Text wider than its line scrolls as a seamless CSS loop (the text and a hidden
 * copy), paused under the finger, and not at all under prefers-reduced-motion, where it wraps (all in
 * CSS). Its own rather than antd-mobile's NoticeBar: that one drives the motion from script (so CSS
 * cannot stop it), and its × and tappable body are plain divs without names or keyboard access.
 */
export default function NoticeBar({
  text,
  color = 'warning',
  icon = true,
  closeable = false,
  speed = 50,
  onClick,
  onClose,
  run,
}: NoticeBarProps & Partial<WidgetRuntimeProps>) {
  const [closed, setClosed] = useState(false)
  const [scrollWidth, setScrollWidth] = useState(0)
  const box = useRef<HTMLElement>(null)
  const textRef = useRef<HTMLSpanElement>(null)

  // Scrolls only when the text is wider than its line: measured again when the bar's width changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text changes what is measured
  useLayoutEffect(() => {
    const container = box.current
    const line = textRef.current
    if (!container || !line) return
    const measure = () => {
      const overflow = line.scrollWidth > container.clientWidth + 1
      setScrollWidth(overflow ? line.scrollWidth : 0)
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(measure)
    observer.observe(container)
    return () => observer.disconnect()
  }, [text])

  if (closed || text === '' || text === null || text === undefined) return null
  const tappable = Array.isArray(onClick) && onClick.length > 0
  const scrolling = scrollWidth > 0
  const trackStyle = scrolling
    ? ({ '--notice-duration': `${((scrollWidth + LOOP_GAP) / speed).toFixed(2)}s` } as CSSProperties)
    : undefined
  const track = (
    <span className={scrolling ? `${styles.track} ${styles.scrolling}` : styles.track} style={trackStyle}>
      <span ref={textRef}>{text}</span>
      {scrolling ? (
        <span className={styles.copy} aria-hidden="true">
          {text}
        </span>
      ) : null}
    </span>
  )
  const colorClass = color === 'info' ? styles.info : color === 'danger' ? styles.danger : ''

  return (
    <div className={`${styles.bar} ${colorClass}`} role="status">
      {icon ? <SpeakerIcon /> : null}
      {tappable ? (
        <button
          type="button"
          ref={box as RefObject<HTMLButtonElement>}
          className={`${styles.content} ${styles.link}`}
          onClick={() => void run?.(onClick)}
        >
          {track}
        </button>
      ) : (
        <span ref={box as RefObject<HTMLSpanElement>} className={styles.content}>
          {track}
        </span>
      )}
      {tappable ? (
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
      ) : null}
      {closeable ? (
        <button
          type="button"
          className={styles.close}
          aria-label="关闭"
          onClick={() => {
            setClosed(true)
            if (Array.isArray(onClose) && onClose.length > 0) void run?.(onClose)
          }}
        >
          <span aria-hidden="true">×</span>
        </button>
      ) : null}
    </div>
  )
}
