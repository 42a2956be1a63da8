import type { KeyboardEvent } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './card.module.css'
import type { schema } from './card.schema'

export type CardProps = WidgetProps<typeof schema>

/**
 * A white rounded container: an optional head (title, subtitle, extra text on the right) over the
 * node's children. With `onClick` the whole card is a button (Enter and Space too).
 */
export default function Card({
  title,
  subtitle,
  extra,
  padding = 16,
  margin = 12,
  onClick,
  run,
  children,
}: CardProps & Partial<WidgetRuntimeProps>) {
  const tappable = Array.isArray(onClick) && onClick.length > 0
  const open = () => void run?.(onClick)
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
    event.preventDefault()
    open()
  }
  const head =
    title || subtitle || extra ? (
      <div className={styles.head}>
        <div className={styles.titles}>
          {title ? <h3 className={styles.title}>{title}</h3> : null}
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
        {extra ? (
          <span className={styles.extra}>
            {extra}
            {tappable ? ' ›' : ''}
          </span>
        ) : null}
      </div>
    ) : null
  return (
    // A div with the button role, not a <button>: the children may hold buttons of their own.
    <section
      className={`${styles.card} ${tappable ? styles.tappable : ''}`}
      style={{ padding, margin }}
      {...(tappable
        ? { role: 'button', tabIndex: 0, onClick: open, onKeyDown, 'aria-label': title || undefined }
        : {})}
    >
      {head}
      <div className={styles.body}>{children}</div>
    </section>
  )
}
