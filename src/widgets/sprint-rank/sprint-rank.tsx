import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useCallback, useEffect, useRef, useState } from 'react'
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
import styles from './sprint-rank.module.css'
import type { schema } from './sprint-rank.schema'

export type SprintRankProps = FromContract<typeof schema>

type Load =
  | { status: 'loading' }
  | { status: 'error' }
  | {
      status: 'ready'
      rows: SprintRankRow[]
      page: number
      hasMore: boolean
      total: number
      mine: SprintRankRow | null
    }

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
  const { api, navigator, session } = useRuntime()
  const loggedIn = session.loggedIn
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [loadingMore, setLoadingMore] = useState(false)
  const request = useRef(0)
  const size = Math.min(50, Math.max(1, Number(pageSize) || 20))
  const wanted = sprintId === undefined || sprintId === null || sprintId === '' ? undefined : Number(sprintId)

  const fetchPage = useCallback(
    async (page: number, previous: SprintRankRow[]) => {
      const current = ++request.current
      if (page === 1) setLoad({ status: 'loading' })
      else setLoadingMore(true)
      try {
        const params: Record<string, unknown> = { page, size }
        if (wanted !== undefined && Number.isFinite(wanted)) params.sprintId = wanted
        const answer = await api.call<SprintRankAnswer>('sprint.rank', params)
        if (current !== request.current) return
        const items = Array.isArray(answer?.items) ? answer.items : []
        setLoad({
          status: 'ready',
          rows: [...previous, ...items],
          page,
          hasMore: answer?.hasMore === true,
          total: answer?.total ?? items.length,
          mine: answer?.mine ?? null,
        })
      } catch {
        // Toasted by the API client; a failed next page keeps what is shown.
        if (current === request.current && page === 1) setLoad({ status: 'error' })
      } finally {
        if (current === request.current) setLoadingMore(false)
      }
    },
    [api, size, wanted],
  )

  useEffect(() => {
    // sprint.rank is a /user/ call: a visitor is offered the login instead of a refused call.
    if (!loggedIn) return
    void fetchPage(1, [])
    return () => {
      request.current++
    }
  }, [fetchPage, loggedIn])

  if (!loggedIn) {
    return (
      <LoginPrompt
        title="登录后查看冲刺排行"
        description="和全国皮肤科同行一起冲刺"
        onLogin={() => session.relogin()}
      />
    )
  }

  if (load.status === 'loading') {
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

  if (load.status === 'error') {
    return (
      <section className={`${styles.screen} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="排行加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void fetchPage(1, [])}>
          重试
        </Button>
      </section>
    )
  }

  return (
    <section className={styles.screen}>
      <header className={styles.head}>
        <h2 className={styles.heading}>冲刺排行榜</h2>
        <span>共 {load.total} 位医生参加</span>
      </header>
      {load.rows.length === 0 ? (
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
            {load.rows.map((row) => (
              <li key={row.rank}>
                <Row row={row} />
              </li>
            ))}
          </ol>
          {load.hasMore ? (
            <Button
              block
              fill="none"
              className={styles.more}
              loading={loadingMore}
              onClick={() => void fetchPage(load.page + 1, load.rows)}
            >
              加载更多
            </Button>
          ) : (
            <p className={styles.end}>— 已显示全部排行 —</p>
          )}
        </>
      )}
      <aside className={styles.pinned} aria-label="我的排名">
        {load.mine ? (
          <Row row={load.mine} pinned />
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
