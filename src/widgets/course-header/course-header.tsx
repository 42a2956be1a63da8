import { useState } from 'react'
import { salesState, shownPrice } from '@/runtime/cards'
import { bigNumber, timeLeft, yuan } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import { CoverImage } from '@/runtime/ui'
import styles from './course-header.module.css'
import type { schema } from './course-header.schema'

export type CourseHeaderProps = FromContract<typeof schema>
type Course = NonNullable<CourseHeaderProps['course']>

/** spec §3 course types, as the cover badge names them. */
const courseTypeBadges: Record<string, string> = {
  ARTICLE: '图文课程',
  VIDEO: '视频课程',
  LIVE: '直播课程',
}

function number(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

/** spec §3 sales-time object: before the start 即将开售 <time>; after the end 已停售; else on sale. */
export function salesNotice(
  course: Course,
  now: number = Date.now(),
): { kind: 'upcoming' | 'ended'; text: string } | null {
  // The header says 课程已下架 on its own; here only the sales window counts.
  const state = salesState(
    {
      salesStartTime: course.salesStartTime ?? null,
      salesEndTime: course.salesEndTime ?? null,
      status: 'ACTIVE',
    },
    now,
  )
  return state && state.kind !== 'inactive' ? { kind: state.kind, text: state.label } : null
}

function Avatar({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src?.trim() && failedSrc !== src ? src : undefined
  return usable ? (
    <img className={styles.avatar} src={usable} alt={`${name}的头像`} onError={() => setFailedSrc(usable)} />
  ) : (
    <svg className={styles.avatar} viewBox="0 0 64 64" role="img" aria-label="默认头像">
      <rect width="64" height="64" fill="#e8eef7" />
      <circle cx="32" cy="25" r="11" fill="#b7c6dc" />
      <path d="M12 58c2-11 10.5-17 20-17s18 6 20 17z" fill="#b7c6dc" />
    </svg>
  )
}

/**
 * The price as every card and the purchase bar show it (issue 27: one price function): the server's
 * payPrice with its 限时优惠 label, the higher list price struck through; 已购买 when owned.
 */
function PriceBlock({ course }: { course: Course }) {
  if (course.purchased) {
    return (
      <div className={styles.price}>
        <span className={styles.owned}>已购买</span>
      </div>
    )
  }
  const price = shownPrice(course)
  if (price.amount === null) return null
  return (
    <div className={styles.price} data-discount={price.tag ? 'true' : undefined}>
      <span className={price.amount <= 0 ? styles.free : styles.amount}>{price.label}</span>
      {price.original ? <s className={styles.original}>{price.original}</s> : null}
      {price.tag ? <span className={styles.discountLabel}>{price.tag}</span> : null}
    </div>
  )
}

function GroupStrip({ group, now }: { group: NonNullable<Course['groupPurchase']>; now: number }) {
  const size = number(group.groupSize)
  const joined = number(group.joinedCount) ?? 0
  const left = timeLeft(group.endTime, now)
  const parts = [
    `${size ?? ''}人团 ${yuan(group.price, { compact: true })}`,
    `已拼 ${joined} 人`,
    left ? `距结束 ${left}` : '已结束',
  ]
  return (
    <div className={styles.group} data-ended={left ? 'false' : 'true'}>
      <span className={styles.groupMark}>拼团</span>
      <span className={styles.groupText}>{parts.join(' · ')}</span>
    </div>
  )
}

/**
 * The top of a course screen (courseDetail, AcademyCourseDetail, advanceCourseDetail, a package): the
 * 16:9 cover with the course type badge, title and subtitle, the lecturer (picture, name, 职称, hospital),
 * 共N节 · N人学习 · 已售 N, the price (payPrice: 免费, or ¥ with the list price struck through and its
 * 限时优惠 label; 已购买 when owned), the group purchase strip, the sales time (即将开售 … / 已停售), the tags, a
 * 预览模式 banner in preview and 课程已下架 for an INACTIVE course.
 */
export default function CourseHeader({
  course,
  variant = 'course',
  preview = false,
}: CourseHeaderProps & Partial<WidgetRuntimeProps>) {
  if (!course || typeof course !== 'object') return null
  const now = Date.now()
  const isPackage = variant === 'package'
  const badge = isPackage ? '课程包' : (courseTypeBadges[course.courseType ?? ''] ?? '课程')
  const advanced = variant === 'advanced' || course.advanced === true

  const count = isPackage
    ? Array.isArray(course.courses)
      ? `共${course.courses.length}门课程`
      : ''
    : number(course.lessonCount) !== null
      ? `共${course.lessonCount}节`
      : ''
  const stats = [
    count,
    number(course.viewCount) !== null ? `${bigNumber(course.viewCount ?? 0)}人学习` : '',
    number(course.soldCount) !== null ? `已售 ${bigNumber(course.soldCount ?? 0)}` : '',
  ].filter(Boolean)

  const sales = course.purchased ? null : salesNotice(course, now)
  const tags = [course.category, ...(Array.isArray(course.tags) ? course.tags : [])].filter(
    (tag, index, all): tag is string =>
      typeof tag === 'string' && tag.trim() !== '' && all.indexOf(tag) === index,
  )
  const lecturer = course.lecturer
  const group = course.groupPurchase && !course.purchased ? course.groupPurchase : null

  return (
    <header className={styles.header} data-variant={variant}>
      {preview ? (
        <div className={styles.preview} role="note">
          <strong>预览模式</strong>
          <span>当前内容仅供预览，尚未对医生展示</span>
        </div>
      ) : null}
      {course.status === 'INACTIVE' ? (
        <div className={styles.inactive} role="alert">
          课程已下架
        </div>
      ) : null}

      <CoverImage src={course.bigPicUrl} alt={course.title ?? ''} radius={0} sizes="390px" priority>
        <span className={styles.badges}>
          <span className={styles.badge}>{badge}</span>
          {advanced ? <span className={`${styles.badge} ${styles.advanced}`}>进阶</span> : null}
        </span>
      </CoverImage>

      <div className={styles.body}>
        <h1 className={styles.title}>{course.title}</h1>
        {course.subtitle ? <p className={styles.subtitle}>{course.subtitle}</p> : null}
        {stats.length > 0 ? <p className={styles.stats}>{stats.join(' · ')}</p> : null}

        <div className={styles.priceRow}>
          <PriceBlock course={course} />
          {sales ? (
            <span className={styles.sales} data-kind={sales.kind}>
              {sales.text}
            </span>
          ) : null}
        </div>

        {group ? <GroupStrip group={group} now={now} /> : null}

        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="标签">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      {lecturer?.name ? (
        <div className={styles.lecturer}>
          <Avatar src={lecturer.avatarUrl} name={lecturer.name} />
          <div className={styles.lecturerText}>
            <p className={styles.lecturerName}>
              {lecturer.name}
              {lecturer.title ? <span className={styles.lecturerTitle}>{lecturer.title}</span> : null}
            </p>
            {lecturer.hospital ? <p className={styles.hospital}>{lecturer.hospital}</p> : null}
          </div>
          <span className={styles.lecturerRole}>主讲专家</span>
        </div>
      ) : null}
    </header>
  )
}
