import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { type CSSProperties, lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { useRead } from '@/runtime/data'
import { bigNumber } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage, ErrorBlock, Popup, useNow } from '@/runtime/ui'
import {
  countdownText,
  readsAsUser,
  shareVoteCampaign,
  useVoteCampaign,
  useVoteWindow,
  type VoteCampaign,
  type VoteRecordCount,
  voteId,
} from '@/runtime/vote'
import { reads } from './vote-hero.data'
import styles from './vote-hero.module.css'

const RuleSections = lazy(() => import('./rule-sections'))

import type { schema } from './vote-hero.schema'

export type VoteHeroProps = WidgetProps<typeof schema>

const PHASE_LABELS = { before: '未开始', open: '进行中', after: '已结束' } as const

function dateText(value: string): string {
  const time = new Date(value)
  if (Number.isNaN(time.getTime())) return ''
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${time.getFullYear()}.${pad(time.getMonth() + 1)}.${pad(time.getDate())} ${pad(time.getHours())}:${pad(time.getMinutes())}`
}

function MyVotes({
  campaign,
  asUser,
  loggedIn,
}: {
  campaign: VoteCampaign
  asUser: boolean
  loggedIn: boolean
}) {
  const mine = campaign.mine
  if (asUser && mine) {
    return (
      <p className={styles.mine}>
        今日还可投 <strong>{Math.max(0, mine.remainingToday)}</strong> 票
        {mine.remainingTotal !== null && mine.remainingTotal !== undefined ? (
          <span className={styles.mineTotal}>活动剩余 {Math.max(0, mine.remainingTotal)} 票</span>
        ) : null}
      </p>
    )
  }
  return (
    <p className={styles.mine}>
      每人每天可投 {campaign.limits?.daily ?? 0} 票{asUser || loggedIn ? '' : '，登录后即可投票'}
    </p>
  )
}

/**
 * 距投票结束 / 距开始 with its countdown, ticking every second in this small component only: the rest of
 * the hero renders when its answers or the phase change.
 */
function WindowCountdown({
  phase,
  closedText,
  until,
}: {
  phase: 'before' | 'open'
  closedText: string
  until: number | null
}) {
  const now = useNow(until !== null)
  const countdown = countdownText(until, now)
  if (phase === 'open') {
    return countdown ? (
      <span>
        距投票结束 <time className={styles.countdown}>{countdown}</time>
      </span>
    ) : null
  }
  return (
    <span>
      {closedText}
      {countdown ? (
        <>
          ，距开始 <time className={styles.countdown}>{countdown}</time>
        </>
      ) : null}
    </span>
  )
}

/**
 * The head of a vote campaign screen: banner, title and subtitle, the time window (countdown to the
 * start or the end; 活动还未开始 / 活动已经结束), stats, my votes left today, the rule links and 分享.
 * Its answers are the one client cache's: a vote or share anywhere refreshes the total, the doctor's votes
 * left today (the server's remainingToday) and 我已投.
 */
export default function VoteHero({
  promotionId,
  accentColor = '#1b6bc5',
  banner = true,
  stats = true,
  mine = true,
  recordCount = false,
  share = true,
  ruleRoute,
  ruleLinks = [{ title: '活动规则' }],
}: VoteHeroProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const id = voteId(promotionId)
  const { state, reload } = useVoteCampaign(id)
  const asUser = readsAsUser(runtime)
  const recordRead = useRead<VoteRecordCount>(reads.recordCount, {
    props: { promotionId: id, recordCount },
    vars: { asUser },
  })
  const records = recordRead.answer.status === 'ready' ? recordRead.answer.data : null
  const [sheet, setSheet] = useState<string | null | undefined>(undefined)
  const campaign = state.status === 'ready' ? state.campaign : null
  const live = useVoteWindow(campaign)

  // In WeChat the menu's share card is the campaign's (its share title, description and picture).
  const shareCard = campaign
    ? { title: campaign.shareTitle || campaign.title, desc: campaign.shareDesc, img: campaign.shareImg }
    : null
  const shareKey = shareCard ? JSON.stringify(shareCard) : ''
  useEffect(() => {
    if (!shareKey || !runtime.platform.isWechat) return
    void runtime.share.configure(JSON.parse(shareKey) as { title: string; desc: string; img: string })
  }, [shareKey, runtime])

  const rules = useMemo(() => {
    if (!campaign || sheet === undefined) return []
    const all = Array.isArray(campaign.rules) ? campaign.rules : []
    return sheet === null ? all : all.filter((rule) => rule.type === sheet)
  }, [campaign, sheet])

  const style = { '--vote-accent': accentColor } as CSSProperties

  if (state.status === 'missing') return null
  if (state.status === 'loading') {
    return (
      <section className={styles.hero} style={style} role="status" aria-busy="true" aria-label="活动加载中">
        <span className={styles.visuallyHidden}>正在加载活动…</span>
        {banner ? <Skeleton animated className={styles.bannerSkeleton} /> : null}
        <div className={`${styles.card} ${styles.cardLoading}`}>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </section>
    )
  }
  if (state.status === 'error' || !campaign || !live) {
    return (
      <section className={styles.hero} style={style}>
        <div className={`${styles.card} ${styles.state}`}>
          <ErrorBlock
            status="disconnected"
            title="活动加载失败"
            description="请检查网络后重试"
            fullPage={false}
          />
          <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
            重试
          </Button>
        </div>
      </section>
    )
  }

  const openRule = (type: string | undefined) => {
    if (ruleRoute) runtime.navigator.push(ruleRoute, type ? { type } : {})
    else setSheet(type ?? null)
  }
  // A counted share refreshes the campaign through the cache: its shareCount shows the new figure.
  const onShare = () => void shareVoteCampaign(runtime, campaign)

  return (
    <section className={styles.hero} style={style} aria-label={campaign.title}>
      {banner && campaign.bannerUrl ? (
        <CoverImage
          src={campaign.bannerUrl}
          alt={campaign.title}
          ratio="15 / 8"
          radius={0}
          sizes="100vw"
          priority
        />
      ) : null}
      <div className={`${styles.card} ${banner && campaign.bannerUrl ? styles.overlap : ''}`}>
        <div className={styles.head}>
          <span className={`${styles.phase} ${styles[live.phase] ?? ''}`}>{PHASE_LABELS[live.phase]}</span>
          <h1 className={styles.title}>{campaign.title}</h1>
        </div>
        {campaign.subtitle ? <p className={styles.subtitle}>{campaign.subtitle}</p> : null}
        <div className={styles.window}>
          {live.phase === 'after' ? (
            <span>{live.closedText}</span>
          ) : (
            <WindowCountdown phase={live.phase} closedText={live.closedText} until={live.until} />
          )}
          <span className={styles.range}>
            {dateText(campaign.startTime)} - {dateText(campaign.endTime)}
          </span>
        </div>
        {stats ? (
          <dl className={styles.stats}>
            <div>
              <dt>总票数</dt>
              <dd>{bigNumber(campaign.totalVotes ?? 0)}</dd>
            </div>
            <div>
              <dt>参赛数</dt>
              <dd>{bigNumber(campaign.itemCount ?? 0)}</dd>
            </div>
            <div>
              <dt>访问量</dt>
              <dd>{bigNumber(campaign.viewCount ?? 0)}</dd>
            </div>
          </dl>
        ) : null}
        {mine && live.phase === 'open' ? (
          <MyVotes campaign={campaign} asUser={asUser} loggedIn={runtime.session.loggedIn} />
        ) : null}
        {recordCount && asUser ? (
          // The line keeps its place while the count loads, so the links and the board below never jump.
          <p className={styles.records} aria-hidden={records ? undefined : true}>
            我已投 <strong>{records ? records.count : '–'}</strong> 票
          </p>
        ) : null}
        <div className={styles.links}>
          {ruleLinks.map((link) => (
            <button
              key={`${link.type ?? 'all'}-${link.title}`}
              type="button"
              className={styles.ruleLink}
              onClick={() => openRule(link.type)}
            >
              {link.title}
            </button>
          ))}
          {share ? (
            <button type="button" className={styles.share} onClick={onShare}>
              分享
              {campaign.shareCount > 0 ? ` ${bigNumber(campaign.shareCount)}` : ''}
            </button>
          ) : null}
        </div>
      </div>
      <Popup
        visible={sheet !== undefined}
        onMaskClick={() => setSheet(undefined)}
        onClose={() => setSheet(undefined)}
        bodyClassName={styles.sheet}
      >
        <div className={styles.sheetHead}>
          <strong>活动规则</strong>
          <button type="button" className={styles.sheetClose} onClick={() => setSheet(undefined)}>
            关闭
          </button>
        </div>
        <div className={styles.sheetBody}>
          {rules.length === 0 ? <p className={styles.subtitle}>暂无规则说明</p> : null}
          <Suspense fallback={null}>
            <RuleSections rules={rules} />
          </Suspense>
        </div>
      </Popup>
    </section>
  )
}
