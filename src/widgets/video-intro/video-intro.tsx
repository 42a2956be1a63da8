import Button from 'antd-mobile/es/components/button'
import { useMemo } from 'react'
import { bigNumber, clockTime } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { deepLinks, openDeepLink } from '@/runtime/router'
import type { FromContract } from '@/runtime/schema'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import styles from './video-intro.module.css'
import { defaultVideoNotice, type schema } from './video-intro.schema'

export type VideoIntroProps = FromContract<typeof schema>

/**
 * videoBeforePage: what the doctor is about to watch — the cover with its length, title, lecturer and
 * introduction (sanitized HTML) — then a notice card (for medical professionals only) and 开始观看,
 * which opens the video screen.
 */
export default function VideoIntro({
  video,
  notice = defaultVideoNotice,
}: VideoIntroProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const html = useMemo(() => sanitizeHtml(video?.introduction), [video?.introduction])

  if (!video || typeof video !== 'object' || video.id === undefined) {
    return (
      <section className={styles.missing}>
        <ErrorBlock status="empty" title="视频不存在或已下线" description="" fullPage={false} />
      </section>
    )
  }

  const videoId = video.id
  const length = clockTime(video.duration)
  const lecturer = video.lecturer
  const lecturerLine = lecturer ? [lecturer.title, lecturer.hospital].filter(Boolean).join(' · ') : ''
  const start = () => void openDeepLink(runtime, deepLinks.videoDetail(videoId))

  return (
    <article className={styles.intro}>
      <button
        type="button"
        className={styles.coverButton}
        onClick={start}
        aria-label={`播放 ${video.title ?? ''}`}
      >
        <CoverImage src={video.posterUrl || video.bigPicUrl} alt={video.title ?? ''} radius={0} sizes="390px">
          <span className={styles.play}>
            <svg viewBox="0 0 48 48" aria-hidden="true">
              <circle cx="24" cy="24" r="23" />
              <path d="M19 15.5v17l14-8.5z" />
            </svg>
          </span>
          {length ? <span className={styles.duration}>{length}</span> : null}
        </CoverImage>
      </button>

      <section className={styles.card}>
        <h1 className={styles.title}>{video.title}</h1>
        {typeof video.viewCount === 'number' ? (
          <p className={styles.views}>{bigNumber(video.viewCount)}次观看</p>
        ) : null}
        {lecturer?.name ? (
          <p className={styles.lecturer}>
            <span className={styles.lecturerName}>{lecturer.name}</span>
            {lecturerLine ? <span>{lecturerLine}</span> : null}
          </p>
        ) : null}
      </section>

      {html ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>视频简介</h2>
          <div
            className={styles.richText}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        </section>
      ) : null}

      <aside className={styles.notice}>
        <h2 className={styles.noticeTitle}>观看须知</h2>
        <p className={styles.noticeText}>{notice}</p>
      </aside>

      <div className={styles.bar}>
        <Button block color="primary" shape="rounded" size="large" onClick={start}>
          开始观看
        </Button>
      </div>
    </article>
  )
}
