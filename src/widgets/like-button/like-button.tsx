import { bigNumber } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { likeEndpoints, useLikeToggle } from '@/runtime/social'
import styles from './like-button.module.css'
import type { schema } from './like-button.schema'

export type LikeButtonProps = WidgetProps<typeof schema>

function ThumbIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M7.5 10.2 11 3.6c.3-.6 1-.9 1.6-.7 1.2.4 1.9 1.6 1.6 2.8l-.8 3.3h4.9c1.4 0 2.4 1.3 2.1 2.6l-1.6 7c-.2 1-1.1 1.7-2.1 1.7H7.5V10.2Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      <rect
        x="2.8"
        y="10.2"
        width="4.7"
        height="10.1"
        rx="1"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
      />
    </svg>
  )
}

/**
 * A like toggle (like.add / like.remove, or live.like for LIVE) showing the count; taps while a call is
 * out are ignored, the answer's { liked, likeCount } is shown, a guest goes to login.
 */
export default function LikeButton({
  type,
  id,
  liked = false,
  count = 0,
  variant = 'icon',
  onChange,
  run,
}: LikeButtonProps & Partial<WidgetRuntimeProps>) {
  const like = useLikeToggle({
    endpoints: likeEndpoints(type, id),
    liked: liked === true,
    count: Number(count) || 0,
    onChange: (state) => void run?.(onChange, { liked: state.liked, likeCount: state.count }),
  })
  const shown = like.count > 0 ? bigNumber(like.count) : variant === 'pill' ? '' : '赞'
  return (
    <button
      type="button"
      className={`${styles.button} ${styles[variant] ?? ''} ${like.liked ? styles.on : ''}`}
      aria-pressed={like.liked}
      aria-busy={like.busy}
      aria-label={`${like.liked ? '取消点赞' : '点赞'}，${like.count} 人赞过`}
      onClick={() => void like.toggle()}
    >
      <ThumbIcon filled={like.liked} />
      {variant === 'pill' ? <span>{like.liked ? '已赞' : '赞'}</span> : null}
      {shown ? <span className={styles.count}>{shown}</span> : null}
    </button>
  )
}
