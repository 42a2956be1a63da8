import AntSteps from 'antd-mobile/es/components/steps'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './steps.module.css'
import type { schema } from './steps.schema'

export type StepsProps = WidgetProps<typeof schema>

/** A bound `current` may come as a string or not at all: an index from 0, else 0. */
function stepIndex(current: unknown): number {
  const index = Math.floor(Number(current))
  return Number.isFinite(index) && index > 0 ? index : 0
}

/** antd-mobile Steps: finished steps before `current`, the current one in progress, the rest waiting. */
export default function Steps({
  steps,
  current = 0,
  direction = 'horizontal',
}: StepsProps & Partial<WidgetRuntimeProps>) {
  const list = Array.isArray(steps) ? steps : []
  if (list.length === 0) return null
  return (
    <div className={styles.steps}>
      <AntSteps current={stepIndex(current)} direction={direction}>
        {list.map((step, index) => (
          <AntSteps.Step
            // Steps are a fixed sequence from config: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            title={step.title}
            description={step.description}
            {...(step.status ? { status: step.status } : {})}
          />
        ))}
      </AntSteps>
    </div>
  )
}
