import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { usePagedRead } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { EmptyState, FailedState, LoginPrompt } from '@/runtime/states'
import { reads } from './form-record-list.data'
import styles from './form-record-list.module.css'
import type { schema } from './form-record-list.schema'

export type FormRecordListProps = WidgetProps<typeof schema>

export interface FormRecordSummary {
  id: number
  formKey: string
  formTitle: string
  createdAt: string
  answers: { id: string; label: string; type: string; value: string[] }[]
}

/** The first answered text line, as the card's preview. */
function preview(record: FormRecordSummary): string {
  const line = record.answers.find((answer) => answer.type !== 'upload' && answer.value.length > 0)
  return line ? `${line.label}：${line.value.join('、')}` : ''
}

/** 我的记录: the caller's form records, newest first, a page at a time; a card opens its detail. */
export default function FormRecordList({
  projectKey = '',
  pageSize = 10,
  detailRoute = 'formRecordDetail',
}: FormRecordListProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session } = useRuntime()
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const { list, loadMore, reload } = usePagedRead<FormRecordSummary>(reads.records, {
    props: { projectKey: projectKey || undefined, pageSize: size },
  })

  if (!session.loggedIn) {
    return <LoginPrompt title="登录后查看我的记录" onLogin={() => session.relogin()} />
  }
  if (list.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>加载中…</span>
        {[0, 1, 2].map((index) => (
          <div key={index} className={styles.card}>
            <Skeleton.Title animated />
            <Skeleton.Paragraph lineCount={2} animated />
          </div>
        ))}
      </section>
    )
  }
  if (list.status === 'error') {
    return <FailedState reload={reload} />
  }
  if (list.items.length === 0) {
    return <EmptyState text="暂无记录" description="提交的表单会显示在这里" />
  }
  return (
    <section className={styles.screen}>
      <ul className={styles.list}>
        {list.items.map((record) => (
          <li key={record.id}>
            <button
              type="button"
              className={styles.card}
              onClick={() =>
                navigator.push(detailRoute ?? 'formRecordDetail', {
                  id: record.id,
                  projectKey: record.formKey,
                })
              }
            >
              <span className={styles.title}>{record.formTitle}</span>
              <span className={styles.preview}>{preview(record)}</span>
              <span className={styles.time}>提交于 {dayjs(record.createdAt).format('YYYY-MM-DD HH:mm')}</span>
            </button>
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <Button block fill="none" loading={list.more} onClick={loadMore}>
          加载更多
        </Button>
      ) : (
        <p className={styles.end}>没有更多了</p>
      )}
    </section>
  )
}
