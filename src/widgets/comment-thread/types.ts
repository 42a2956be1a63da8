/** The author of a comment or reply (contract Comment.author). */
export interface CommentAuthor {
  userId: number | string
  nickname: string
  avatar: string
}

/** A reply inside a comment's thread (contract Reply). */
export interface Reply {
  id: number
  commentId: number
  content: string
  author: CommentAuthor
  replyTo: { userId: number | string; nickname: string } | null
  createdAt: string
  likeCount: number
  liked: boolean
  mine: boolean
}

/** A comment with its first replies (contract Comment). */
export interface Comment {
  id: number
  content: string
  author: CommentAuthor
  createdAt: string
  likeCount: number
  liked: boolean
  mine: boolean
  replyCount: number
  replies: Reply[]
}

/** What the composer writes: a new comment, or a reply to a comment or to someone in its thread. */
export type ComposeTarget =
  | { kind: 'comment' }
  | { kind: 'reply'; comment: Comment; to: { userId: number | string; nickname: string } | null }

/** What the delete confirm removes. */
export type DeleteTarget = { comment: Comment; reply: Reply | null }

/** comment.items' answer (contract Page<Comment>). */
export interface CommentPage {
  items: Comment[]
  total: number
  page: number
  size: number
  hasMore: boolean
}
