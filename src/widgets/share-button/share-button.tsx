import Button from 'antd-mobile/es/components/button'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './share-button.module.css'
import type { schema } from './share-button.schema'

export type ShareButtonProps = WidgetProps<typeof schema>

/**
 * The runtime's `share` action (src/runtime/render/actions.ts): the WeChat card and its guide, the app's
 * share sheet, or the Web Share API; the poster sheet first with sharePoster. The values travel in the
 * event, already resolved, so a title read from data is shared as it is and never read as a binding.
 */
function shareActions(sharePoster: boolean) {
  return [
    {
      type: 'share',
      title: '${event.title}',
      desc: '${event.desc}',
      img: '${event.img}',
      link: '${event.link}',
      ...(sharePoster ? { sharePoster: true } : {}),
    },
  ]
}

function ShareIcon() {
  return (
    <svg className={styles.icon} width="16" height="16" viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="currentColor"
        d="M18 16.1c-.8 0-1.4.3-2 .8l-7.1-4.2c.1-.2.1-.5.1-.7s0-.5-.1-.7L16 7.2c.5.5 1.2.8 2 .8 1.7 0 3-1.3 3-3s-1.3-3-3-3-3 1.3-3 3c0 .2 0 .5.1.7L8 9.8C7.5 9.3 6.8 9 6 9c-1.7 0-3 1.3-3 3s1.3 3 3 3c.8 0 1.5-.3 2-.8l7.1 4.2c-.1.2-.1.4-.1.6 0 1.6 1.3 2.9 2.9 2.9s2.9-1.3 2.9-2.9-1.2-2.9-2.8-2.9z"
      />
    </svg>
  )
}

/** A button running the app's share flow with this content. */
export default function ShareButton({
  text = '分享',
  title,
  desc,
  img,
  link,
  sharePoster = false,
  variant = 'primary',
  block = false,
  run,
}: ShareButtonProps & Partial<WidgetRuntimeProps>) {
  const share = () =>
    void run?.(shareActions(sharePoster), {
      title: title ?? '',
      desc: desc ?? '',
      img: img ?? '',
      link: link ?? '',
    })
  return (
    <div className={styles.wrap}>
      <Button
        color="primary"
        fill={variant === 'primary' ? 'solid' : variant === 'outline' ? 'outline' : 'none'}
        shape="rounded"
        block={block}
        onClick={share}
      >
        <ShareIcon />
        {text}
      </Button>
    </div>
  )
}
