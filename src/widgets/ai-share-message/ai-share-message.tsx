import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useRead } from '@/runtime/data'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import { deepLinks, openDeepLink } from '@/runtime/router'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { reads } from './ai-share-message.data'
import styles from './ai-share-message.module.css'
import type { schema } from './ai-share-message.schema'

export type AiShareMessageProps = WidgetProps<typeof schema>

/** aiShare.message's answer. */
export interface AiSharedMessage {
  id: number
  agentName: string
  question: string
  answer: string
  references: { title: string; source: string; url: string }[]
  createdAt: string
  sharer: {
    id: number
    name: string
    avatar: string
    hospital: string
    department: string
    title: string
  } | null
}

const openLink = [{ type: 'openUrl', url: '${event.url}' }]

function Avatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false)
  return src.trim() && !failed ? (
    <img className={styles.avatar} src={src} alt={`${name}的头像`} onError={() => setFailed(true)} />
  ) : (
    <span className={`${styles.avatar} ${styles.initial}`} role="img" aria-label={`${name}的头像`}>
      {Array.from(name.trim())[0] ?? '医'}
    </span>
  )
}

function text(value: unknown): string {
  return value === undefined || value === null ? '' : String(value).trim()
}

/**
 * A shared AI-agent answer (AI智能体): who shared it (avatar, name, 职称, hospital), the question as a
 * bubble, the agent's answer (server HTML, sanitized) with its references (links open through the
 * allowlist) and an AI disclaimer. The bottom button opens the AI agent, which lives in the native app:
 * outside it the app-only jump says 请前往APP操作 (spec §5).
 */
export default function AiShareMessage({
  messageId,
  shareDoctorId,
  ctaText = '我也要问 AI 智能体',
  run,
}: AiShareMessageProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = text(messageId)
  const sharerId = text(shareDoctorId)
  const { answer, reload } = useRead<AiSharedMessage>(reads.message, {
    props: { messageId: id || undefined, shareDoctorId: sharerId || undefined },
  })
  const shown = answer.status === 'ready' ? answer.data.answer : ''
  const html = useMemo(() => (shown ? sanitizeHtml(shown) : ''), [shown])

  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="内容不存在或已删除" lines={8} />
  }
  const message = answer.data
  const sharer = message.sharer
  const references = Array.isArray(message.references) ? message.references : []

  const ask = () => {
    runtime.tracker?.event('ai_share_cta', { messageId: String(message.id) })
    void openDeepLink(runtime, deepLinks.intelligenceDetail(message.id))
  }

  return (
    <article className={styles.page}>
      {sharer ? (
        <header className={styles.sharer}>
          <Avatar src={sharer.avatar} name={sharer.name} />
          <div className={styles.sharerText}>
            <p className={styles.sharerName}>
              {sharer.name}
              {sharer.title ? <span className={styles.sharerTitle}>{sharer.title}</span> : null}
            </p>
            <p className={styles.hospital}>
              {[sharer.hospital, sharer.department].filter(Boolean).join(' · ')}
            </p>
          </div>
          <span className={styles.shared}>分享了一条 AI 问答</span>
        </header>
      ) : null}

      <section className={styles.chat} aria-label="问答">
        <div className={styles.question}>
          <p>{message.question}</p>
        </div>
        <div className={styles.answer}>
          <p className={styles.agent}>
            <span className={styles.agentMark} aria-hidden="true">
              AI
            </span>
            {message.agentName}
            <time className={styles.time} dateTime={message.createdAt}>
              {dayjs(message.createdAt).format('YYYY-MM-DD HH:mm')}
            </time>
          </p>
          <div
            className={styles.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) above
            dangerouslySetInnerHTML={{ __html: html }}
          />
          {references.length > 0 ? (
            <section className={styles.references} aria-label="参考资料">
              <h2 className={styles.referencesTitle}>参考资料</h2>
              <ol>
                {references.map((reference) => (
                  <li key={`${reference.title}-${reference.source}`}>
                    {reference.url ? (
                      <button
                        type="button"
                        className={styles.referenceLink}
                        onClick={() => void run?.(openLink, { url: reference.url })}
                      >
                        {reference.title}
                      </button>
                    ) : (
                      <span>{reference.title}</span>
                    )}
                    {reference.source ? <span className={styles.source}>{reference.source}</span> : null}
                  </li>
                ))}
              </ol>
            </section>
          ) : null}
          <p className={styles.disclaimer}>以上内容由 AI 生成，仅供医学专业人士参考，不构成诊疗建议</p>
        </div>
      </section>

      <footer className={styles.bar}>
        <Button block color="primary" shape="rounded" onClick={ask}>
          {ctaText}
        </Button>
      </footer>
    </article>
  )
}
