import Button from 'antd-mobile/es/components/button'
import Result from 'antd-mobile/es/components/result'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import styles from './result-panel.module.css'
import type { schema } from './result-panel.schema'

export type ResultPanelProps = WidgetProps<typeof schema>

// Problems get ErrorBlock's illustrations; outcomes (done, in review) get Result's icons.
const illustration = {
  invalid: 'default',
  empty: 'empty',
  error: 'disconnected',
} as const

/** A full-width outcome message: an illustration, a headline, a sentence and up to two buttons. */
export default function ResultPanel({
  status = 'empty',
  title,
  description,
  buttonText,
  onClick,
  secondaryText,
  onSecondary,
  run,
}: ResultPanelProps & Partial<WidgetRuntimeProps>) {
  return (
    <section className={styles.panel} data-status={status}>
      {status === 'success' || status === 'waiting' ? (
        <Result status={status} title={title} description={description} />
      ) : (
        <ErrorBlock status={illustration[status]} title={title} description={description} fullPage={false} />
      )}
      <div className={styles.actions}>
        {buttonText ? (
          <Button block color="primary" shape="rounded" onClick={() => void run?.(onClick)}>
            {buttonText}
          </Button>
        ) : null}
        {secondaryText ? (
          <Button block fill="none" onClick={() => void run?.(onSecondary)}>
            {secondaryText}
          </Button>
        ) : null}
      </div>
    </section>
  )
}
