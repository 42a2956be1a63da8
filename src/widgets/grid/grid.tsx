import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './grid.module.css'
import type { schema } from './grid.schema'

export type GridProps = WidgetProps<typeof schema>

/** Clamps a config's column count to the 2–5 the schema allows (a bound value is not checked). */
export function gridColumns(columns: unknown): number {
  const count = Math.round(Number(columns))
  return Number.isFinite(count) ? Math.min(5, Math.max(2, count)) : 4
}

/** Its children in N equal columns, each child a cell (an `each` over entries gives one cell per item). */
export default function Grid({
  columns = 4,
  gap = 12,
  padding = 0,
  card = false,
  children,
}: GridProps & Partial<WidgetRuntimeProps>) {
  return (
    <div
      className={`${styles.grid} ${card ? styles.card : ''}`}
      style={{ gridTemplateColumns: `repeat(${gridColumns(columns)}, minmax(0, 1fr))`, gap, padding }}
    >
      {children}
    </div>
  )
}
