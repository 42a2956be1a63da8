import type { ReactNode } from 'react'
import styles from './cards.module.css'

/** How a card lays out: a row with the cover on the left, a column (waterfall, grid), or a big cover. */
export type CardLayout = 'horizontal' | 'vertical' | 'large'

export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** `sizes` for the cover's srcset per layout (a 390 px phone; 2 columns in a waterfall). */
export const coverSizes: Readonly<Record<CardLayout, string>> = {
  horizontal: '128px',
  vertical: '50vw',
  large: '100vw',
}

/**
 * The card's frame. The title is the card's one button; its ::after covers the whole card, so a tap
 * anywhere opens it while a screen reader hears a short name (the title), not the whole card.
 */
export function CardShell({
  layout,
  className,
  children,
  testId,
}: {
  layout: CardLayout
  className?: string
  children: ReactNode
  testId?: string
}) {
  return (
    <article className={cx(styles.card, styles[layout], className)} data-layout={layout} data-card={testId}>
      {children}
    </article>
  )
}

export function OpenTitle({
  title,
  onOpen,
  lines = 2,
  className,
}: {
  title: string
  onOpen?: () => void
  lines?: 1 | 2
  className?: string
}) {
  return (
    <h3 className={cx(styles.title, className)}>
      <button
        type="button"
        className={cx(styles.open, lines === 1 ? styles.oneLine : styles.twoLines)}
        onClick={onOpen}
      >
        {title}
      </button>
    </h3>
  )
}

export type BadgeTone = 'type' | 'advanced' | 'free' | 'coming' | 'streaming' | 'over' | 'muted' | 'open'

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {tone === 'streaming' ? <span className={styles.liveDot} aria-hidden="true" /> : null}
      {children}
    </span>
  )
}

/**
 * The mark of a card whose screen is for certified doctors only (its route always checks certification,
 * issue 15 item 2): a visitor knows before the tap that the screen will ask them to log in.
 */
export function CertifiedOnlyMark() {
  return (
    <span className={styles.certifiedOnly} data-mark="certified-only">
      <svg viewBox="0 0 12 12" aria-hidden="true" className={styles.certifiedIcon}>
        <path d="M6 .8 10.5 2.5v3c0 2.8-1.9 4.9-4.5 5.7C3.4 10.4 1.5 8.3 1.5 5.5v-3z" fill="currentColor" />
        <path
          d="m3.8 5.9 1.5 1.5 2.9-3"
          fill="none"
          stroke="#fff"
          strokeWidth="1.3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      认证医生
    </span>
  )
}

/** Price (red, 免费 in green) with its discount label (限时优惠) and the struck-through original price. */
export function PriceLine({ price, original, tag = '' }: { price: string; original: string; tag?: string }) {
  if (!price) return null
  return (
    <span className={styles.price}>
      <strong className={price === '免费' ? styles.free : styles.amount}>{price}</strong>
      {tag ? <span className={styles.discountTag}>{tag}</span> : null}
      {original ? <s className={styles.original}>{original}</s> : null}
    </span>
  )
}

/** A thin progress bar with its 已学 label. */
export function ProgressLine({ percent }: { percent: number }) {
  return (
    <div className={styles.progress}>
      <div
        className={styles.progressTrack}
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label="学习进度"
      >
        <div className={styles.progressFill} style={{ width: `${percent}%` }} />
      </div>
      <span className={styles.progressText}>{percent >= 100 ? '已学完' : `已学 ${percent}%`}</span>
    </div>
  )
}
