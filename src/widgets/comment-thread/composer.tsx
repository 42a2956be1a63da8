import Button from 'antd-mobile/es/components/button'
import TextArea from 'antd-mobile/es/components/text-area'
import { useEffect, useId, useState } from 'react'
import { Popup } from '@/runtime/ui'
import styles from './comment-thread.module.css'
import type { ComposeTarget } from './types'

/** Comment and reply text: 1 to 500 characters after trimming (the server says the same). */
export const COMMENT_MAX_LENGTH = 500

export function composerPlaceholder(target: ComposeTarget | null): string {
  if (!target || target.kind === 'comment') return '写评论…'
  const name = target.to?.nickname ?? target.comment.author.nickname
  return `回复 @${name}：`
}

/**
 * The composer popup: a text area (at most 500 characters, with a counter) and 发布, disabled while the
 * text is blank or being sent. `onSubmit` resolves true when it was posted (the text is then cleared).
 */
export function Composer({
  target,
  onClose,
  onSubmit,
}: {
  target: ComposeTarget | null
  onClose: () => void
  onSubmit: (content: string) => Promise<boolean>
}) {
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  const inputId = useId()
  const targetKey =
    target === null
      ? ''
      : target.kind === 'comment'
        ? 'comment'
        : `${target.comment.id}:${target.to?.userId ?? ''}`

  // A new target (another comment or person) starts an empty draft.
  useEffect(() => {
    if (targetKey) setText('')
  }, [targetKey])

  const content = text.trim()
  const send = async () => {
    if (!content || sending) return
    setSending(true)
    const posted = await onSubmit(content)
    setSending(false)
    if (posted) setText('')
  }

  return (
    <Popup visible={target !== null} onMaskClick={onClose} onClose={onClose} bodyClassName={styles.composer}>
      <div className={styles.composerHead}>
        <button type="button" className={styles.composerCancel} onClick={onClose}>
          取消
        </button>
        <span className={styles.composerTitle}>{target?.kind === 'reply' ? '回复' : '发表评论'}</span>
        <Button
          size="small"
          color="primary"
          shape="rounded"
          disabled={!content}
          loading={sending}
          onClick={() => void send()}
        >
          发布
        </Button>
      </div>
      <label htmlFor={inputId} className={styles.visuallyHidden}>
        {composerPlaceholder(target)}
      </label>
      <TextArea
        id={inputId}
        className={styles.composerInput}
        value={text}
        onChange={setText}
        placeholder={composerPlaceholder(target)}
        maxLength={COMMENT_MAX_LENGTH}
        showCount
        autoSize={{ minRows: 4, maxRows: 8 }}
        autoFocus
      />
      <p className={styles.composerTip}>请文明发言，理性讨论学术问题</p>
    </Popup>
  )
}
