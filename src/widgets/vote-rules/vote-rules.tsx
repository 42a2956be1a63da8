import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import type { CSSProperties } from 'react'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { useVoteCampaign, voteId } from '@/runtime/vote'
import styles from './vote-rules.module.css'
import type { schema } from './vote-rules.schema'

export type VoteRulesProps = WidgetProps<typeof schema>

/** The campaign's rules, each a titled section of sanitized server HTML; one `type` or all. */
export default function VoteRules({
  promotionId,
  type,
  title,
  accentColor = '#1b6bc5',
}: VoteRulesProps & Partial<WidgetRuntimeProps>) {
  const { state, reload } = useVoteCampaign(voteId(promotionId))
  const style = { '--vote-accent': accentColor } as CSSProperties
  if (state.status === 'missing') return null
  if (state.status === 'loading') {
    return (
      <section className={styles.rules} style={style} role="status" aria-busy="true" aria-label="规则加载中">
        <span className={styles.visuallyHidden}>正在加载活动规则…</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={5} animated />
      </section>
    )
  }
  if (state.status === 'error') {
    return (
      <section className={`${styles.rules} ${styles.state}`} style={style}>
        <ErrorBlock
          status="disconnected"
          title="规则加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }
  const all = Array.isArray(state.campaign.rules) ? state.campaign.rules : []
  const rules = type ? all.filter((rule) => rule.type === type) : all
  return (
    <section className={styles.rules} style={style} aria-label={title ?? '活动规则'}>
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      {rules.length === 0 ? (
        <ErrorBlock
          status="empty"
          title="暂无规则说明"
          description="活动规则发布后会显示在这里"
          fullPage={false}
        />
      ) : null}
      {rules.map((rule) => (
        <section key={`${rule.type}-${rule.title}`} className={styles.section}>
          <h2 className={styles.heading}>{rule.title}</h2>
          <div
            className={styles.body}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml)
            dangerouslySetInnerHTML={{ __html: sanitizeHtml(rule.html) }}
          />
        </section>
      ))}
    </section>
  )
}
