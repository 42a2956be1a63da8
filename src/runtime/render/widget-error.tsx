/** The block a node shows in place of a widget that failed or is unknown; the page keeps working. */
import styles from './render.module.css'

export function WidgetError({ type, pointer, reason }: { type: string; pointer: string; reason?: string }) {
  return (
    <div className={styles.widgetError} role="alert" data-widget-error={type}>
      <strong>此模块暂时无法显示</strong>
      {import.meta.env.DEV ? (
        <code>
          {type} · {pointer}
          {reason ? ` · ${reason}` : ''}
        </code>
      ) : null}
    </div>
  )
}
