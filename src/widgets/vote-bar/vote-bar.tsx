import Button from 'antd-mobile/es/components/button'
import { type CSSProperties, useState } from 'react'
import { bigNumber } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { useNow } from '@/runtime/ui'
import { submitVote, useVoteCampaign, type VoteCampaign, voteId, voteWindow } from '@/runtime/vote'
import styles from './vote-bar.module.css'
import type { schema } from './vote-bar.schema'

export type VoteBarProps = WidgetProps<typeof schema>

/**
 * The bottom bar of an entry's page (its article or video): the entry's title, 编号 and 当前票数 with
 * 投票. Reads the campaign with the entry (`?voteItemId`); a counted vote moves the count, a refused one
 * says why above the bar. Nothing shows without an entry.
 */
export default function VoteBar({
  promotionId,
  voteItemId,
  campaign: known,
  voteButtonText = '投票',
  accentColor = '#1b6bc5',
}: VoteBarProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = voteId(promotionId)
  const itemId = voteId(voteItemId)
  // The page's own read of this campaign and entry, when it passed one (a visit then counts once).
  const given = known as VoteCampaign | null | undefined
  const { state } = useVoteCampaign(
    itemId ? id : undefined,
    itemId,
    given?.item?.id === itemId ? given : undefined,
  )
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const campaign = state.status === 'ready' ? state.campaign : null
  const first = campaign ? voteWindow(campaign) : null
  const now = useNow(first !== null && first.until !== null)
  const item = campaign?.item ?? null
  if (!id || !itemId || state.status === 'missing' || state.status === 'error') return null
  const style = { '--vote-accent': accentColor } as CSSProperties
  if (state.status === 'ready' && !item) return null
  if (!campaign || !item) {
    return (
      <div className={styles.spacer} style={style}>
        <div className={styles.bar} role="status" aria-busy="true" aria-label="投票信息加载中">
          <span className={styles.visuallyHidden}>正在加载投票信息…</span>
        </div>
      </div>
    )
  }
  const closedText = voteWindow(campaign, now).closedText

  const vote = async () => {
    setBusy(true)
    setNotice('')
    try {
      const outcome = await submitVote(runtime, id, {
        id: item.id,
        regionId: item.regionId,
        activityId: item.activityId,
      })
      // A counted vote reaches the count through the campaign hook (onVoted).
      if (outcome.status === 'refused') setNotice(outcome.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className={styles.spacer} style={style}>
      <section className={styles.bar} aria-label="投票">
        {notice ? (
          <p className={styles.notice} role="alert">
            {notice}
          </p>
        ) : null}
        <div className={styles.row}>
          <div className={styles.text}>
            <span className={styles.title}>{item.title}</span>
            <span className={styles.meta}>
              编号 {String(item.number).padStart(2, '0')} · 当前票数{' '}
              <strong data-testid="vote-bar-count">{bigNumber(item.voteCount)}</strong>
            </span>
          </div>
          <Button
            color="primary"
            shape="rounded"
            className={styles.button}
            disabled={closedText !== ''}
            loading={busy}
            onClick={() => void vote()}
          >
            {closedText || voteButtonText}
          </Button>
        </div>
      </section>
    </div>
  )
}
