import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { type ReactNode, useState } from 'react'
import { usePagedRead, useRead, useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { Dialog, ErrorBlock, toast } from '@/runtime/ui'
import { CommentItem } from './comment-item'
import { reads } from './comment-thread.data'
import styles from './comment-thread.module.css'
import type { schema } from './comment-thread.schema'
import { Composer } from './composer'
import type { Comment, CommentPage, ComposeTarget, DeleteTarget, Reply } from './types'

export type CommentThreadProps = WidgetProps<typeof schema>

/** The pages' comments, each once (a comment posted meanwhile shifts the server's pages). */
function distinct(items: readonly Comment[]): Comment[] {
  const seen = new Set<number>()
  return items.filter((comment) => !seen.has(comment.id) && seen.add(comment.id))
}

/** A comment with the doctor's own replies that its list answer does not carry (past the first three). */
function withPosted(comment: Comment, posted: readonly Reply[]): Comment {
  const replies = Array.isArray(comment.replies) ? comment.replies : []
  const missing = posted.filter(
    (reply) => reply.commentId === comment.id && !replies.some((shown) => shown.id === reply.id),
  )
  return missing.length > 0 ? { ...comment, replies: [...replies, ...missing] } : comment
}

/**
 * The comments of an article, video, live...: count, a page at a time (查看更多评论), each with like,
 * 回复 and 删除 (own, after a confirm) and its replies (likes, 回复, 删除; 3 shown, then 展开更多回复);
 * a bottom bar 写评论… opens the composer. The list is the one client cache's (decision 0037): a post,
 * reply, like or delete refreshes it before its spinner stops, so a new comment is at the top and a
 * deleted one gone. The calls are /user/ calls: a guest sees 登录后查看和发表评论 and nothing is loaded.
 */
const CommentThread = observer(function CommentThread({
  type,
  id,
  title = '评论',
  pageSize = 10,
  composer = true,
}: CommentThreadProps & Partial<WidgetRuntimeProps>) {
  const { session } = useRuntime()
  const loggedIn = session.loggedIn
  const size = Math.min(50, Math.max(1, Number(pageSize) || 10))
  const bindings = { props: { type, id, pageSize: size } }
  const { list: pages, loadMore, reload } = usePagedRead<Comment>(reads.comments, bindings)
  const { answer: counted } = useRead<CommentPage>(reads.count, bindings)
  const post = useWrite('comment.post')
  const reply = useWrite('comment.reply')
  const deleteComment = useWrite('comment.delete')
  const deleteReply = useWrite('comment.replyDelete')
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [target, setTarget] = useState<ComposeTarget | null>(null)
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null)
  // The comment the doctor has just posted: at the top of 评论, marked and scrolled into view.
  const [fresh, setFresh] = useState<number | null>(null)
  // The list answer carries a thread's first three replies only: a reply the doctor posts past them is
  // shown from its write's answer (no read shows it), until a read carries it or it is deleted.
  const [posted, setPosted] = useState<readonly Reply[]>([])

  const comments =
    pages.status === 'ready' ? distinct(pages.items).map((comment) => withPosted(comment, posted)) : []
  const total =
    counted.status === 'ready' && typeof counted.data?.total === 'number'
      ? counted.data.total
      : comments.length

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
        // Resolves once the list is read again: the new comment is already at the top.
        const comment = await post.write<Comment>({ type, id, content })
        setFresh(comment.id)
      } else {
        const params: Record<string, unknown> = { id: target.comment.id, content }
        // Answering someone in the thread names them; answering the comment itself names nobody.
        if (target.to) params.replyToUserId = target.to.userId
        const commentId = target.comment.id
        const answer = await reply.write<Reply>(params)
        setPosted((replies) => [...replies, { ...answer, commentId }])
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
    const { comment, reply: shown } = deleting
    setDeleting(null)
    try {
      if (shown) {
        await deleteReply.write({ id: comment.id, replyId: shown.id })
        setPosted((replies) => replies.filter((other) => other.id !== shown.id))
      } else {
        await deleteComment.write({ id: comment.id })
      }
      toast('已删除')
    } catch {
      // Toasted by the API client; the list was read again and shows what is there.
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
  } else if (pages.status === 'loading') {
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
  } else if (pages.status === 'error') {
    list = (
      <div className={styles.state}>
        <ErrorBlock
          status="disconnected"
          title="评论加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" size="small" onClick={reload}>
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
        {pages.status === 'ready' && pages.hasMore ? (
          <button type="button" className={styles.more} disabled={pages.more} onClick={loadMore}>
            {pages.more ? '加载中…' : '查看更多评论'}
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
          {loggedIn && pages.status === 'ready' ? <span className={styles.count}>{total}</span> : null}
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
