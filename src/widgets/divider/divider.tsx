import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './divider.module.css'
import type { schema } from './divider.schema'

export type DividerProps = WidgetProps<typeof schema>

/** A line between sections, with an optional text in it. */
export default function Divider({
  text,
  textPosition = 'center',
  dashed = false,
  margin = 16,
  inset = 12,
}: DividerProps & Partial<WidgetRuntimeProps>) {
  const hasText = text !== undefined && text !== null && text !== ''
  const classes = [
    styles.divider,
    dashed ? styles.dashed : '',
    hasText
      ? textPosition === 'left'
        ? styles.left
        : textPosition === 'right'
          ? styles.right
          : ''
      : styles.plain,
  ]
  return (
    // A separator with a text keeps it readable: role=separator would hide the text from screen readers.
    <div
      className={classes.filter(Boolean).join(' ')}
      style={{ margin: `${margin}px ${inset}px` }}
      role={hasText ? undefined : 'separator'}
    >
      {hasText ? <span className={styles.text}>{text}</span> : null}
    </div>
  )
}
