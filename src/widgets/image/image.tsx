import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage } from '@/runtime/ui'
import styles from './image.module.css'
import type { schema } from './image.schema'

export type ImageProps = WidgetProps<typeof schema>

/**
 * A picture of the config: the runtime's CoverImage (resize variants in srcset, lazy loading, a frame of
 * fixed ratio so the page does not jump, the default picture on an empty or broken source), in a button
 * when the config gives it actions.
 */
export default function Image({
  src,
  alt = '',
  ratio = '16 / 9',
  fit = 'cover',
  radius = 8,
  sizes = '100vw',
  priority = false,
  onClick,
  run,
}: ImageProps & Partial<WidgetRuntimeProps>) {
  const picture = (
    <CoverImage
      src={src}
      alt={alt}
      ratio={ratio}
      fit={fit}
      radius={radius}
      sizes={sizes}
      priority={priority}
    />
  )
  if (!Array.isArray(onClick) || onClick.length === 0) return picture
  return (
    <button
      type="button"
      className={styles.button}
      style={{ borderRadius: radius }}
      onClick={() => void run?.(onClick)}
    >
      {picture}
    </button>
  )
}
