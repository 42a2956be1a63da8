import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { usePagedRead, useRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import {
  MedalIcon,
  medalOfRank,
  type SprintRankAnswer,
  type SprintRankRow,
  studyHours,
} from '@/runtime/rewards'
import type { FromContract } from '@/runtime/schema'
import { LoginPrompt } from '@/runtime/states'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { reads } from './sprint-rank.data'
import styles from './sprint-rank.module.css'
import type { schema } from './sprint-rank.schema'

export type SprintRankProps = FromContract<typeof schema>

function Row({ row, pinned = false }: { row: SprintRankRow; pinned?: boolean }) {
  return (
    <div className={`${styles.row} ${row.mine ? styles.mineRow : ''} ${pinned ? styles.pinnedRow : ''}`}>
      <span
        className={`${styles.rank} ${row.rank <= 3 ? styles.top : ''}`}
        role="img"
        aria-label={`第 ${row.rank} 名`}
      >
        {medalOfRank(row.rank) ? (
          <MedalIcon
            level={medalOfRank(row.rank) ?? 'NONE'}
            size={26}
            label={`第 ${row.rank} 名`}
            text={String(row.rank)}
          />
        ) : (
          row.rank
        )}
      </span>
      <CoverImage
        src={row.avatar}
        ratio="1"
        radius={999}
        sizes="40px"
        className={styles.avatar}
        alt={row.name}
      />
      <div className={styles.who}>
        <p className={styles.name}>
          {row.name}
          {row.mine ? <span className={styles.me}>我</span> : null}
        </p>
        <p className={styles.hospital}>{[row.title, row.hospital].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={styles.figures}>
        <strong>{studyHours(row.minutes)}</strong>
        <span>小时 · {row.days} 天</span>
      </div>
    </div>
  )
}

/**
 * 冲刺排行: the sprint's participants by study minutes (then days), a page at a time (sprint.rank), the
 * first three with medals. The doctor's own row is pinned at the bottom wherever it ranks; one who has
 * not joined sees 你还未报名 with 去报名.
 */
export default function SprintRank({
  sprintId,
  pageSize = 20,
  sprintRoute = 'sprint',
}: SprintRankProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session } = useRuntime()
  const loggedIn = session.loggedIn
  const size = Math.min(50, Math.max(1, Number(pageSize) || 20))
  const wanted = sprintId === undefined || sprintId === null || sprintId === '' ? undefined : Number(sprintId)
  const props = {
    sprintId: wanted !== undefined && Number.isFinite(wanted) ? wanted : undefined,
    pageSize: size,
  }
  const { list, loadMore, reload: reloadRows } = usePagedRead<SprintRankRow>(reads.rows, { props })
  const { answer: summary, reload: reloadSummary } = useRead<SprintRankAnswer>(reads.summary, { props })
  const reload = () => {
    reloadRows()
    reloadSummary()
  }

  if (!loggedIn) {
    return (
      <LoginPrompt
        title="登录后查看冲刺排行"
        description="和全国皮肤科同行一起冲刺"
        onLogin={() => session.relogin()}
      />
    )
  }

  if (list.status === 'loading' || summary.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="排行加载中">
        <span className={styles.visuallyHidden}>正在加载排行…</span>
        <div className={styles.list}>
          {[0, 1, 2, 3, 4].map((key) => (
            <div key={key} className={styles.skeleton}>
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          ))}
        </div>
      </section>
    )
  }

  // A failure has been toasted by the API client (a failed next page keeps the rows shown).
  if (list.status === 'error' || summary.status !== 'ready') {
    return (
      <section className={`${styles.screen} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="排行加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }

  return (
    <section className={styles.screen}>
      <header className={styles.head}>
        <h2 className={styles.heading}>冲刺排行榜</h2>
        <span>共 {summary.data.total ?? list.items.length} 位医生参加</span>
      </header>
      {list.items.length === 0 ? (
        <div className={styles.state}>
          <ErrorBlock
            status="empty"
            title="暂无排行"
            description="报名后学习时长会计入排行"
            fullPage={false}
          />
        </div>
      ) : (
        <>
          <ol className={styles.list} aria-label="冲刺排行">
            {list.items.map((row) => (
              <li key={row.rank}>
                <Row row={row} />
              </li>
            ))}
          </ol>
          {list.hasMore ? (
            <Button block fill="none" className={styles.more} loading={list.more} onClick={loadMore}>
              加载更多
            </Button>
          ) : (
            <p className={styles.end}>— 已显示全部排行 —</p>
          )}
        </>
      )}
      <aside className={styles.pinned} aria-label="我的排名">
        {summary.data.mine ? (
          <Row row={summary.data.mine} pinned />
        ) : (
          <div className={styles.notJoined}>
            <span>你还未报名本期冲刺月</span>
            <Button size="small" color="primary" shape="rounded" onClick={() => navigator.push(sprintRoute)}>
              去报名
            </Button>
          </div>
        )}
      </aside>
    </section>
  )
}
