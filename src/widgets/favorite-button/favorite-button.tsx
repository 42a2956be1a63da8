import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { useFavoriteToggle } from '@/runtime/social'
import styles from './favorite-button.module.css'
import type { schema } from './favorite-button.schema'

export type FavoriteButtonProps = WidgetProps<typeof schema>

function BookmarkIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M6.5 3.5h11a1 1 0 0 1 1 1v15.6a.5.5 0 0 1-.8.4L12 16.3l-5.7 4.2a.5.5 0 0 1-.8-.4V4.5a1 1 0 0 1 1-1Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
      {filled ? null : (
        <path d="M12 7.5v5M9.5 10h5" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" />
      )}
    </svg>
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.2s-7.6-4.6-8.9-9.6C2.3 7.3 4.4 4.3 7.6 4.3c1.9 0 3.4 1.1 4.4 2.6 1-1.5 2.5-2.6 4.4-2.6 3.2 0 5.3 3 4.5 6.3-1.3 5-8.9 9.6-8.9 9.6Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/**
 * The favorite toggle (spec §4) as a button: 想学 / 已想学 under a bookmark (the 想学 list, owner
 * ACADEMY), a round heart icon, or a 收藏 / 已收藏 pill. Taps while a call is out are ignored.
 */
export default function FavoriteButton({
  item,
  objectType = 'COURSE',
  ownerModule,
  initial,
  variant = 'wantToLearn',
  toast,
  onChange,
  run,
}: FavoriteButtonProps & Partial<WidgetRuntimeProps>) {
  const wantToLearn = variant === 'wantToLearn'
  const favorite = useFavoriteToggle({
    item: item ?? {},
    objectType,
    ownerModule: ownerModule ?? (wantToLearn ? 'ACADEMY' : 'OTHER'),
    // Absent (not bound, or the answer has no favorite flag): the social runtime asks favorite.status.
    collected: typeof initial === 'boolean' ? initial : undefined,
    toast: toast ?? (wantToLearn ? '已加入想学' : '收藏成功'),
    onChange: (collected) => void run?.(onChange, { favorite: collected }),
  })
  const { collected, busy } = favorite
  const label = wantToLearn ? (collected ? '已想学' : '想学') : collected ? '已收藏' : '收藏'
  const className = [styles.button, styles[variant], collected ? styles.on : ''].filter(Boolean).join(' ')

  return (
    <button
      type="button"
      className={className}
      aria-pressed={collected}
      aria-busy={busy}
      aria-label={variant === 'icon' ? label : undefined}
      onClick={() => void favorite.toggle()}
    >
      {variant === 'text' ? null : variant === 'icon' ? (
        <HeartIcon filled={collected} />
      ) : (
        <BookmarkIcon filled={collected} />
      )}
      {variant === 'icon' ? null : <span className={styles.label}>{label}</span>}
    </button>
  )
}
