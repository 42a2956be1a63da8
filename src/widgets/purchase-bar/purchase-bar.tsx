import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { type ReactNode, useEffect, useState } from 'react'
import { type CourseStudy, type StudyLabel, shownPrice, studyLabel } from '@/runtime/cards'
import { yuan } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { useFavoriteToggle } from '@/runtime/social'
import { observer } from '@/runtime/stores'
import { type OrderLine, OrderSheet } from './order-sheet'
import styles from './purchase-bar.module.css'
import type { schema } from './purchase-bar.schema'

export type PurchaseBarProps = WidgetProps<typeof schema>
type Course = PurchaseBarProps['course']

/** spec §3 sales-time object: before the start, on sale, after the end. */
type SalesWindow = { phase: 'before'; start: dayjs.Dayjs } | { phase: 'on' } | { phase: 'after' }

function salesWindow(course: Course, now: number): SalesWindow {
  const start = course.salesStartTime ? dayjs(course.salesStartTime) : null
  const end = course.salesEndTime ? dayjs(course.salesEndTime) : null
  if (start?.isValid() && now < start.valueOf()) return { phase: 'before', start }
  if (end?.isValid() && now >= end.valueOf()) return { phase: 'after' }
  return { phase: 'on' }
}

/** The next sales boundary within a day, so the bar changes by itself when a sale opens or ends. */
function nextBoundary(course: Course, now: number): number | null {
  const times = [course.salesStartTime, course.salesEndTime]
    .map((value) => (value ? dayjs(value).valueOf() : Number.NaN))
    .filter((time) => Number.isFinite(time) && time > now && time - now < 24 * 3600 * 1000)
  return times.length > 0 ? Math.min(...times) : null
}

function startLabel(start: dayjs.Dayjs): string {
  return start.isSame(dayjs(), 'year') ? start.format('M月D日 HH:mm') : start.format('YYYY年M月D日 HH:mm')
}

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
    </svg>
  )
}

/** The 想学 toggle of the bar: the runtime favorite toggle, owner ACADEMY (spec §3). */
function WantToLearn({
  course,
  objectType,
}: {
  course: Course
  objectType: NonNullable<PurchaseBarProps['objectType']>
}) {
  const favorite = useFavoriteToggle({
    item: course,
    objectType,
    ownerModule: 'ACADEMY',
    // A read without the flag (a package) leaves it to favorite.status (runtime/social).
    collected: typeof course.favorite === 'boolean' ? course.favorite : undefined,
    toast: '已加入想学',
  })
  return (
    <button
      type="button"
      className={`${styles.want} ${favorite.collected ? styles.wantOn : ''}`}
      aria-pressed={favorite.collected}
      aria-busy={favorite.busy}
      onClick={() => void favorite.toggle()}
    >
      <BookmarkIcon filled={favorite.collected} />
      <span>{favorite.collected ? '已想学' : '想学'}</span>
    </button>
  )
}

/**
 * The study label of the bar (issue 27: the one label of every screen): the server's `study` when the
 * answer has it; an answer without it (a package, an offline class) knows only whether a lesson was
 * studied.
 */
function studyOf(course: Course): StudyLabel {
  if ('study' in course) return studyLabel(course.study as CourseStudy | null | undefined)
  const lessonId = Number(course.lastLessonId)
  return studyLabel(
    course.lastLessonId ? { state: 'IN_PROGRESS', lessonIndex: null, lessonId: lessonId || null } : null,
  )
}

/**
 * The fixed bottom bar of a course, package or offline class: 想学 on the left, then by state —
 * owned or free: the study label (开始学习 / 继续学习 第N节 / 已学完, runtime/cards studyLabel); before sales start: 即将开售 with the time; after the end: 已停售;
 * on sale: the price and 立即购买 (plus 拼团价 when a group purchase runs), which open the order sheet.
 */
