import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import styles from './text.module.css'
import type { schema } from './text.schema'

export type TextProps = FromContract<typeof schema>

/** A line or paragraph of text in one of four sizes. */
export default function Text({
  text,
  variant = 'body',
  align = 'left',
  lines,
  color = 'default',
}: TextProps & Partial<WidgetRuntimeProps>) {
  const clamp = lines ? { WebkitLineClamp: lines } : undefined
  return (
    <p
      className={`${styles.text} ${styles[variant]} ${styles[color]} ${lines ? styles.clamp : ''}`}
      style={{ textAlign: align, ...clamp }}
    >
      {text}
    </p>
  )
}
