import { Component, type ErrorInfo, type ReactNode } from 'react'
import styles from './render.module.css'

interface Props {
  type: string
  pointer: string
  children: ReactNode
}

/**
 * Every widget renders inside one of these: a widget that throws shows a small error block and the rest
 * of the page keeps working.
 */
export class WidgetBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `[render] widget ${this.props.type} at ${this.props.pointer} failed`,
      error,
      info.componentStack,
    )
  }

  override render(): ReactNode {
    if (this.state.error) return <WidgetError type={this.props.type} pointer={this.props.pointer} />
    return this.props.children
  }
}

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
