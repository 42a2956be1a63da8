import Button from 'antd-mobile/es/components/button'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState } from '@/runtime/states'
import type { schema } from './empty.schema'

export type EmptyProps = WidgetProps<typeof schema>

/** The runtime's EmptyState (the one the lists show for 暂无…), with an optional button of actions. */
export default function Empty({
  text = '暂无内容',
  description = '',
  image,
  buttonText = '去看看',
  onButtonClick,
  run,
}: EmptyProps & Partial<WidgetRuntimeProps>) {
  const hasButton = Array.isArray(onButtonClick) && onButtonClick.length > 0
  return (
    <EmptyState text={text} description={description} image={image || undefined}>
      {hasButton ? (
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          loading="auto"
          onClick={() => run?.(onButtonClick)}
        >
          {buttonText}
        </Button>
      ) : null}
    </EmptyState>
  )
}
