import { useState } from 'react'
import { relativeTime } from '@/runtime/format'
import { commentLikeEndpoints, useLikeToggle } from '@/runtime/social'
import styles from './comment-thread.module.css'
import type { Comment, CommentAuthor, Reply } from './types'

/** Replies shown before 展开更多回复 (the list answer carries the first 3 of each thread). */
export const FOLDED_REPLY_COUNT = 3

export function Avatar({ author, size = 36 }: { author: CommentAuthor; size?: number }) {
  const [broken, setBroken] = useState(false)
  const name = author.nickname || '医生'
  if (!author.avatar || broken) {
    return (
      <span
        className={styles.avatarFallback}
        style={{ width: size, height: size, fontSize: size * 0.42 }}
        role="img"
        aria-label={`${name}的头像`}
      >
        {Array.from(name)[0]}
      </span>
    )
  }
  return (
    <img
      className={styles.avatar}
      style={{ width: size, height: size }}
      src={author.avatar}
      alt={`${name}的头像`}
      loading="lazy"
      onError={() => setBroken(true)}
    />
  )
}

function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className={styles.likeGlyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 20.2s-7.6-4.6-8.9-9.6C2.3 7.3 4.4 4.3 7.6 4.3c1.9 0 3.4 1.1 4.4 2.6 1-1.5 2.5-2.6 4.4-2.6 3.2 0 5.3 3 4.5 6.3-1.3 5-8.9 9.6-8.9 9.6Z"
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  )
}

/** The like of a comment or reply: comment.like / unlike, or comment.replyLike / replyUnlike. */
function LikeControl({
  commentId,
  replyId,
  liked,
  count,
  subject,
}: {
  commentId: number
  replyId?: number
  liked: boolean
  count: number
  subject: string
}) {
  const like = useLikeToggle({ endpoints: commentLikeEndpoints(commentId, replyId), liked, count })
  return (
    <button
      type="button"
      className={`${styles.like} ${like.liked ? styles.likeOn : ''}`}
      aria-pressed={like.liked}
      aria-busy={like.busy}
      aria-label={`${like.liked ? '取消点赞' : '点赞'}${subject}，${like.count} 人赞过`}
      onClick={() => void like.toggle()}
    >
      <HeartIcon filled={like.liked} />
      {like.count > 0 ? <span>{like.count}</span> : null}
    </button>
  )
}

function ReplyItem({
  reply,
  onReply,
  onDelete,
}: {
  reply: Reply
  onReply: (reply: Reply) => void
  onDelete: (reply: Reply) => void
}) {
  return (
    <li className={styles.reply}>
      <Avatar author={reply.author} size={24} />
      <div className={styles.replyBody}>
        <p className={styles.replyHead}>
          <span className={styles.nickname}>{reply.author.nickname}</span>
          {reply.replyTo ? (
            <>
              <span className={styles.replyArrow}> 回复 </span>
              <span className={styles.nickname}>{reply.replyTo.nickname}</span>
            </>
          ) : null}
        </p>
        <p className={styles.text}>{reply.content}</p>
        <div className={styles.meta}>
          <time dateTime={reply.createdAt}>{relativeTime(reply.createdAt)}</time>
          <button type="button" className={styles.metaAction} onClick={() => onReply(reply)}>
            回复
          </button>
          {reply.mine ? (
            <button type="button" className={styles.metaAction} onClick={() => onDelete(reply)}>
              删除
            </button>
          ) : null}
          <span className={styles.metaSpacer} />
          <LikeControl
            commentId={reply.commentId}
            replyId={reply.id}
            liked={reply.liked}
            count={reply.likeCount}
            subject="这条回复"
          />
        </div>
      </div>
    </li>
  )
}

export interface CommentItemProps {
  /** The comment the doctor has just posted: marked and brought into view. */
  fresh?: boolean
  comment: Comment
  expanded: boolean
  onExpand: () => void
  onReply: (to: Reply | null) => void
  onDelete: (reply: Reply | null) => void
}

/** One comment: author, time, text, like, 回复, 删除 (own), and its replies (3, then 展开更多回复). */
/** Brings the just-posted comment to the middle of the screen, once (its list may be far below). */
function scrollIntoViewOnce(element: HTMLLIElement | null): void {
  element?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
}

export function CommentItem({
  comment,
  expanded,
  fresh = false,
  onExpand,
  onReply,
  onDelete,
}: CommentItemProps) {
  const replies = Array.isArray(comment.replies) ? comment.replies : []
  const shown = expanded ? replies : replies.slice(0, FOLDED_REPLY_COUNT)
  const folded = replies.length - shown.length
  // The list answer carries only the first replies; the rest are counted, not sent.
  const unseen = Math.max(0, (comment.replyCount ?? 0) - replies.length)
  return (
    <li
      className={fresh ? `${styles.comment} ${styles.fresh}` : styles.comment}
      data-comment-id={comment.id}
      ref={fresh ? scrollIntoViewOnce : undefined}
    >
      <Avatar author={comment.author} />
      <div className={styles.commentBody}>
        <div className={styles.commentHead}>
          <span className={styles.nickname}>{comment.author.nickname}</span>
          <LikeControl
            commentId={comment.id}
            liked={comment.liked}
            count={comment.likeCount}
            subject="这条评论"
          />
        </div>
        <p className={styles.text}>{comment.content}</p>
        <div className={styles.meta}>
          <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt)}</time>
          <button type="button" className={styles.metaAction} onClick={() => onReply(null)}>
            回复
          </button>
          {comment.mine ? (
            <button type="button" className={styles.metaAction} onClick={() => onDelete(null)}>
              删除
            </button>
          ) : null}
        </div>
        {shown.length > 0 ? (
          <div className={styles.replies}>
            <ul className={styles.replyList}>
              {shown.map((reply) => (
                <ReplyItem key={reply.id} reply={reply} onReply={onReply} onDelete={onDelete} />
              ))}
            </ul>
            {folded > 0 ? (
              <button type="button" className={styles.expand} onClick={onExpand}>
                展开更多回复（{folded}）
              </button>
            ) : null}
            {folded === 0 && unseen > 0 ? (
              <p className={styles.replyTotal}>共 {comment.replyCount} 条回复</p>
            ) : null}
          </div>
        ) : null}
      </div>
    </li>
  )
}
