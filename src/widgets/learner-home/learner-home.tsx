import { useState } from 'react'
import { lessonTypeLabel } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { studyHours } from '@/runtime/rewards'
import { CONTENT_ROUTES, isOpenableSourceType, OUTSIDE_APP_MESSAGE } from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { toast } from '@/runtime/ui'
import styles from './learner-home.module.css'
import { defaultLearnerMenu, type learnerMenuIcons, type schema } from './learner-home.schema'

export type LearnerHomeProps = WidgetProps<typeof schema>
type MenuIcon = (typeof learnerMenuIcons)[number]
type MenuItem = NonNullable<LearnerHomeProps['items']>[number]

const iconPaths: Record<MenuIcon, string> = {
  studying: 'M12 7v5l3 2 M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18',
  favorite: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  order: 'M6 3h12v18l-3-2-3 2-3-2-3 2z M9 8h6 M9 12h6',
  certificate: 'M5 4h14v11H5z M9 15l-1 6 4-2 4 2-1-6 M9 8h6',
  exchange: 'M4 8h13l-3-3 M20 16H7l3 3',
  exchangeRecord: 'M5 3h14v18H5z M9 7h6 M9 11h6 M9 15h3',
  offlineClass: 'M3 10l9-5 9 5-9 5z M7 12.5V17c3 2 7 2 10 0v-4.5',
  live: 'M4 7h16v12H4z M9 3l3 4 3-4 M10 11v5l4-2.5z',
  zone: 'M4 21V8l8-5 8 5v13 M9 21v-6h6v6 M3 21h18',
  task: 'M9 6h11 M9 12h11 M9 18h11 M4 6l1 1 2-2 M4 12l1 1 2-2 M4 18l1 1 2-2',
  record: 'M8 4h8v3H8z M6 5H5v16h14V5h-1 M8 12h8 M8 16h5',
}

const iconColors: Record<MenuIcon, string> = {
  studying: '#1b6bc5',
  favorite: '#d5230b',
  order: '#ae5700',
  certificate: '#d4a017',
  exchange: '#007d53',
  exchangeRecord: '#3d8af7',
  offlineClass: '#7a5af5',
  live: '#d5230b',
  zone: '#0d8373',
  task: '#1b6bc5',
  record: '#ae5700',
}

function MenuGlyph({ icon }: { icon: MenuIcon | undefined }) {
  const name: MenuIcon = icon ?? 'studying'
  return (
    <span className={styles.glyph} style={{ color: iconColors[name] }}>
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d={iconPaths[name]} />
      </svg>
    </span>
  )
}

/** spec §4 / §5: an empty or failing picture shows the default avatar. */
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

function count(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(Math.max(0, Math.floor(value))) : '--'
}

/**
 * 我的成长学院 (userHome): the doctor's card (picture, name, 已认证 or 未认证 with 去认证), study stats
 * (学习时长 in minutes, with this month's hours under it as the study sprint shows them, 已学课程, 证书), a 继续学习 card for the lesson studied last, and the menu of
 * learning screens (学习记录, 想学, 我的订单, 我的证书, 视频兑换, 兑换记录, 线下训练营, 直播列表), each opening a
 * route by name; config may replace the menu with `items`.
 */
