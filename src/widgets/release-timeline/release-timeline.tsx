import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { FromContract } from '@/runtime/schema'
import styles from './release-timeline.module.css'
import type { schema } from './release-timeline.schema'

export type ReleaseTimelineProps = FromContract<typeof schema>

/** A version history: each release with its date and what changed; the current one marked. */
export default function ReleaseTimeline({
  releases,
  current,
  title = '版本记录',
  emptyText = '暂无版本记录',
}: ReleaseTimelineProps & Partial<WidgetRuntimeProps>) {
  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{title}</h2>
      {releases.length === 0 ? <p className={styles.empty}>{emptyText}</p> : null}
      {releases.length === 0 ? null : (
        <ol className={styles.list}>
          {releases.map((release, position) => {
            const isCurrent = release.version === current
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: a version may be listed twice by mistake; keys stay unique
                key={`${position}-${release.version}`}
                className={`${styles.item} ${isCurrent ? styles.current : ''}`}
              >
                <div className={styles.head}>
                  <span className={styles.version}>v{release.version}</span>
                  {isCurrent ? <span className={styles.badge}>当前版本</span> : null}
                  <time className={styles.date} dateTime={release.releasedAt}>
                    {release.releasedAt}
                  </time>
                </div>
                <ul className={styles.notes}>
                  {release.notes.map((note, position) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes may repeat (修复已知问题) and never reorder
                    <li key={`${position}-${note}`}>{note}</li>
                  ))}
                </ul>
              </li>
            )
          })}
        </ol>
      )}
    </section>
  )
}
