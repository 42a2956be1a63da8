import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import type { ReactNode } from 'react'
import type { Answer } from '../data/server-state'
import { ErrorBlock } from '../ui/overlays'
import styles from './states.module.css'

export interface AnswerStateProps {
  /** The answer while it is not ready (loading, error, missing). */
  answer: Exclude<Answer<unknown>, { status: 'ready' }>
  reload: () => void
  /** Shown for a 404, e.g. 指南不存在或已下线. */
  missingText: string
  /** Shown when the call failed, e.g. 加载失败. */
  errorText?: string
  /** Skeleton paragraph lines while loading. */
  lines?: number
}

/** A self-loading widget's states before its content: skeleton, missing, and error with 重试. */
export function AnswerState({
  answer,
  reload,
  missingText,
  errorText = '加载失败',
  lines = 4,
}: AnswerStateProps) {
  if (answer.status === 'loading') {
    return (
      <section className={styles.answerState} role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>加载中…</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={lines} animated />
      </section>
    )
  }
  if (answer.status === 'missing') return <EmptyState text={missingText} />
  return <FailedState reload={reload} text={errorText} />
}

/** Nothing to show: a 404, or a list with no entries (e.g. 暂无记录); `children` go under it (a button). */
export function EmptyState({
  text,
  description = '',
  image,
  children,
}: {
  text: string
  description?: string
  /** A picture of the screen's own instead of antd-mobile's empty illustration. */
  image?: string
  children?: ReactNode
}) {
  return (
    <section className={`${styles.answerState} ${styles.answerCenter}`}>
      <ErrorBlock status="empty" title={text} description={description} image={image} fullPage={false} />
      {children}
    </section>
  )
}

/** A failed read: 加载失败, 请检查网络后重试 and 重试. */
export function FailedState({ reload, text = '加载失败' }: { reload: () => void; text?: string }) {
  return (
    <section className={`${styles.answerState} ${styles.answerCenter}`} role="alert">
      <ErrorBlock status="disconnected" title={text} description="请检查网络后重试" fullPage={false} />
      <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
        重试
      </Button>
    </section>
  )
}

export interface LoginPromptProps {
  /** What logging in shows, e.g. 登录后查看奖学金. */
  title: string
  description?: string
  onLogin: () => void
}

/** The state of a self-loading widget that needs a login: what it would show, and 去登录. */
export function LoginPrompt({ title, description = '', onLogin }: LoginPromptProps) {
  return (
    <section className={`${styles.answerState} ${styles.answerCenter}`}>
      <ErrorBlock status="empty" title={title} description={description} fullPage={false} />
      <Button color="primary" shape="rounded" onClick={onLogin}>
        去登录
      </Button>
    </section>
  )
}
