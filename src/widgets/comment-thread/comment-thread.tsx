import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { Dialog, ErrorBlock, toast } from '@/runtime/ui'
import { CommentItem } from './comment-item'
import styles from './comment-thread.module.css'
import type { schema } from './comment-thread.schema'
import { Composer } from './composer'
import type { Comment, CommentPage, ComposeTarget, DeleteTarget, Reply } from './types'

export type CommentThreadProps = WidgetProps<typeof schema>

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready' }

/** Adds a page of comments, dropping ones already listed (new comments shift the server's pages). */
function appendPage(list: Comment[], page: Comment[]): Comment[] {
  const seen = new Set(list.map((comment) => comment.id))
  return [...list, ...page.filter((comment) => !seen.has(comment.id))]
}

/**
 * The comments of an article, video, live...: count, a page at a time (查看更多评论), each with like,
 * 回复 and 删除 (own, after a confirm) and its replies (likes, 回复, 删除; 3 shown, then 展开更多回复);
 * a bottom bar 写评论… opens the composer. New comments show at the top, new replies at once. The calls
 * are /user/ calls: a guest sees 登录后查看和发表评论 and nothing is loaded.
 */
const CommentThread = observer(function CommentThread({
  type,
  id,
  title = '评论',
  pageSize = 10,
  composer = true,
}: CommentThreadProps & Partial<WidgetRuntimeProps>) {
  const { api, session } = useRuntime()
  const loggedIn = session.loggedIn
  const [load, setLoad] = useState<Load>({ status: 'loading' })
  const [comments, setComments] = useState<Comment[]>([])
  const [total, setTotal] = useState(0)
  const [page, setPage] = useState(1)
  const [hasMore, setHasMore] = useState(false)
  const [loadingMore, setLoadingMore] = useState(false)
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [target, setTarget] = useState<ComposeTarget | null>(null)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  // The comment the doctor has just posted: at the top of 评论, marked and scrolled into view.
  const [fresh, setFresh] = useState<number | null>(null)
  const request = useRef(0)
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))

  const fetchPage = useCallback(
    async (pageNumber: number) => {
      const current = pageNumber === 1 ? ++request.current : request.current
      if (pageNumber === 1) setLoad({ status: 'loading' })
      else setLoadingMore(true)
      try {
        const answer = await api.call<CommentPage>('comment.items', { type, id, page: pageNumber, size })
        if (current !== request.current) return
        const items = Array.isArray(answer?.items) ? answer.items : []
        setComments((list) => (pageNumber === 1 ? items : appendPage(list, items)))
        setTotal(typeof answer?.total === 'number' ? answer.total : items.length)
        setHasMore(answer?.hasMore === true)
        setPage(pageNumber)
        setLoad({ status: 'ready' })
      } catch {
        // Toasted by the API client: a first page failing offers a retry, a later one keeps the list.
        if (current === request.current && pageNumber === 1) setLoad({ status: 'error' })
      } finally {
        if (current === request.current) setLoadingMore(false)
      }
    },
    [api, type, id, size],
  )

  useEffect(() => {
    if (!loggedIn) return
    void fetchPage(1)
    return () => {
      request.current++
    }
  }, [fetchPage, loggedIn])

  const compose = (next: ComposeTarget) => {
    if (!session.loggedIn) {
      session.relogin()
      return
    }
    setTarget(next)
  }

  const submit = async (content: string): Promise<boolean> => {
    if (!target) return false
    try {
      if (target.kind === 'comment') {
        const comment = await api.call<Comment>('comment.post', { type, id, content })
        setComments((list) => [{ ...comment, replies: comment.replies ?? [] }, ...list])
        setTotal((count) => count + 1)
        setFresh(comment.id)
      } else {
        const params: Record<string, unknown> = { id: target.comment.id, content }
        // Answering someone in the thread names them; answering the comment itself names nobody.
        if (target.to) params.replyToUserId = target.to.userId
        const reply = await api.call<Reply>('comment.reply', params)
        const commentId = target.comment.id
        setComments((list) =>
          list.map((comment) =>
            comment.id === commentId
              ? {
                  ...comment,
                  replies: [...(comment.replies ?? []), reply],
                  replyCount: comment.replyCount + 1,
                }
              : comment,
          ),
        )
        // The new reply shows at once, even below the folded first three.
        setExpanded((ids) => new Set(ids).add(commentId))
      }
      setTarget(null)
      toast('发布成功', { icon: 'success' })
      return true
    } catch {
      // Toasted by the API client; the draft stays in the composer.
      return false
    }
  }

  const remove = async () => {
    if (!deleting) return
    const { comment, reply } = deleting
    setDeleting(null)
    try {
      if (reply) {
        await api.call('comment.replyDelete', { id: comment.id, replyId: reply.id })
        setComments((list) =>
          list.map((item) =>
            item.id === comment.id
              ? {
                  ...item,
                  replies: item.replies.filter((other) => other.id !== reply.id),
                  replyCount: Math.max(0, item.replyCount - 1),
                }
              : item,
          ),
        )
      } else {
        await api.call('comment.delete', { id: comment.id })
        setComments((list) => list.filter((item) => item.id !== comment.id))
        setTotal((count) => Math.max(0, count - 1))
      }
      toast('已删除')
    } catch {
      // Toasted by the API client; nothing was removed.
    }
  }

  let list: ReactNode
  if (!loggedIn) {
    list = (
      <div className={styles.guest}>
        <p>登录后查看和发表评论</p>
        <Button color="primary" shape="rounded" size="small" onClick={() => session.relogin()}>
          登录
        </Button>
      </div>
    )
  } else if (load.status === 'loading') {
    list = (
      <div role="status" aria-busy="true" aria-label="评论加载中" className={styles.skeleton}>
        {[0, 1, 2].map((key) => (
          <div key={key} className={styles.skeletonRow}>
            <Skeleton animated className={styles.skeletonAvatar} />
            <div className={styles.skeletonText}>
              <Skeleton.Title animated />
              <Skeleton.Paragraph lineCount={2} animated />
            </div>
          </div>
        ))}
      </div>
    )
  } else if (load.status === 'error') {
    list = (
      <div className={styles.state}>
        <ErrorBlock
          status="disconnected"
          title="评论加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" size="small" onClick={() => void fetchPage(1)}>
          重新加载
        </Button>
      </div>
    )
  } else if (comments.length === 0) {
    list = (
      <div className={styles.empty}>
        <p>还没有评论，快来抢沙发吧</p>
      </div>
    )
  } else {
    list = (
      <>
        <ul className={styles.comments}>
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              comment={comment}
              expanded={expanded.has(comment.id)}
              fresh={comment.id === fresh}
              onExpand={() => setExpanded((ids) => new Set(ids).add(comment.id))}
              onReply={(to) =>
                compose({
                  kind: 'reply',
                  comment,
                  to: to ? { userId: to.author.userId, nickname: to.author.nickname } : null,
                })
              }
              onDelete={(reply) => setDeleting({ comment, reply })}
            />
          ))}
        </ul>
        {hasMore ? (
          <button
            type="button"
            className={styles.more}
            disabled={loadingMore}
            onClick={() => void fetchPage(page + 1)}
          >
            {loadingMore ? '加载中…' : '查看更多评论'}
          </button>
        ) : (
          <p className={styles.end}>— 没有更多评论了 —</p>
        )}
      </>
    )
  }

  return (
    <section className={styles.thread} aria-label={title}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          {title}
          {loggedIn && load.status === 'ready' ? <span className={styles.count}>{total}</span> : null}
        </h2>
        {!composer && loggedIn ? (
          <button type="button" className={styles.inlineWrite} onClick={() => compose({ kind: 'comment' })}>
            写评论…
          </button>
        ) : null}
      </header>
      {list}

      {composer ? (
        <>
          <div className={styles.barSpacer} aria-hidden="true" />
          <div className={styles.bar}>
            <button type="button" className={styles.barInput} onClick={() => compose({ kind: 'comment' })}>
              {loggedIn ? '写评论…' : '登录后发表评论'}
            </button>
          </div>
        </>
      ) : null}

      <Composer target={target} onClose={() => setTarget(null)} onSubmit={submit} />
      <Dialog
        visible={deleting !== null}
        title={deleting?.reply ? '删除回复' : '删除评论'}
        content={
          deleting?.reply ? '确定删除这条回复吗？' : '确定删除这条评论吗？删除后其下的回复也将一并删除。'
        }
        closeOnMaskClick
        onClose={() => setDeleting(null)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setDeleting(null) },
            { key: 'confirm', text: '删除', bold: true, danger: true, onClick: () => void remove() },
          ],
        ]}
      />
    </section>
  )
})

export default CommentThread
