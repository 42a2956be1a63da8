import Skeleton from 'antd-mobile/es/components/skeleton'
import { type ReactNode, useEffect, useState } from 'react'
import type { WidgetRegistry } from '../registry/index'
import { WidgetError } from './widget-error'

/**
 * A widget whose code is not loaded yet: a screen's first render does not wait for what sits in a tab's
 * pane (schemas/meta/first-paint-widgets.ts), so a pane opened before its widget arrived shows a few
 * skeleton lines, loads it and then renders it. A chunk that fails to load shows the error block.
 */
export function PendingWidget({
  type,
  pointer,
  registry,
  render,
}: {
  type: string
  pointer: string
  registry: WidgetRegistry
  render: () => ReactNode
}) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  useEffect(() => {
    let live = true
    registry.preload([type]).then(
      () => live && setState('loaded'),
      (error: unknown) => {
        console.warn(`[render] widget ${type} at ${pointer} failed to load`, error)
        if (live) setState('failed')
      },
    )
    return () => {
      live = false
    }
  }, [registry, type, pointer])
  if (state === 'failed') return <WidgetError type={type} pointer={pointer} reason="not loaded" />
  if (registry.loaded(type)) return render()
  return (
    <div aria-busy="true" data-widget-pending={type} style={{ padding: 16 }}>
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  )
}
