import Image from 'antd-mobile/es/components/image'
import { useEffect, useMemo, useRef, useState } from 'react'
import { wechatPreviewImage } from '@/runtime/platform'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock, MultiImageViewer } from '@/runtime/ui'
import styles from './image-gallery.module.css'
import type { schema } from './image-gallery.schema'

export type ImageGalleryProps = WidgetProps<typeof schema>

/** Only addresses a browser shows as an image: http(s), same-site paths, data: and blob: images. */
export function safeImageUrls(urls: string | readonly string[] | undefined): string[] {
  const list = typeof urls === 'string' ? urls.split(',') : [...(urls ?? [])]
  return list
    .map((url) => url.trim())
    .filter((url) => /^(https?:\/\/|\/(?!\/)|data:image\/|blob:)/i.test(url))
}

/**
 * The image shown first: `current` is an index (0-based) or, as WeChat's previewImage passes it, the
 * address of one of the images; anything else shows the first.
 */
export function startIndex(images: readonly string[], current: string | number | undefined): number {
  if (typeof current === 'string' && current.trim() !== '' && !/^\d+$/.test(current.trim())) {
    const found = images.indexOf(current.trim())
    return found >= 0 ? found : 0
  }
  const start = Number(current ?? 0)
  return Number.isInteger(start) && start >= 0 && start < images.length ? start : 0
}

/** WeChat's previewer wants absolute addresses. */
function absolute(url: string): string {
  try {
    return new URL(url, globalThis.location?.href).href
  } catch {
    return url
  }
}

/**
 * A full-screen image viewer (swipe, pinch to zoom) over a grid of thumbnails; tapping a thumbnail
 * opens the viewer at that image. In WeChat, where the JS-SDK offers previewImage, its own viewer opens
 * instead (save and share as doctors expect there).
 */
export default function ImageGallery({
  urls,
  current,
  openOnStart = true,
  onClose,
  run,
}: ImageGalleryProps & Partial<WidgetRuntimeProps>) {
  const { platform } = useRuntime()
  const images = useMemo(() => safeImageUrls(urls), [urls])
  const initial = startIndex(images, current)
  const [index, setIndex] = useState(initial)
  const wechatPreview = wechatPreviewImage(platform.isWechat)
  const [visible, setVisible] = useState(openOnStart && images.length > 0 && !wechatPreview)

  const open = (position: number) => {
    const preview = wechatPreviewImage(platform.isWechat)
    if (preview) {
      preview({ current: absolute(images[position] ?? ''), urls: images.map(absolute) })
      return
    }
    setIndex(position)
    setVisible(true)
  }
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    const preview = wechatPreviewImage(platform.isWechat)
    if (preview && openOnStart && images.length > 0)
      preview({ current: absolute(images[initial] ?? ''), urls: images.map(absolute) })
  }, [platform, openOnStart, images, initial])

  if (images.length === 0) {
    return (
      <div className={styles.empty}>
        <ErrorBlock status="empty" title="没有可查看的图片" description="链接中的图片地址为空或无效" />
      </div>
    )
  }
  return (
    <section className={styles.gallery}>
      <p className={styles.count}>共 {images.length} 张图片，点击查看大图</p>
      <div className={styles.grid}>
        {images.map((url, position) => (
          <button
            type="button"
            // biome-ignore lint/suspicious/noArrayIndexKey: the same image may appear twice; position keeps keys unique
            key={`${url}-${position}`}
            className={styles.thumb}
            onClick={() => open(position)}
            aria-label={`查看第 ${position + 1} 张图片`}
          >
            <Image src={url} alt="" fit="cover" width="100%" height="100%" lazy />
          </button>
        ))}
      </div>
      <MultiImageViewer
        // The viewer reads its start index only when it mounts: remount it for each thumbnail tapped.
        key={index}
        classNames={{ mask: styles.viewerMask }}
        images={images}
        visible={visible}
        defaultIndex={index}
        onClose={() => {
          setVisible(false)
          void run?.(onClose)
        }}
      />
    </section>
  )
}
