import { type CSSProperties, type ReactNode, useState } from 'react'
import { imageSrcSet } from '../format/index'
import styles from './cover-image.module.css'

/**
 * The default picture (spec §4 popups/images, §8): shown when a cover's source is empty or fails to
 * load. An inline SVG, so it never fails itself and needs no request.
 */
export const DEFAULT_PICTURE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" preserveAspectRatio="xMidYMid slice">' +
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">' +
    '<stop offset="0" stop-color="#eef3fb"/><stop offset="1" stop-color="#e2eaf5"/></linearGradient></defs>' +
    '<rect width="320" height="180" fill="url(#g)"/>' +
    '<g transform="translate(136 66)" fill="none" stroke="#b4c3d9" stroke-width="4" stroke-linejoin="round">' +
    '<rect x="2" y="2" width="44" height="36" rx="5"/>' +
    '<circle cx="15" cy="14" r="4" fill="#b4c3d9" stroke="none"/>' +
    '<path d="M4 34 L18 22 L27 30 L34 24 L44 34"/></g>' +
    '<text x="160" y="134" text-anchor="middle" font-size="13" fill="#a3b2c7" ' +
    'font-family="-apple-system, PingFang SC, sans-serif">DermaCampus</text></svg>',
)}`

export interface CoverImageProps {
  /** The picture's address; empty counts as an error (spec §5) and shows the default picture. */
  src: string | null | undefined
  alt?: string
  /** CSS aspect ratio of the frame, e.g. '16 / 9' (default) or '1'. */
  ratio?: string
  /** The `sizes` attribute: how wide the picture shows, so the browser picks a 100–400 px variant. */
  sizes?: string
  /** Corner radius in px (default 8). */
  radius?: number
  /** `cover` fills the frame and crops (default); `contain` shows the whole picture on the frame's tint. */
  fit?: 'cover' | 'contain'
  className?: string
  /** Overlays over the picture (badges, a play mark, a duration). */
  children?: ReactNode
  /**
   * The screen's main picture at the top (a home banner, an activity's banner): loaded at once with high
   * priority instead of lazily, since it is what the doctor waits for (the largest paint).
   */
  priority?: boolean
}

/**
 * A cover picture: the 100/200/300/400 px resize variants in `srcset` (spec §9), lazily loaded (but the
 * screen's main picture, `priority`), in a
 * frame of a fixed aspect ratio so lists do not jump while pictures load, and the default picture when
 * the source is empty or fails (spec §4, §8).
 */
export function CoverImage({
  src,
  alt = '',
  ratio = '16 / 9',
  sizes = '100vw',
  radius = 8,
  fit = 'cover',
  className,
  children,
  priority = false,
}: CoverImageProps) {
  const url = typeof src === 'string' ? src.trim() : ''
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  const failed = url === '' || failedUrl === url
  const srcSet = failed ? '' : imageSrcSet(url)
  const style: CSSProperties = { aspectRatio: ratio, borderRadius: radius }
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame} style={style}>
      <img
        className={styles.image}
        style={fit === 'cover' ? undefined : { objectFit: fit }}
        src={failed ? DEFAULT_PICTURE : url}
        srcSet={srcSet || undefined}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? 'sync' : 'async'}
        data-fallback={failed ? 'true' : undefined}
        onError={() => {
          if (!failed) setFailedUrl(url)
        }}
      />
      {children}
    </div>
  )
}
