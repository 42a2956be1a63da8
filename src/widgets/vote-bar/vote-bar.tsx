import Button from 'antd-mobile/es/components/button'
import { type CSSProperties, useState } from 'react'
import { bigNumber } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { submitVote, useVoteCampaign, useVoteWindow, voteControl, voteId } from '@/runtime/vote'
import styles from './vote-bar.module.css'
import type { schema } from './vote-bar.schema'

export type VoteBarProps = WidgetProps<typeof schema>

/**
 * The bottom bar of an entry's page (its article or video): the entry's title, 编号 and 当前票数 with the
 * vote button. Reads the campaign with the entry (`?voteItemId`) through the one client cache, so the
 * button says what the server will do with a vote (the entry's voteState, as the list says it) and a vote
 * here shows on the list on return. A refused vote says why above the bar. Nothing shows without an entry.
 */
export default function VoteBar({
  promotionId,
  voteItemId,
  voteButtonText = '投票',
  accentColor = '#1b6bc5',
}: VoteBarProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = voteId(promotionId)
  const itemId = voteId(voteItemId)
  const { state, awaitingFresh } = useVoteCampaign(itemId ? id : undefined, itemId)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  const campaign = state.status === 'ready' ? state.campaign : null
  // Followed only to ask the server again when the start or the end passes under an open page.
  useVoteWindow(campaign)
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
  const control = voteControl(item, voteButtonText)

  const vote = async () => {
    setBusy(true)
    setNotice('')
    try {
      // A counted or refused vote refreshes this entry's answer (and the list's) through the cache.
      const outcome = await submitVote(runtime, id, {
        id: item.id,
        regionId: item.regionId,
        activityId: item.activityId,
      })
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
            fill={control.done ? 'outline' : 'solid'}
            shape="rounded"
            className={styles.button}
            // Back on the page, the button waits for the server's fresh word instead of the old one.
            disabled={!control.enabled || awaitingFresh}
            loading={busy || awaitingFresh}
            aria-busy={awaitingFresh || undefined}
            aria-label={`${control.label} ${item.title}`}
            onClick={() => void vote()}
          >
            {control.label}
          </Button>
        </div>
      </section>
    </div>
  )
}
