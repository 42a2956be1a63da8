import { lazy, type ReactNode, Suspense } from 'react'
import {
  type CardJump,
  type CardLayout,
  CardSkeleton,
  type ContentCard,
  ContentCardView,
  CourseCardView,
  type CoursePackage,
  type CourseSummary,
  contentJump,
  courseJump,
  FavoriteCardView,
  type FavoriteItem,
  favoriteJump,
  LessonCardView,
  type LessonSummary,
  lessonJump,
  type OfflineClass,
  OfflineClassCardView,
  offlineClassJump,
  PackageCardView,
  packageJump,
  type ShortVideo,
  ShortVideoCardView,
  StudyingCardView,
  type StudyingItem,
  shortVideoJump,
} from '@/runtime/cards'
import { declaredByConfig, endpointNamedBy, usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { PullToRefresh, useRuntime, useScrollMemory } from '@/runtime/render'
import { cardIsForCertifiedDoctors } from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import { ListEnd, LoadMore } from '@/runtime/ui'
import styles from './content-feed.module.css'
import type { schema } from './content-feed.schema'
import type { FeedNoticeProps } from './feed-notice'

export type ContentFeedProps = WidgetProps<typeof schema>
export type FeedCard = NonNullable<ContentFeedProps['card']>
type FeedLayout = NonNullable<ContentFeedProps['layout']>

/** The empty and error states in plain text: while their pictures load, and if that load fails. */
function PlainNotice({ title, description, onRetry }: FeedNoticeProps) {
  return (
    <>
      <p className={styles.noticeTitle}>{title}</p>
      {description ? <p className={styles.noticeText}>{description}</p> : null}
      {onRetry ? (
        <button type="button" className={styles.retry} onClick={onRetry}>
          重新加载
        </button>
      ) : null}
    </>
  )
}

// ErrorBlock (and Button) load only when a feed is empty or failed. The error state mostly comes with a
// bad network, so a chunk that cannot load falls back to the plain notice, which can still retry.
const LazyNotice = lazy(() =>
  import('./feed-notice').catch((error: unknown) => {
    console.warn('[ContentFeed] the empty/error pictures failed to load', error)
    return { default: PlainNotice }
  }),
)

function FeedNotice(props: FeedNoticeProps) {
  return (
    <Suspense fallback={<PlainNotice {...props} />}>
      <LazyNotice {...props} />
    </Suspense>
  )
}

// spec §2 content-card jumps; the target comes in the event so onItemClick can replace it.
const openItem = [
  { type: 'openContent', sourceType: '${event.sourceType}', id: '${event.id}', extra: '${event.extra}' },
]

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Where a card opens (null: it cannot, e.g. a malformed item). */
export function feedJump(
  card: FeedCard,
  item: unknown,
  index: number,
  target: 'course' | 'academy',
): CardJump | null {
  if (!isRecord(item)) return null
  switch (card) {
    case 'course':
      return courseJump(item as unknown as CourseSummary, target)
    case 'lesson':
    case 'live':
      return lessonJump(item as unknown as LessonSummary)
    case 'shortVideo':
      return shortVideoJump(item as unknown as ShortVideo, index)
    case 'favorite':
      return favoriteJump(item as unknown as FavoriteItem)
    case 'studying': {
      const lesson = (item as unknown as StudyingItem).lesson
      return isRecord(lesson) ? lessonJump(lesson) : null
    }
    case 'package':
      return packageJump(item as unknown as CoursePackage)
    case 'offlineClass':
      return offlineClassJump(item as unknown as OfflineClass)
    case 'contentCard':
      return contentJump(item as unknown as ContentCard)
  }
}

function renderCard(
  card: FeedCard,
  item: unknown,
  layout: CardLayout,
  onOpen: () => void,
  certifiedOnly: boolean,
): ReactNode {
  if (!isRecord(item)) return null
  switch (card) {
    case 'course':
      return (
        <CourseCardView
          course={item as unknown as CourseSummary}
          layout={layout}
          onOpen={onOpen}
          certifiedOnly={certifiedOnly}
        />
      )
    case 'lesson':
    case 'live':
      return <LessonCardView lesson={item as unknown as LessonSummary} layout={layout} onOpen={onOpen} />
    case 'shortVideo':
      return <ShortVideoCardView video={item as unknown as ShortVideo} onOpen={onOpen} />
    case 'favorite':
      return <FavoriteCardView item={item as unknown as FavoriteItem} onOpen={onOpen} />
    case 'studying':
      return isRecord(item.lesson) ? (
        <StudyingCardView item={item as unknown as StudyingItem} onOpen={onOpen} />
      ) : null
    case 'package':
      return (
        <PackageCardView
          pkg={item as unknown as CoursePackage}
          layout={layout}
          onOpen={onOpen}
          certifiedOnly={certifiedOnly}
        />
      )
    case 'offlineClass':
      return (
        <OfflineClassCardView
          offlineClass={item as unknown as OfflineClass}
          layout={layout}
          onOpen={onOpen}
          certifiedOnly={certifiedOnly}
        />
      )
    case 'contentCard':
      return (
        <ContentCardView
          card={item as unknown as ContentCard}
          layout={layout}
          onOpen={onOpen}
          certifiedOnly={certifiedOnly}
        />
      )
  }
}

/** The card layout a feed layout gives: rows in a list (a big cover for lives), columns otherwise. */
function cardLayoutOf(
  card: FeedCard,
  layout: FeedLayout,
  listLayout: 'horizontal' | 'large' | undefined,
): CardLayout {
  if (layout !== 'list') return 'vertical'
  return listLayout ?? (card === 'live' ? 'large' : 'horizontal')
}

/** A rough height of a column card (in card widths), to fill the shorter waterfall column next. */
function estimatedHeight(card: FeedCard, item: unknown): number {
  const cover = card === 'shortVideo' ? 4 / 3 : card === 'lesson' || card === 'live' ? 10 / 16 : 3 / 4
  const title = isRecord(item) && typeof item.title === 'string' ? item.title : ''
  const text = card === 'shortVideo' ? 0 : title.length > 11 ? 0.5 : 0.4
  return cover + text
}

/** spec §9 waterfall: 2 columns, each item into the shorter one, so appending never reorders. */
export function waterfallColumns(card: FeedCard, items: readonly unknown[]): [number[], number[]] {
  const columns: [number[], number[]] = [[], []]
  const heights = [0, 0]
  items.forEach((item, index) => {
    const column = (heights[0] ?? 0) <= (heights[1] ?? 0) ? 0 : 1
    columns[column].push(index)
    heights[column] = (heights[column] ?? 0) + estimatedHeight(card, item)
  })
  return columns
}

function itemKey(item: unknown, index: number): string {
  if (!isRecord(item)) return `i-${index}`
  const lesson = isRecord(item.lesson) ? item.lesson.id : undefined
  const id = item.id ?? item.objectId ?? item.sourceId ?? lesson
  return `${String(id ?? 'i')}-${index}`
}

/**
 * An endless list of one kind of content, read through the client cache: page 1 (skeleton meanwhile),
 * then the next page when the reader nears the end (LoadMore: 加载中 / 没有更多了 / a retry when a page
 * fails). Optional pull-down refresh; an empty state; an error state with 重新加载. The scroll position
 * is restored once the items are back (spec §9, 24 h). A page without items ends the list.
 */
export default function ContentFeed(props: ContentFeedProps & Partial<WidgetRuntimeProps>) {
  const {
    items,
    params,
    card = 'course',
    layout = 'list',
    cardLayout,
    target = 'course',
    pageSize = 10,
    emptyText = '暂无内容',
    emptyDescription,
    refreshable = false,
    rememberScroll = true,
    onItemClick,
    run,
  } = props
  const apiName = endpointNamedBy(props)
  const { routes, platform } = useRuntime()
  const size = Math.min(50, Math.max(1, Math.floor(Number(pageSize) || 10)))
  // A list given in config (e.g. a topic's cards) is shown as it is: one page, no calls.
  const staticItems = Array.isArray(items) ? (items as unknown[]) : undefined
  const read = declaredByConfig(apiName, params, { pageSize: size, description: 'The feed named by config' })
  const { list, loadNext, reload } = usePagedRead<unknown>(read.declaration, {
    vars: read.vars,
    enabled: !staticItems && apiName !== '',
  })
  const state = staticItems
    ? { status: 'ready' as const, items: staticItems, hasMore: false }
    : list.status === 'ready'
      ? { status: 'ready' as const, items: list.items, hasMore: list.hasMore }
      : list

  // A failing page rejects: the footer then shows 加载失败 with 重新加载.
  const loadMore = async () => {
    if (!(await loadNext())) throw new Error(`[ContentFeed] the next page of ${apiName} did not arrive`)
  }

  useScrollMemory({
    ready: state.status === 'ready',
    version: state.status === 'ready' ? state.items.length : 0,
    enabled: rememberScroll,
  })

  const itemLayout = cardLayoutOf(card, layout, cardLayout)
  const open = (item: unknown, index: number) => {
    const jump = feedJump(card, item, index, target)
    if (!jump && !onItemClick) {
      console.warn(`[ContentFeed] item ${index} of ${apiName} cannot be opened`, item)
      return
    }
    void run?.(onItemClick ?? openItem, { item, index, ...jump })
  }
  // A card opening a screen for certified doctors says so (issue 15 item 2); with onItemClick the
  // destination is config's, so nothing is claimed.
  const certifiedOnly = (item: unknown, index: number) => {
    if (onItemClick) return false
    const jump = feedJump(card, item, index, target)
    return jump !== null && cardIsForCertifiedDoctors(routes, jump, platform)
  }
  const cell = (item: unknown, index: number) => (
    <li key={itemKey(item, index)} className={styles.cell}>
      {renderCard(card, item, itemLayout, () => open(item, index), certifiedOnly(item, index))}
    </li>
  )

  let content: ReactNode
  if (state.status === 'loading') {
    content = (
      <div
        className={layout === 'list' ? styles.list : styles.grid}
        role="status"
        aria-busy="true"
        aria-label="加载中"
      >
        {[0, 1, 2, 3].map((key) => (
          <CardSkeleton key={key} layout={itemLayout} />
        ))}
      </div>
    )
  } else if (state.status === 'error') {
    content = (
      <div className={styles.state}>
        <FeedNotice status="disconnected" title="加载失败" description="请检查网络后重试" onRetry={reload} />
      </div>
    )
  } else if (state.items.length === 0) {
    content = (
      <div className={styles.state}>
        <FeedNotice status="empty" title={emptyText} description={emptyDescription ?? ''} />
      </div>
    )
  } else {
    let list: ReactNode
    if (layout === 'waterfall') {
      const columns = waterfallColumns(card, state.items)
      list = (
        <div className={styles.waterfall} data-layout="waterfall">
          {columns.map((indexes, column) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the two columns are fixed
            <ul key={column} className={styles.column}>
              {indexes.map((index) => cell(state.items[index], index))}
            </ul>
          ))}
        </div>
      )
    } else {
      list = (
        <ul className={layout === 'grid' ? styles.grid : styles.list} data-layout={layout}>
          {state.items.map((item, index) => cell(item, index))}
        </ul>
      )
    }
    content = (
      <>
        {list}
        {state.hasMore ? <LoadMore loadMore={loadMore} /> : <ListEnd />}
      </>
    )
  }

  const body = (
    <section className={styles.feed} data-card={card}>
      {content}
    </section>
  )
  if (!refreshable) return body
  // The cached pages stay shown while page 1 is asked again; a failure keeps them (the client toasts it).
  return <PullToRefresh onRefresh={async () => reload()}>{body}</PullToRefresh>
}
