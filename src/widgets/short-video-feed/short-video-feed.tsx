import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { usePagedRead, useRead } from '@/runtime/data'
import { bigNumber } from '@/runtime/format'
import { MediaIcon, useMediaPlayer } from '@/runtime/media'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { likeEndpoints, useFavoriteToggle, useLikeToggle } from '@/runtime/social'
import { reads } from './short-video-feed.data'
import styles from './short-video-feed.module.css'
import type { schema } from './short-video-feed.schema'

export type ShortVideoFeedProps = WidgetProps<typeof schema>
type ShortVideo = NonNullable<ShortVideoFeedProps['items']>[number]
type Run = WidgetRuntimeProps['run'] | undefined

/** Where the feed starts: the video `initialId`, else index `position`, else the first. */
export function startIndex(videos: readonly ShortVideo[], initialId: unknown, position: unknown): number {
  if (initialId !== undefined && initialId !== null && initialId !== '') {
    const found = videos.findIndex((video) => String(video.id) === String(initialId))
    if (found >= 0) return found
  }
  const index = Number(position)
  return Number.isInteger(index) && index >= 0 && index < videos.length ? index : 0
}

/** Query bindings of absent values arrive as '': they are left out of the read. */
function given(value: unknown): unknown {
  return value === undefined || value === null || value === '' ? undefined : value
}

/** Each video once (a video posted meanwhile shifts the server's pages; the link's video may be listed). */
function distinct(videos: readonly ShortVideo[]): ShortVideo[] {
  const seen = new Set<string>()
  return videos.filter((video) => !seen.has(String(video.id)) && seen.add(String(video.id)))
}

