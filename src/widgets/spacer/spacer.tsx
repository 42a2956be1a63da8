import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import type { schema } from './spacer.schema'

export type SpacerProps = WidgetProps<typeof schema>

/** Empty space between two widgets. */
export default function Spacer({ height = 12 }: SpacerProps & Partial<WidgetRuntimeProps>) {
  const size = typeof height === 'number' && Number.isFinite(height) ? Math.max(0, height) : 12
  return <div aria-hidden="true" style={{ height: size, flexShrink: 0 }} />
}
