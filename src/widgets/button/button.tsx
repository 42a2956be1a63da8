import AntButton, { type ButtonProps as AntButtonProps } from 'antd-mobile/es/components/button'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './button.module.css'
import type { schema } from './button.schema'

export type ButtonProps = WidgetProps<typeof schema>

type Variant = NonNullable<ButtonProps['variant']>

/** The config's variants on antd-mobile's colours and fills (its colours are the theme's tokens). */
const LOOKS: Record<Variant, Pick<AntButtonProps, 'color' | 'fill'>> = {
  primary: { color: 'primary', fill: 'solid' },
  default: { color: 'default', fill: 'solid' },
  danger: { color: 'danger', fill: 'solid' },
  ghost: { color: 'primary', fill: 'outline' },
}

/**
 * A button of the config: antd-mobile's Button (the app's buttons), whose `loading="auto"` shows the
 * loading mark and refuses taps while the promise of `run` is pending, so an action list runs once per
 * tap even when it calls the API. The 44 px hit area comes from theme.css (decision 0028).
 */
export default function Button({
  text,
  variant = 'primary',
  size = 'middle',
  shape = 'rounded',
  block = false,
  disabled = false,
  onClick,
  run,
}: ButtonProps & Partial<WidgetRuntimeProps>) {
  const look = LOOKS[variant] ?? LOOKS.primary
  return (
    <AntButton
      className={size === 'small' ? `${styles.button} ${styles.small}` : styles.button}
      color={look.color}
      fill={look.fill}
      size={size}
      shape={shape}
      block={block}
      // A binding may hand over a string ('false' from a query): only true disables.
      disabled={disabled === true}
      loading="auto"
      onClick={async () => {
        if (Array.isArray(onClick) && onClick.length > 0) await run?.(onClick)
      }}
    >
      {text}
    </AntButton>
  )
}
