import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { useRead, useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage, LabelledProgress, toast } from '@/runtime/ui'
import { reads } from './ebook-receive.data'
import styles from './ebook-receive.module.css'
import type { schema } from './ebook-receive.schema'

export type EBookReceiveProps = WidgetProps<typeof schema>

/** ebook.detail's (and ebook.receive's) answer. */
export interface EBook {
  id: number
  title: string
  author: string
  publisher: string
  coverUrl: string
  introduction: string
  pageCount: number
  stock: number
  remaining: number
  startTime: string
  endTime: string
  status: 'NOT_STARTED' | 'AVAILABLE' | 'OUT_OF_STOCK' | 'ENDED'
  received: boolean
  receivedAt: string | null
  readUrl: string
}

type Action = { label: string; kind: 'receive' | 'read' | 'closed' }

/** What the bottom button says: a received book reads whatever the stock or window. */
export function ebookAction(book: Pick<EBook, 'status' | 'received'>): Action {
  if (book.received) return { label: '阅读', kind: 'read' }
  if (book.status === 'AVAILABLE') return { label: '立即领取', kind: 'receive' }
  if (book.status === 'OUT_OF_STOCK') return { label: '已领完', kind: 'closed' }
  if (book.status === 'ENDED') return { label: '活动已结束', kind: 'closed' }
  return { label: '活动未开始', kind: 'closed' }
}

const openLink = [{ type: 'openUrl', url: '${event.url}' }]

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString()
  } catch {
    return url
  }
}

/**
 * 领取电子书: the cover over a blurred backdrop, title, author, publisher and pages, copies left (剩余 n 本),
 * the receiving window and the introduction. The bottom button: 立即领取 (a visitor logs in first; then
 * ebook.receive, 领取成功), then 已领取 with 阅读, which opens the book's PDF in the webview screen through
 * the allowlist; 已领完, 活动已结束 and 活动未开始 are disabled.
 */
const EBookReceive = observer(function EBookReceive({
  id,
  onReceived,
  run,
}: EBookReceiveProps & Partial<WidgetRuntimeProps>) {
  const { session, stores, tracker } = useRuntime()
  const loggedIn = stores.user.isLoggedIn
  const bookId = id === undefined || id === null ? '' : String(id).trim()
  const { answer, reload, awaitingFresh } = useRead<EBook>(reads.book, { props: { id: bookId || undefined } })
  const { write: receiveBook, busy: sending } = useWrite('ebook.receive')

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="电子书不存在或已下架" lines={6} />
  }
  const book = answer.data
  const action = ebookAction(book)
  const stock = Math.max(book.stock, 0)
  const taken = stock - Math.max(book.remaining, 0)

  const receive = async () => {
    if (!loggedIn) {
      session.relogin()
      return
    }
    try {
      // Resolves once ebook.detail shows the copy received (and the copies left).
      await receiveBook({ id: book.id })
      toast('领取成功', { icon: 'success' })
      tracker?.event('ebook_receive', { ebookId: String(book.id) })
      void run?.(onReceived, { id: book.id })
    } catch {
      // The API client has toasted why (已领完, 活动已经结束, 请先登录医生账号...); the refused write has
      // asked for the book again, so the button shows the true state.
    }
  }

  const read = () => {
    if (!book.readUrl) return
    void run?.(openLink, { url: absoluteUrl(book.readUrl) })
  }

  const paragraphs = book.introduction.split(/\n+/).filter((line) => line.trim())
  const period = `${dayjs(book.startTime).format('YYYY.MM.DD')} - ${dayjs(book.endTime).format('YYYY.MM.DD')}`

  return (
    <article className={styles.page}>
      <header className={styles.hero}>
        <div
          className={styles.backdrop}
          style={{ backgroundImage: `url("${book.coverUrl}")` }}
          aria-hidden="true"
        />
        <div className={styles.coverFrame}>
          <CoverImage src={book.coverUrl} alt={book.title} ratio="3 / 4" radius={6} sizes="140px" />
        </div>
        <h1 className={styles.title}>{book.title}</h1>
        <p className={styles.author}>{book.author}</p>
        <p className={styles.meta}>
          {[book.publisher, book.pageCount ? `${book.pageCount} 页` : '', '电子版']
            .filter(Boolean)
            .join(' · ')}
        </p>
      </header>

      <section className={styles.card}>
        {book.received ? (
          <div className={styles.received} role="status">
            <strong>已领取</strong>
            <span>
              {book.receivedAt ? `${dayjs(book.receivedAt).format('YYYY-MM-DD HH:mm')} 领取，` : ''}
              可随时阅读
            </span>
          </div>
        ) : null}
        <div className={styles.stockRow}>
          <span>
            剩余 <strong className={styles.remaining}>{Math.max(book.remaining, 0)}</strong> 本 / 共 {stock}{' '}
            本
          </span>
          <span className={styles.status} data-status={book.received ? 'RECEIVED' : book.status}>
            {book.received ? '已领取' : action.label === '立即领取' ? '可领取' : action.label}
          </span>
        </div>
        <LabelledProgress
          label="领取进度"
          percent={stock === 0 ? 100 : Math.round((taken / stock) * 100)}
          className={styles.progress}
        />
        <p className={styles.window}>领取时间：{period}</p>
      </section>

      {paragraphs.length > 0 ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>内容简介</h2>
          {paragraphs.map((line) => (
            <p key={line} className={styles.paragraph}>
              {line}
            </p>
          ))}
        </section>
      ) : null}

      <footer className={styles.bar}>
        <Button
          block
          shape="rounded"
          color={action.kind === 'closed' ? 'default' : 'primary'}
          disabled={action.kind === 'closed'}
          // After a return the copies left and the doctor's own may have changed: wait for them.
          loading={sending || awaitingFresh}
          data-kind={action.kind}
          onClick={action.kind === 'read' ? read : () => void receive()}
        >
          {action.label}
        </Button>
      </footer>
    </article>
  )
})

export default EBookReceive