const LearnerHome = observer(function LearnerHome({
  summary,
  user,
  items,
  onCertify,
  run,
}: LearnerHomeProps & Partial<WidgetRuntimeProps>) {
  const { navigator, stores, platform } = useRuntime()
  const stored = stores.login.loginInfo
  const info = stores.user.userInfo
  const name = user?.nickname || info?.nickname || stored.name || '医生'
  const avatar = user?.avatar || info?.avatar || stored.img || undefined
  const accurateAuth = user?.accurateAuth ?? stored.accurateAuth
  const certified = accurateAuth === 2
  const menu: MenuItem[] = Array.isArray(items) ? items : [...defaultLearnerMenu]
  const last = summary?.lastStudy ?? null
  const lesson = last?.lesson

  const certify = () => {
    if (onCertify && onCertify.length > 0) void run?.(onCertify)
    else toast(platform.isApp ? '请在APP「我的」中完成执业认证' : OUTSIDE_APP_MESSAGE)
  }

  const openLast = () => {
    if (!lesson || lesson.id === undefined) return
    const type = lesson.lessonType
    const route = (type && isOpenableSourceType(type) ? CONTENT_ROUTES[type] : null) ?? 'videoDetail'
    const courseId = last?.course?.id ?? lesson.courseId
    const query: Record<string, unknown> = { id: lesson.id }
    if (courseId !== undefined && courseId !== null) query.courseId = courseId
    navigator.navigate({ to: route, query })
  }

  return (
    <section className={styles.home}>
      <div className={styles.hero}>
        <div className={styles.profile}>
          <Avatar src={avatar} name={name} />
          <div className={styles.who}>
            <h1 className={styles.name}>{name}</h1>
            {certified ? (
              <span className={`${styles.badge} ${styles.certified}`} data-certified="true">
                已认证
              </span>
            ) : (
              <span className={styles.uncertified}>
                <span className={styles.badge} data-certified="false">
                  未认证
                </span>
                <button type="button" className={styles.certify} onClick={certify}>
                  去认证 ›
                </button>
              </span>
            )}
          </div>
        </div>

        <div className={styles.stats}>
          <button
            type="button"
            className={styles.stat}
            onClick={() => navigator.navigate({ to: 'studying' })}
          >
            <span className={styles.value}>
              {count(summary?.studyMinutes)}
              <small>分钟</small>
            </span>
            <span className={styles.label}>学习时长</span>
            {typeof summary?.monthStudyMinutes === 'number' ? (
              // The study sprint month's hours, as the sprint screen shows them (one ledger of study time).
              <span className={styles.month}>本月 {studyHours(summary.monthStudyMinutes)} 小时</span>
            ) : null}
          </button>
          <button
            type="button"
            className={styles.stat}
            onClick={() => navigator.navigate({ to: 'studying' })}
          >
            <span className={styles.value}>{count(summary?.lessonCount)}</span>
            <span className={styles.label}>已学课程</span>
          </button>
          <button
            type="button"
            className={styles.stat}
            onClick={() => navigator.navigate({ to: 'certificateList' })}
          >
            <span className={styles.value}>{count(summary?.certificateCount)}</span>
            <span className={styles.label}>证书</span>
          </button>
        </div>
      </div>

      {lesson ? (
        <button
          type="button"
          className={styles.resume}
          onClick={openLast}
          aria-label={`继续学习 ${lesson.title ?? ''}`}
        >
          <span className={styles.resumeText}>
            <span className={styles.resumeHeading}>继续学习</span>
            <span className={styles.resumeTitle}>
              {lessonTypeLabel(lesson.lessonType) ? (
                <span className={styles.resumeType}>{lessonTypeLabel(lesson.lessonType)}</span>
              ) : null}
              {lesson.title}
            </span>
            {last?.course?.title ? <span className={styles.resumeCourse}>{last.course.title}</span> : null}
          </span>
          <span className={styles.resumeGo}>去学习</span>
        </button>
      ) : (
        <div className={styles.resumeEmpty}>
          <span>还没有学习记录，去成长学院挑一门课开始吧</span>
          <button type="button" className={styles.certify} onClick={() => navigator.navigate({ to: 'home' })}>
            去看看 ›
          </button>
        </div>
      )}

      <nav className={styles.menu} aria-label="我的学习">
        {menu.map((item) => (
          <button
            key={`${item.to}-${item.title}`}
            type="button"
            className={styles.entry}
            onClick={() =>
              navigator.navigate({
                to: item.to,
                query: item.query && typeof item.query === 'object' ? { ...item.query } : undefined,
              })
            }
          >
            <MenuGlyph icon={item.icon} />
            <span className={styles.entryTitle}>{item.title}</span>
          </button>
        ))}
      </nav>
    </section>
  )
})

export default LearnerHome
