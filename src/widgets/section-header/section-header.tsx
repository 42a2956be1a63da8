import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './section-header.module.css'
import type { schema } from './section-header.schema'

export type SectionHeaderProps = WidgetProps<typeof schema>

/** The head of a page section: title, a subtitle, and 更多 › when the config gives it actions. */
export default function SectionHeader({
  title,
  subtitle,
  moreText = '更多',
  onMore,
  run,
}: SectionHeaderProps & Partial<WidgetRuntimeProps>) {
  const hasMore = Array.isArray(onMore) && onMore.length > 0
  return (
    <header className={styles.header}>
      <h2 className={styles.title}>{title}</h2>
      {subtitle ? <span className={styles.subtitle}>{subtitle}</span> : null}
      {hasMore ? (
        <button type="button" className={styles.more} onClick={() => void run?.(onMore)}>
          {moreText}
          <span aria-hidden="true" className={styles.chevron}>
            ›
          </span>
        </button>
      ) : null}
    </header>
  )
}