function Slide({
  video,
  active,
  near,
  muted,
  setMuted,
  jumpType,
  actions,
  run,
}: {
  video: ShortVideo
  active: boolean
  /** The one in view and its neighbours hold a <video>; the rest only their poster. */
  near: boolean
  muted: boolean
  setMuted: (muted: boolean) => void
  jumpType?: string
  actions: Pick<ShortVideoFeedProps, 'onComment' | 'onCollection' | 'onLecturer'>
  run: Run
}) {
  const player = useMediaPlayer()
  const { element, play, pause } = player
  const { state } = player
  const like = useLikeToggle({
    endpoints: likeEndpoints('SHORT_VIDEO', video.id),
    liked: video.liked === true,
    count: video.likeCount ?? 0,
  })
  const favorite = useFavoriteToggle({
    item: { id: video.id, title: video.title ?? '', bigPicUrl: video.posterUrl ?? '' },
    objectType: 'VIDEO',
    collected: video.favorite === true,
  })

  useEffect(() => {
    if (element) element.muted = muted
  }, [element, muted])

  // The video in view plays (muted until a tap); the coordinator pauses the one left behind.
  useEffect(() => {
    if (!element) return
    if (!active) {
      pause()
      return
    }
    void play().then((outcome) => {
      // A browser that wants a tap before sound: play muted instead.
      if (outcome === 'blocked' && !element.muted) {
        setMuted(true)
        element.muted = true
        void play()
      }
    })
  }, [active, element, play, pause, setMuted])

  const lecturer = video.lecturer ?? null
  const progress = state.duration > 0 ? Math.min(100, (state.currentTime / state.duration) * 100) : 0
  const poster = video.posterUrl || undefined

  return (
    <section className={styles.slide} aria-roledescription="短视频" aria-label={video.title ?? ''}>
      {near ? (
        <video
          ref={player.ref}
          className={styles.video}
          src={video.videoUrl || undefined}
          poster={poster}
          muted={muted}
          loop
          preload={active ? 'auto' : 'metadata'}
          playsInline
          webkit-playsinline="true"
          x5-playsinline="true"
          x5-video-player-type="h5-page"
        />
      ) : poster ? (
        <img className={styles.video} src={poster} alt="" loading="lazy" />
      ) : null}

      <button
        type="button"
        className={styles.surface}
        aria-label={muted ? '开启声音' : state.playing ? '暂停' : '播放'}
        onClick={() => {
          if (muted) {
            setMuted(false)
            if (!state.playing) void play()
          } else player.toggle()
        }}
      />

      {active && muted && !state.errored ? (
        <button type="button" className={styles.unmute} onClick={() => setMuted(false)}>
          <MediaIcon name="muted" size={16} />
          点击开启声音
        </button>
      ) : null}

      {state.waiting && !state.errored ? (
        <div className={styles.spinner} role="status" aria-label="加载中" />
      ) : null}
      {active && state.started && !state.playing && !state.waiting && !state.errored ? (
        <span className={styles.paused} aria-hidden="true">
          <MediaIcon name="play" size={34} />
        </span>
      ) : null}
      {state.errored ? (
        <div className={styles.error} role="alert">
          <p>视频加载失败，请稍后重试</p>
          <button type="button" className={styles.retry} onClick={player.retry}>
            <MediaIcon name="retry" size={16} />
            重试
          </button>
        </div>
      ) : null}

      <div className={styles.rail}>
        <button
          type="button"
          className={styles.avatar}
          aria-label={lecturer?.name ? `讲师 ${lecturer.name}` : '讲师'}
          onClick={() => void run?.(actions.onLecturer, { id: lecturer?.id, name: lecturer?.name })}
        >
          {lecturer?.avatarUrl ? (
            <img src={lecturer.avatarUrl} alt="" />
          ) : (
            <span>{(lecturer?.name ?? '医').slice(0, 1)}</span>
          )}
        </button>
        <button
          type="button"
          className={styles.action}
          data-on={like.liked ? 'true' : 'false'}
          aria-pressed={like.liked}
          aria-label="点赞"
          onClick={() => void like.toggle()}
        >
          <MediaIcon name={like.liked ? 'heartFill' : 'heart'} size={32} />
          <span>{like.count > 0 ? bigNumber(like.count) : '点赞'}</span>
        </button>
        <button
          type="button"
          className={styles.action}
          aria-label="评论"
          onClick={() => void run?.(actions.onComment, { id: video.id, title: video.title })}
        >
          <MediaIcon name="comment" size={30} />
          <span>{(video.commentCount ?? 0) > 0 ? bigNumber(video.commentCount ?? 0) : '评论'}</span>
        </button>
        <button
          type="button"
          className={styles.action}
          data-on={favorite.collected ? 'true' : 'false'}
          aria-pressed={favorite.collected}
          aria-label="收藏"
          onClick={() => void favorite.toggle()}
        >
          <MediaIcon name={favorite.collected ? 'starFill' : 'star'} size={32} />
          <span>{favorite.collected ? '已收藏' : '收藏'}</span>
        </button>
      </div>

      <div className={styles.info}>
        {jumpType === 'collection' && video.collection ? (
          <button
            type="button"
            className={styles.collection}
            onClick={() =>
              void run?.(actions.onCollection, { id: video.collection?.id, title: video.collection?.title })
            }
          >
            合集·{video.collection.title}
          </button>
        ) : null}
        {lecturer?.name ? (
          <p className={styles.lecturer}>
            @{lecturer.name}
            {lecturer.title || lecturer.hospital ? (
              <span>{[lecturer.title, lecturer.hospital].filter(Boolean).join(' · ')}</span>
            ) : null}
          </p>
        ) : null}
        {video.title ? <p className={styles.title}>{video.title}</p> : null}
      </div>

      {active ? (
        <div className={styles.progress} aria-hidden="true">
          <i style={{ width: `${progress}%` }} />
        </div>
      ) : null}
    </section>
  )
}

/**
 * Short videos full screen, one above the other: swipe up for the next (scroll snap). The one in view
 * plays, muted until the first tap (browsers only autoplay silently); every other one is paused (one
 * player at a time, spec §4). Each has a right rail (lecturer, like, comment, favorite) and its title
 * and lecturer at the bottom, with 合集·<title> when opened from a collection. Reads pages of
 * shortVideo.items through the one client cache as the doctor nears the end, unless `items` are given;
 * a like or favorite refreshes them, so the rail shows the server's state.
 */
