import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import { useRead } from '@/runtime/data'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { type ConsentAcceptance, coversVersion, readAcceptance, writeAcceptance } from './consent-acceptance'
import { reads } from './consent-document.data'
import styles from './consent-document.module.css'
import type { schema } from './consent-document.schema'

export type ConsentDocumentProps = WidgetProps<typeof schema>

/** consent.content's answer. */
export interface ConsentContent {
  id: string | number
  type?: string
  title: string
  /** HTML from the server: sanitized before it is shown. */
  content: string
  version?: string | number
  updatedAt?: string
}

function longDate(value: string | undefined): string {
  if (!value) return ''
  const date = dayjs(value)
  return date.isValid() ? date.format('YYYY年M月D日') : ''
}

function versionOf(doc: ConsentContent): string | undefined {
  return doc.version === undefined || doc.version === null || doc.version === ''
    ? undefined
    : String(doc.version)
}

/**
 * An informed-consent document: title, update date and the server's HTML (sanitized), with a skeleton
 * while it loads and a retry when it fails. With `showActions` a bottom bar offers 不同意 / 同意;
 * 同意 remembers the agreement under `acceptKey`, and a remembered agreement shows 已同意.
 */
export default function ConsentDocument({
  id,
  type,
  acceptKey,
  showActions = false,
  agreeText = '同意',
  disagreeText = '不同意',
  onAgree,
  onDisagree,
  run,
}: ConsentDocumentProps & Partial<WidgetRuntimeProps>) {
  const [acceptance, setAcceptance] = useState<ConsentAcceptance | null>(() =>
    acceptKey ? readAcceptance(acceptKey) : null,
  )
  const documentId = id === undefined || id === null ? '' : String(id).trim()
  const { answer, reload } = useRead<ConsentContent>(reads.document, {
    props: { id: documentId || undefined, type: type || undefined },
  })

  useEffect(() => {
    setAcceptance(acceptKey ? readAcceptance(acceptKey) : null)
  }, [acceptKey])

  const doc = answer.status === 'ready' ? answer.data : null
  const html = useMemo(() => (doc ? sanitizeHtml(doc.content) : ''), [doc])

  if (answer.status === 'loading') {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <span className={styles.visuallyHidden}>正在加载知情同意书…</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={8} animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    )
  }

  // A failure (the API client has shown the message) or a document that is not there: this block offers the retry.
  if (!doc) {
    return (
      <div className={styles.failed}>
        <ErrorBlock
          status="disconnected"
          title="知情同意书加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重新加载
        </Button>
      </div>
    )
  }

  const version = versionOf(doc)
  const accepted = coversVersion(acceptance, version)
  const updated = longDate(doc.updatedAt)

  const agree = () => {
    if (acceptKey) {
      writeAcceptance(acceptKey, version)
      setAcceptance(readAcceptance(acceptKey) ?? { accepted: true, version })
    }
    void run?.(onAgree, { version: version ?? '' })
  }

  return (
    <article className={`${styles.document} ${showActions ? styles.withBar : ''}`}>
      <header className={styles.header}>
        <h1 className={styles.title}>{doc.title}</h1>
        {updated || version ? (
          <p className={styles.meta}>
            {updated ? <span>更新日期：{updated}</span> : null}
            {version ? <span>版本：{version}</span> : null}
          </p>
        ) : null}
      </header>
      {html ? (
        <div
          className={styles.content}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) just above
          dangerouslySetInnerHTML={{ __html: html }}
        />
      ) : (
        <p className={styles.empty}>暂无内容</p>
      )}
      {showActions ? (
        <footer className={styles.bar}>
          {accepted ? (
            <div className={styles.accepted}>
              <Button block shape="rounded" disabled className={styles.acceptedButton}>
                已同意
              </Button>
              {acceptance?.at && longDate(acceptance.at) ? (
                <p className={styles.acceptedAt}>您已于 {longDate(acceptance.at)} 同意本知情同意书</p>
              ) : null}
            </div>
          ) : (
            <div className={styles.buttons}>
              <Button shape="rounded" className={styles.disagree} onClick={() => void run?.(onDisagree)}>
                {disagreeText}
              </Button>
              <Button color="primary" shape="rounded" className={styles.agree} onClick={agree}>
                {agreeText}
              </Button>
            </div>
          )}
        </footer>
      ) : null}
    </article>
  )
}
