import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import styles from './stack.module.css'
import type { schema } from './stack.schema'

export type StackProps = FromContract<typeof schema>

/** Lays its children out in a column or a row, optionally on a card. */
export default function Stack({
  direction = 'vertical',
  gap = 8,
  padding = 0,
  align = 'stretch',
  card = false,
  children,
}: StackProps & Partial<WidgetRuntimeProps>) {
  const alignItems = align === 'start' || align === 'end' ? `flex-${align}` : align
  return (
    <div
      className={`${styles.stack} ${direction === 'horizontal' ? styles.row : styles.column} ${card ? styles.card : ''}`}
      style={{ gap, padding, alignItems }}
    >
      {children}
    </div>
  )
}