export default function ShortVideoFeed({
  items,
  params,
  initialId,
  position,
  jumpType,
  onComment,
  onCollection,
  onLecturer,
  run,
}: ShortVideoFeedProps & Partial<WidgetRuntimeProps>) {
  const collectionId = given((params as Record<string, unknown> | undefined)?.collectionId)
  const { list, loadNext, reload } = usePagedRead<ShortVideo>(reads.videos, {
    props: { collectionId },
    enabled: !items,
  })
  const startId = given(initialId)
  const listed = list.status === 'ready' ? list.items : []
  // The video of the link, when the first page does not have it: asked for and shown first.
  const fetchStart =
    !items &&
    startId !== undefined &&
    list.status === 'ready' &&
    !listed.some((video) => String(video.id) === String(startId))
  const { answer: start } = useRead<ShortVideo | null>(reads.start, {
    props: { id: startId },
    enabled: fetchStart,
  })

  let status: 'loading' | 'error' | 'ready'
  let videos: ShortVideo[] = []
  if (items) {
    status = 'ready'
    videos = items
  } else if (list.status === 'loading' || (fetchStart && start.status === 'loading')) status = 'loading'
  else if (list.status === 'error') status = 'error'
  else {
    status = 'ready'
    const first = fetchStart && start.status === 'ready' && start.data && typeof start.data === 'object'
    videos = distinct(first ? [start.data as ShortVideo, ...listed] : listed)
  }

  const [active, setActive] = useState(() => (items ? startIndex(items, initialId, position) : 0))
  const [muted, setMuted] = useState(true)
  const scroller = useRef<HTMLDivElement>(null)
  const placed = useRef(false)
  const next = useRef(loadNext)
  next.current = loadNext

  // Full screen below whatever is above the feed (the 44 px header outside WeChat and the app).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the loading box and the list are different elements
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const top = Math.max(0, Math.round(box.getBoundingClientRect().top + window.scrollY))
    box.style.setProperty('--feed-top', `${top}px`)
  }, [status])

  // Scroll to the start video once the list is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: placed once, from the list first shown
  useLayoutEffect(() => {
    const box = scroller.current
    if (status !== 'ready' || videos.length === 0 || placed.current || !box) return
    placed.current = true
    const index = items ? active : startIndex(videos, initialId, position)
    if (index !== active) setActive(index)
    box.scrollTop = index * box.clientHeight
  }, [status, active, videos.length])

  // Near the end: the next page (a failed one is asked again when the doctor swipes on).
  useEffect(() => {
    if (!items && status === 'ready' && active >= videos.length - 2) void next.current()
  }, [items, status, active, videos.length])

  const onScroll = () => {
    const box = scroller.current
    if (!box || box.clientHeight <= 0) return
    const index = Math.min(videos.length - 1, Math.max(0, Math.round(box.scrollTop / box.clientHeight)))
    if (index !== active) setActive(index)
  }

  if (status !== 'ready' || videos.length === 0) {
    return (
      <div ref={scroller} className={styles.feed}>
        <div className={styles.state}>
          {status === 'loading' ? (
            <>
              <div className={styles.spinner} role="status" aria-label="加载中" />
              <p>正在加载短视频…</p>
            </>
          ) : null}
          {status === 'error' ? (
            <>
              <p>短视频加载失败</p>
              <button type="button" className={styles.retry} onClick={reload}>
                重新加载
              </button>
            </>
          ) : null}
          {status === 'ready' ? <p>暂无短视频</p> : null}
        </div>
      </div>
    )
  }

  return (
    <div ref={scroller} className={styles.feed} onScroll={onScroll}>
      {videos.map((video, index) => (
        <Slide
          key={String(video.id)}
          video={video}
          active={index === active}
          near={Math.abs(index - active) <= 1}
          muted={muted}
          setMuted={setMuted}
          jumpType={jumpType}
          actions={{ onComment, onCollection, onLecturer }}
          run={run}
        />
      ))}
    </div>
  )
}
