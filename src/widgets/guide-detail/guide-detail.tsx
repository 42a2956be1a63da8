import { bigNumber, yuan } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { useFavoriteToggle } from '@/runtime/social'
import { observer } from '@/runtime/stores'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import styles from './guide-detail.module.css'
import type { schema } from './guide-detail.schema'

export type GuideDetailProps = WidgetProps<typeof schema>
type Guide = NonNullable<GuideDetailProps['guide']>

function FavoriteToggle({ guide }: { guide: Guide }) {
  const favorite = useFavoriteToggle({
    item: { id: guide.id ?? null, title: guide.title ?? '', bigPicUrl: guide.bigPicUrl ?? '' },
    objectType: 'GUIDELINE',
    collected: guide.favorite === true,
    toast: '收藏成功',
  })
  return (
    <button
      type="button"
      className={`${styles.favorite} ${favorite.collected ? styles.collected : ''}`}
      aria-pressed={favorite.collected}
      disabled={favorite.busy}
      onClick={() => void favorite.toggle()}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.star}>
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={favorite.collected ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {favorite.collected ? '已收藏' : '收藏'}
    </button>
  )
}

/**
 * 临床指南 detail, in two parts a page places around the body (ArticleBody): `header` shows the tags,
 * title, issuing society, year and edition, reads, a 收藏 toggle (favorite objectType GUIDELINE through
 * the social runtime; a visitor is sent to log in) and the 摘要; `related` shows 相关课程 cards that open
 * the course screen.
 */
const GuideDetail = observer(function GuideDetail({
  guide,
  part = 'header',
  courseRoute = 'courseDetail',
}: GuideDetailProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  if (!guide || typeof guide !== 'object') {
    if (part === 'related') return null
    return (
      <section className={styles.missing}>
        <ErrorBlock status="empty" title="指南不存在或已下线" description="" fullPage={false} />
      </section>
    )
  }

  if (part === 'related') {
    const courses = Array.isArray(guide.relatedCourses) ? guide.relatedCourses : []
    if (courses.length === 0) return null
    return (
      <section className={styles.card} aria-label="相关课程">
        <h2 className={styles.heading}>相关课程</h2>
        <ul className={styles.courses}>
          {courses.map((course) => (
            <li key={String(course.id)}>
              <button
                type="button"
                className={styles.course}
                onClick={() => navigator.push(courseRoute, { id: course.id })}
              >
                <CoverImage
                  src={course.bigPicUrl}
                  alt=""
                  radius={8}
                  sizes="110px"
                  className={styles.courseCover}
                />
                <span className={styles.courseText}>
                  <span className={styles.courseTitle}>{course.title}</span>
                  <span className={styles.courseMeta}>
                    {[course.lecturerName, course.lessonCount ? `${course.lessonCount} 讲` : '']
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                  <span className={course.price ? styles.price : styles.free}>
                    {course.price ? yuan(course.price) : '免费'}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    )
  }

  const tags = Array.isArray(guide.tags) ? guide.tags : []
  const edition = [guide.year ? `${guide.year} 年` : '', guide.version ?? ''].filter(Boolean).join(' · ')
  return (
    <header className={styles.card}>
      {tags.length > 0 ? (
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      ) : null}
      <h1 className={styles.title}>{guide.title}</h1>
      <dl className={styles.facts}>
        {guide.society ? (
          <div className={styles.fact}>
            <dt>发布机构</dt>
            <dd>{guide.society}</dd>
          </div>
        ) : null}
        {edition ? (
          <div className={styles.fact}>
            <dt>版本</dt>
            <dd>{edition}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.bar}>
        <span className={styles.reads}>{bigNumber(guide.viewCount ?? 0)} 次阅读</span>
        <FavoriteToggle guide={guide} />
      </div>
      {guide.summary ? (
        <section className={styles.summary} aria-label="摘要">
          <h2 className={styles.summaryTitle}>摘要</h2>
          <p>{guide.summary}</p>
        </section>
      ) : null}
    </header>
  )
})

export default GuideDetail