const PurchaseBar = observer(function PurchaseBar({
  course,
  objectType = 'COURSE',
  skuId,
  favorite = true,
  onStudy,
  run,
  awaitingFresh,
}: PurchaseBarProps & Partial<WidgetRuntimeProps>) {
  const { session } = useRuntime()
  const [now, setNow] = useState(() => Date.now())
  const [line, setLine] = useState<OrderLine | null>(null)

  useEffect(() => {
    const boundary = nextBoundary(course, now)
    if (boundary === null) return
    const timer = setTimeout(() => setNow(Date.now()), boundary - now + 50)
    return () => clearTimeout(timer)
  }, [course, now])

  // issue 27: one price everywhere: what the order will charge (payPrice, the server's), as the cards show it.
  const shown = shownPrice(course)
  const price = shown.amount ?? 0
  const free = price <= 0
  const label = studyOf(course)
  const owned = course.purchased === true
  const sales = salesWindow(course, now)
  const group =
    course.groupPurchase && typeof course.groupPurchase.price === 'number' ? course.groupPurchase : null

  const buy = (sku: number | string, label: string) => {
    // Orders are /user/ calls: a guest logs in first.
    if (!session.loggedIn) {
      session.relogin()
      return
    }
    setLine({
      objectId: course.id ?? '',
      objectType,
      skuId: sku,
      title: course.title ?? '',
      picUrl: course.bigPicUrl ?? '',
      label,
    })
  }

  const study = () =>
    void run?.(onStudy, {
      courseId: course.id ?? '',
      lessonId: label.lessonId ?? course.lastLessonId ?? '',
    })

  let main: ReactNode
  if (awaitingFresh) {
    // Back on the course (from the cashier, WeChat, another screen): whether it is bought decides this
    // button, so it waits for the fresh answer instead of offering 立即购买 from before the payment.
    main = (
      <div className={styles.action} role="status" aria-busy="true" aria-label="正在更新购买状态">
        <Skeleton.Title animated className={styles.actionSkeleton} />
      </div>
    )
  } else if (owned || (free && sales.phase === 'on')) {
    main = (
      <Button block color="primary" shape="rounded" className={styles.action} onClick={study}>
        {label.action}
      </Button>
    )
  } else if (sales.phase === 'before') {
    main = (
      <Button block shape="rounded" disabled className={styles.soon}>
        <span className={styles.soonTitle}>即将开售</span>
        <span className={styles.soonTime}>{startLabel(sales.start)} 开售</span>
      </Button>
    )
  } else if (sales.phase === 'after') {
    main = (
      <Button block shape="rounded" disabled className={styles.ended}>
        已停售
      </Button>
    )
  } else if (group) {
    main = (
      <div className={styles.pair}>
        <button type="button" className={styles.single} onClick={() => buy(skuId ?? course.id ?? 0, '')}>
          <span className={styles.pairPrice}>{yuan(price)}</span>
          <span>立即购买</span>
        </button>
        <button
          type="button"
          className={styles.group}
          onClick={() => buy(group.id ?? skuId ?? course.id ?? 0, '拼团')}
        >
          <span className={styles.pairPrice}>拼团价 {yuan(group.price)}</span>
          <span>{group.groupSize ? `${group.groupSize}人成团` : '发起拼团'}</span>
        </button>
      </div>
    )
  } else {
    main = (
      <Button
        block
        color="primary"
        shape="rounded"
        className={styles.action}
        onClick={() => buy(skuId ?? course.id ?? 0, '')}
      >
        立即购买
      </Button>
    )
  }

  const showPrice = !awaitingFresh && !owned && !group && sales.phase !== 'after'
  return (
    <>
      <div className={styles.spacer} aria-hidden="true" />
      <section className={styles.bar} aria-label="购买">
        {favorite ? <WantToLearn course={course} objectType={objectType} /> : null}
        {showPrice ? (
          <div className={styles.price}>
            {free ? (
              <strong className={styles.free}>免费</strong>
            ) : (
              <strong className={styles.amount}>{yuan(price)}</strong>
            )}
            <span className={styles.priceMeta}>
              {shown.tag ? <span className={styles.discountTag}>{shown.tag}</span> : null}
              {shown.original ? <del className={styles.original}>{shown.original}</del> : null}
              {!shown.tag && !shown.original && course.soldCount ? (
                <span className={styles.sold}>{course.soldCount} 人已购</span>
              ) : null}
            </span>
          </div>
        ) : null}
        <div className={styles.main}>{main}</div>
      </section>
      <OrderSheet line={line} onClose={() => setLine(null)} />
    </>
  )
})

export default PurchaseBar
