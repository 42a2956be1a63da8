import { lessonTypeLabel } from '../format/index'
import { CoverImage } from '../ui/index'
import {
  lecturerLine,
  packageCourseCount,
  packageSoldCount,
  salesState,
  shownPrice,
  soldLabel,
} from './card-format'
import {
  Badge,
  type CardLayout,
  CardShell,
  CertifiedOnlyMark,
  coverSizes,
  cx,
  OpenTitle,
  PriceLine,
} from './card-parts'
import styles from './cards.module.css'
import { studyLabel } from './study-label'
import type { CoursePackage, CourseSummary } from './types'

const coverRatio: Readonly<Record<CardLayout, string>> = {
  horizontal: '4 / 3',
  vertical: '4 / 3',
  large: '16 / 9',
}

export interface CourseCardViewProps {
  course: CourseSummary
  layout?: CardLayout
  onOpen?: () => void
  /** The screen it opens is for certified doctors only: the 认证医生 mark on the cover. */
  certifiedOnly?: boolean
  /** The clock, for the sales-time label (tests pin it). */
  now?: number
}

/**
 * A course: cover (type badge 视频/直播/图文, 进阶), title on two lines, lecturer · title · hospital, tags,
 * the sales time (即将开售… before sale, 已停售 after, 已下架 when inactive), price with the original struck
 * through (payPrice, the figure the order charges, with 限时优惠), the doctor's study label (继续学习 第N节
 * / 已学完), lessons and sold count; 认证医生 when the screen it opens is for certified doctors only.
 */
export function CourseCardView({
  course,
  layout = 'horizontal',
  onOpen,
  certifiedOnly = false,
  now,
}: CourseCardViewProps) {
  const sales = salesState(course, now)
  const typeLabel = lessonTypeLabel(course.courseType)
  const tags = (course.tags ?? []).filter(Boolean).slice(0, layout === 'vertical' ? 2 : 3)
  const lessons =
    typeof course.lessonCount === 'number' && course.lessonCount > 0 ? `共${course.lessonCount}节` : ''
  const sold = soldLabel(course.soldCount)
  const vertical = layout === 'vertical'
  const lecturer = vertical ? (course.lecturer?.name ?? '') : lecturerLine(course.lecturer)
  const price = shownPrice(course)
  // A doctor who started the course sees where they are (继续学习 第N节 / 已学完), as the course says it.
  const study = course.study && course.study.state !== 'NOT_STARTED' ? studyLabel(course.study) : null
  return (
    <CardShell
      layout={layout}
      className={cx(sales && sales.kind !== 'upcoming' && styles.dimmed)}
      testId="course"
    >
      <CoverImage
        src={course.bigPicUrl}
        alt=""
        ratio={coverRatio[layout]}
        sizes={coverSizes[layout]}
        radius={layout === 'horizontal' ? 8 : 0}
        className={styles.cover}
      >
        {typeLabel || course.advanced || certifiedOnly ? (
          <span className={styles.badges}>
            {typeLabel ? <Badge tone="type">{typeLabel}</Badge> : null}
            {course.advanced ? <Badge tone="advanced">进阶</Badge> : null}
            {certifiedOnly ? <CertifiedOnlyMark /> : null}
          </span>
        ) : null}
        {lessons ? <span className={styles.duration}>{lessons}</span> : null}
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={course.title} onOpen={onOpen} />
        {layout === 'large' && course.subtitle ? <p className={styles.subtitle}>{course.subtitle}</p> : null}
        {vertical ? (
          // A column is narrow: the sold count goes beside the lecturer, the footer keeps the price.
          lecturer || sold ? (
            <p className={styles.metaRow}>
              <span className={styles.meta}>{lecturer}</span>
              <span className={styles.stats}>{sold}</span>
            </p>
          ) : null
        ) : lecturer ? (
          <p className={styles.meta}>{lecturer}</p>
        ) : null}
        {tags.length > 0 ? (
          <p className={styles.tags}>
            {tags.map((tag, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tag may repeat; the index keeps keys unique
              <span key={`${index}-${tag}`} className={styles.tag}>
                {tag}
              </span>
            ))}
          </p>
        ) : null}
        {study ? (
          <p className={styles.study} data-study={study.state}>
            {study.action}
          </p>
        ) : null}
        {sales ? (
          <p className={styles.sales} data-sales={sales.kind}>
            {sales.label}
          </p>
        ) : null}
        <div className={styles.footer}>
          <PriceLine price={price.label} original={price.original} tag={price.tag} />
          {vertical ? null : <span className={styles.stats}>{sold}</span>}
        </div>
      </div>
    </CardShell>
  )
}

export interface PackageCardViewProps {
  pkg: CoursePackage
  layout?: CardLayout
  onOpen?: () => void
  /** The screen it opens is for certified doctors only: the 认证医生 mark on the cover. */
  certifiedOnly?: boolean
}

/** A course package: cover with 课程包, title, 共N门课程, price and sold count. */
export function PackageCardView({
  pkg,
  layout = 'horizontal',
  onOpen,
  certifiedOnly = false,
}: PackageCardViewProps) {
  const courses = packageCourseCount(pkg)
  const price = shownPrice(pkg)
  return (
    <CardShell layout={layout} testId="package">
      <CoverImage
        src={pkg.bigPicUrl}
        ratio={coverRatio[layout]}
        sizes={coverSizes[layout]}
        radius={layout === 'horizontal' ? 8 : 0}
        className={styles.cover}
      >
        <span className={styles.badges}>
          <Badge tone="advanced">课程包</Badge>
          {certifiedOnly ? <CertifiedOnlyMark /> : null}
        </span>
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={pkg.title} onOpen={onOpen} />
        {courses !== undefined ? <p className={styles.meta}>共{courses}门课程</p> : null}
        <div className={styles.footer}>
          <PriceLine price={price.label} original={price.original} tag={price.tag} />
          <span className={styles.stats}>{soldLabel(packageSoldCount(pkg))}</span>
        </div>
      </div>
    </CardShell>
  )
}
