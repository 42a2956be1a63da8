import { useEffect, useRef, useState } from 'react'
import { attachHls, failPlayback, playerCoordinator } from '@/runtime/media'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './video.module.css'
import type { schema } from './video.schema'

export type VideoProps = WidgetProps<typeof schema>

/** What a refused address shows in the frame. */
export const VIDEO_INVALID_TEXT = '视频地址无效'

/** An http(s) address or a path of this site (`/…`, not `//host`); anything else is not loaded. */
export function mediaAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text.startsWith('/') && !text.startsWith('//')) return text
  try {
    const url = new URL(text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined
  } catch {
    return undefined
  }
}

const isHls = (src: string) => /\.m3u8($|[?#])/i.test(src)

/**
 * A video in a frame of the given ratio: the browser's controls, autoplay only muted, HLS through the
 * runtime's `attachHls`. Starting it pauses every other player (the media coordinator, spec §4); a
 * failed load pauses, marks the block and toasts 获取资源失败，看看其他内容吧~ (`failPlayback`). No progress
 * is saved: lessons use VideoPlayer.
 */
export default function Video({
  src,
  poster,
  autoplay = false,
  loop = false,
  controls = true,
  ratio = '16 / 9',
  caption,
}: VideoProps & Partial<WidgetRuntimeProps>) {
  const ref = useRef<HTMLVideoElement>(null)
  const [failed, setFailed] = useState(false)
  const address = mediaAddress(src)
  const picture = mediaAddress(poster)

  useEffect(() => {
    const video = ref.current
    if (!video || !address) return
    setFailed(false)
    // React sets `muted` as a property only; the attribute is what lets iOS autoplay it.
    if (autoplay) {
      video.muted = true
      video.defaultMuted = true
    }
    const unregister = playerCoordinator.register(video)
    const fail = () => failPlayback(video, () => setFailed(true))
    let detach: (() => void) | undefined
    let current = true
    if (isHls(address)) {
      void attachHls(video, address, { onFailure: fail }).then((stop) => {
        if (current) detach = stop
        else stop()
      })
    } else {
      video.src = address
    }
    video.addEventListener('error', fail)
    return () => {
      current = false
      video.removeEventListener('error', fail)
      detach?.()
      unregister()
    }
  }, [address, autoplay])

  return (
    <figure className={styles.block}>
      <div className={styles.frame} style={{ aspectRatio: ratio }}>
        {address ? (
          <video
            ref={ref}
            className={styles.video}
            poster={picture}
            controls={controls}
            autoPlay={autoplay}
            muted={autoplay}
            loop={loop}
            playsInline
            preload={autoplay ? 'auto' : 'metadata'}
            aria-label={caption || '视频'}
          />
        ) : null}
        {!address || failed ? (
          <p className={styles.notice} role="alert">
            {address ? '视频加载失败' : VIDEO_INVALID_TEXT}
          </p>
        ) : null}
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  )
}
