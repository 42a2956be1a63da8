import styles from './course-link-row.module.css'

/**
 * A lesson's 所属课程 › row: the course's title (查看课程 while it is unknown) as one button that opens the
 * course. The lesson header (LessonMeta) and the lesson navigation (LessonCourseNav) draw the same row.
 */
export function CourseLinkRow({
  title,
  onOpen,
  className,
}: {
  title: string
  onOpen: () => void
  className?: string
}) {
  return (
    <button
      type="button"
      className={className ? `${styles.course} ${className}` : styles.course}
      onClick={onOpen}
    >
      <span className={styles.label}>所属课程</span>
      <span className={styles.title}>{title}</span>
      <span className={styles.arrow} aria-hidden="true">
        ›
      </span>
    </button>
  )
}
