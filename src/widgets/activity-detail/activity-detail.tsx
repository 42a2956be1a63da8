import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useMemo, useState } from 'react'
import { cdnTimestamp, cdnUrl } from '@/runtime/config'
import { useRead, useStaticFile, useWrite } from '@/runtime/data'
import {
  ACTIVITY_ENDED_TEXT,
  ACTIVITY_NOT_STARTED_TEXT,
  ACTIVITY_PHASE_LABELS,
  type ActivityPhase,
  activityPhase,
  activityTimeRange,
} from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage, copyText, Dialog, toast } from '@/runtime/ui'
import { reads } from './activity-detail.data'
import styles from './activity-detail.module.css'
import type { schema } from './activity-detail.schema'

export type ActivityDetailProps = WidgetProps<typeof schema>

type RegistrationStatus = 'NOT_START' | 'START' | 'END'
type AppointmentStatus = 'SUBSCRIBED' | 'UNSUBSCRIBED' | 'UNSUBSCRIBE'

/** activity.detail's answer (schemas/api/activity.ts). */
export interface Activity {
  id: number
  title: string
  subtitle: string
  type: 'GENERAL' | 'OFFLINE' | 'DURATION' | 'TRAINING'
  status: 'ACTIVE' | 'INACTIVE'
  phase: ActivityPhase
  bannerUrl: string
  startTime: string
  endTime: string
  registrationEnabled: boolean
  registrationStartTime: string | null
  registrationEndTime: string | null
  registrationStatus: RegistrationStatus
  quota: number
  registeredCount: number
  appointmentEnabled: boolean
  subscribedCount: number
  venue: string
  lotteryId: number | null
  votePromotionId: number | null
  hasCertificate: boolean
  shareTitle: string
  shareDesc: string
  tags: string[]
  mine: {
    registered: boolean
    registeredAt: string | null
    appointmentStatus: AppointmentStatus
    ticketCount: number
  } | null
}

export interface Ticket {
  id: number
  code: string
  sessionTitle: string
  venue: string
  seat: string
  startTime: string
  endTime: string
  status: 'SIGNED' | 'UNSIGNED'
  signedAt: string | null
}

/** variableContent.json on the CDN: the operator's texts for the page. */
export interface VariableContent {
  title?: string
  subtitle?: string
  buttonText?: string
  shareTitle?: string
  rules?: string[]
}

type CdnContent = { status: 'loading' } | { status: 'ready'; html: string; variables: VariableContent }

function readVariables(data: unknown): VariableContent {
  if (!data || typeof data !== 'object') return {}
  const record = data as Record<string, unknown>
  const text = (key: string) => (typeof record[key] === 'string' ? (record[key] as string) : undefined)
  return {
    title: text('title'),
    subtitle: text('subtitle'),
    buttonText: text('buttonText'),
    shareTitle: text('shareTitle'),
    rules: Array.isArray(record.rules)
      ? record.rules.filter((rule): rule is string => typeof rule === 'string')
      : undefined,
  }
}

/**
 * The activity's page text and variable content from the CDN (spec §7), with the timestamp that changes
 * every 10 minutes (spec §9) so caches refresh that often. A missing file leaves that part out.
 */
/**
 * The operator's page text of the activity on the CDN (activity.txt, variableContent.json), through the one
 * cache (a missing file reads as none). Keyed by id: the timestamp only keeps the CDN from a stale copy.
 */
function useCdnContent(id: string): CdnContent {
  const [t] = useState(cdnTimestamp)
  const html = useStaticFile<string>(cdnUrl(`activity/${id}/activity.txt`), { params: { t }, as: 'text' })
  const variables = useStaticFile<unknown>(cdnUrl(`activity/${id}/variableContent.json`), { params: { t } })
  const raw = html.status === 'ready' && typeof html.data === 'string' ? html.data : ''
  const data = variables.status === 'ready' ? variables.data : null
  const content = useMemo<CdnContent>(() => {
    let parsed: unknown = data
    if (typeof parsed === 'string') {
      try {
        parsed = JSON.parse(parsed)
      } catch {
        parsed = null
      }
    }
    return { status: 'ready', html: sanitizeHtml(raw), variables: readVariables(parsed) }
  }, [raw, data])
  return html.status === 'loading' || variables.status === 'loading' ? { status: 'loading' } : content
}

function ticketTime(ticket: Ticket): string {
  return activityTimeRange(ticket.startTime, ticket.endTime)
}

function MyTickets({ activityId }: { activityId: string }) {
  const { answer } = useRead<{ items: Ticket[] }>(reads.tickets, { props: { activityId } })
  if (answer.status !== 'ready') {
    return answer.status === 'loading' ? <Skeleton.Paragraph lineCount={2} animated /> : null
  }
  const tickets = Array.isArray(answer.data.items) ? answer.data.items : []
  if (tickets.length === 0) return <p className={styles.muted}>暂无签到券</p>
  return (
    <ul className={styles.tickets}>
      {tickets.map((ticket) => (
        <li key={ticket.id} className={styles.ticket} data-status={ticket.status}>
          <div className={styles.ticketMain}>
            <p className={styles.ticketTitle}>{ticket.sessionTitle}</p>
            <p className={styles.ticketLine}>{ticketTime(ticket)}</p>
            {ticket.venue ? <p className={styles.ticketLine}>{ticket.venue}</p> : null}
            {ticket.seat ? <p className={styles.ticketLine}>座位：{ticket.seat}</p> : null}
          </div>
          <div className={styles.ticketStub}>
            <span className={styles.ticketCodeLabel}>签到码</span>
            <strong className={styles.ticketCode}>{ticket.code}</strong>
            <span className={styles.ticketStatus}>{ticket.status === 'SIGNED' ? '已签到' : '未签到'}</span>
          </div>
        </li>
      ))}
    </ul>
  )
}

interface MainAction {
  label: string
  kind: 'register' | 'participate' | 'duration' | 'disabled'
}

/** The main button by status: registration first, then the window (spec §3, §4). */
export function mainActionOf(
  activity: Activity,
  buttonText: string,
  canParticipate: boolean,
): MainAction | null {
  if (activity.status === 'INACTIVE') return { label: '活动已下线', kind: 'disabled' }
  if (activity.registrationEnabled) {
    if (activity.mine?.registered) return { label: '已报名', kind: 'disabled' }
    if (activity.phase === 'COMPLETED') return { label: ACTIVITY_ENDED_TEXT, kind: 'disabled' }
    if (activity.registrationStatus === 'NOT_START') return { label: '报名未开始', kind: 'disabled' }
    if (activity.registrationStatus === 'END') return { label: '报名已结束', kind: 'disabled' }
    return { label: buttonText || '立即报名', kind: 'register' }
  }
  if (activity.phase === 'NO_STARTED') {
    return activity.appointmentEnabled ? null : { label: ACTIVITY_NOT_STARTED_TEXT, kind: 'disabled' }
  }
  if (activity.phase === 'COMPLETED') return { label: ACTIVITY_ENDED_TEXT, kind: 'disabled' }
  if (activity.type === 'DURATION') return { label: '查看我的进度', kind: 'duration' }
  return canParticipate ? { label: buttonText || '立即参与', kind: 'participate' } : null
}

/** 预约 is offered before the start, for an ACTIVE activity that has it. */
export function appointmentOffered(activity: Activity): boolean {
  return activity.status === 'ACTIVE' && activity.appointmentEnabled && activity.phase === 'NO_STARTED'
}

function WindowNotice({ activity, phase }: { activity: Activity; phase: ActivityPhase }) {
  if (activity.status === 'INACTIVE') {
    return (
      <div className={styles.notice} data-phase="INACTIVE" role="status">
        活动已下线
      </div>
    )
  }
  if (phase === 'NO_STARTED') {
    return (
      <div className={styles.notice} data-phase={phase} role="status">
        <strong>{ACTIVITY_NOT_STARTED_TEXT}</strong>
        <span>开始时间 {activityTimeRange(activity.startTime, null)}</span>
      </div>
    )
  }
  if (phase === 'COMPLETED') {
    return (
      <div className={styles.notice} data-phase={phase} role="status">
        <strong>{ACTIVITY_ENDED_TEXT}</strong>
        <span>感谢您的关注</span>
      </div>
    )
  }
  return null
}

/**
 * 活动详情: banner, title and window tag, the window notice (活动还未开始 / 活动已经结束), time, venue and
 * sign-ups, entries (抽奖, 投票, 证书, 打卡进度), the rules and page text from the CDN (sanitized), my sign
 * tickets, and a bottom bar with 分享, 预约 / 取消预约 and the main button by registration status.
 */
const ActivityDetail = observer(function ActivityDetail({
  activityId,
  showTickets = true,
  lotteryRoute = 'lotteryDetail',
  voteRoute = '2025AcmedVote',
  certificateRoute = 'certificateList',
  durationRoute = 'durationCountActivity',
  onParticipate,
  run,
}: ActivityDetailProps & Partial<WidgetRuntimeProps>) {
  const runtime = useRuntime()
  const { navigator, session, stores, tracker, platform, share } = runtime
  const id = String(activityId ?? '').trim()
  const loggedIn = stores.user.isLoggedIn
  // Signing in or out resets the cache, so `mine` is asked again for the new doctor.
  const { answer, reload, awaitingFresh } = useRead<Activity>(reads.activity, {
    props: { activityId: /^\d+$/.test(id) ? id : undefined },
  })
  const cdn = useCdnContent(id)
  const registration = useWrite('activity.register')
  const subscribe = useWrite('activity.subscribe')
  const unsubscribe = useWrite('activity.unsubscribe')
  const [confirming, setConfirming] = useState(false)
  const [shareHint, setShareHint] = useState(false)
  const activity = answer.status === 'ready' ? answer.data : null
  const variables = cdn.status === 'ready' ? cdn.variables : {}
  const title = variables.title || activity?.title || ''

  useEffect(() => {
    if (!activity) return
    void share.configure({
      title: activity.shareTitle || variables.shareTitle || title,
      desc: activity.shareDesc || variables.subtitle || activity.subtitle,
      img: activity.bannerUrl,
    })
  }, [activity, share, title, variables.shareTitle, variables.subtitle])

  // The window moves while the page is open: recomputed from the times, the server's phase as fallback.
  const phase = useMemo<ActivityPhase>(
    () => (activity ? activityPhase(activity.startTime, activity.endTime) : 'PROCESSING'),
    [activity],
  )

  if (!activity) {
    if (answer.status === 'loading' || answer.status === 'ready') {
      return (
        <section className={styles.loading} role="status" aria-busy="true">
          <span className={styles.visuallyHidden}>活动加载中…</span>
          <Skeleton className={styles.skeletonBanner} animated />
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={6} animated />
        </section>
      )
    }
    return <AnswerState answer={answer} reload={reload} missingText="活动不存在或已下线" lines={6} />
  }

  const shown: Activity = { ...activity, phase }
  const canParticipate = Array.isArray(onParticipate) && onParticipate.length > 0
  const action = mainActionOf(shown, variables.buttonText ?? '', canParticipate)
  const offerAppointment = appointmentOffered(shown)
  const subscribed = activity.mine?.appointmentStatus === 'SUBSCRIBED'
  const rules = variables.rules ?? []
  const showMyTickets = showTickets && loggedIn && (activity.mine?.ticketCount ?? 0) > 0

  const requireLogin = (): boolean => {
    if (loggedIn) return true
    session.relogin()
    return false
  }

  const register = async () => {
    setConfirming(false)
    try {
      // Resolves once activity.detail (and the tickets) show the registration.
      await registration.write({ id: activity.id })
      toast('报名成功', { icon: 'success' })
      tracker?.event('button_click', { tag: 'activity_register', activityId: String(activity.id) })
    } catch {
      // The API client has toasted the reason (报名已结束, 名额已满...); the refused write has asked for
      // the activity again, so the button shows the true state.
    }
  }

  const toggleAppointment = async () => {
    if (!requireLogin()) return
    try {
      await (subscribed ? unsubscribe : subscribe).write({ id: activity.id })
      toast(subscribed ? '已取消预约' : '预约成功，活动开始前将提醒您', { icon: 'success' })
    } catch {
      // Toasted by the API client (活动已开始，无需预约...); the activity has been asked for again.
    }
  }

  const onMain = () => {
    if (!action) return
    if (action.kind === 'register') {
      if (requireLogin()) setConfirming(true)
    } else if (action.kind === 'duration') {
      navigator.push(durationRoute, { id: activity.id })
    } else if (action.kind === 'participate') {
      void run?.(onParticipate, { id: activity.id })
    }
  }

  const onShare = async () => {
    if (platform.isWechat || platform.isApp) {
      setShareHint(true)
      return
    }
    const link = `${window.location.origin}${navigator.href('activityDetail', { id: activity.id })}`
    if (await copyText(link)) toast('链接已复制，快去分享给同行吧')
  }

  const entries = [
    activity.lotteryId
      ? {
          key: 'lottery',
          label: '幸运抽奖',
          hint: '参与抽奖赢好礼',
          go: () => navigator.push(lotteryRoute, { id: activity.lotteryId }),
        }
      : null,
    activity.votePromotionId
      ? {
          key: 'vote',
          label: '投票评选',
          hint: '为喜欢的作品投票',
          go: () =>
            navigator.push(voteRoute, { promotionId: activity.votePromotionId, activityId: activity.id }),
        }
      : null,
    activity.hasCertificate
      ? {
          key: 'certificate',
          label: '活动证书',
          hint: '完成活动领取证书',
          go: () => navigator.push(certificateRoute),
        }
      : null,
    activity.type === 'DURATION'
      ? {
          key: 'duration',
          label: '打卡进度',
          hint: '查看学习时长',
          go: () => navigator.push(durationRoute, { id: activity.id }),
        }
      : null,
  ].filter((entry) => entry !== null)

  return (
    <article className={styles.detail}>
      <CoverImage src={activity.bannerUrl} alt={title} radius={0} sizes="390px" priority />

      <section className={styles.card}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          <span className={styles.phase} data-phase={activity.status === 'INACTIVE' ? 'INACTIVE' : phase}>
            {activity.status === 'INACTIVE' ? '已下线' : ACTIVITY_PHASE_LABELS[phase]}
          </span>
        </div>
        {variables.subtitle || activity.subtitle ? (
          <p className={styles.subtitle}>{variables.subtitle || activity.subtitle}</p>
        ) : null}
        {activity.tags.length > 0 ? (
          <ul className={styles.tags}>
            {activity.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <WindowNotice activity={activity} phase={phase} />
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>活动时间</dt>
            <dd>{activityTimeRange(activity.startTime, activity.endTime)}</dd>
          </div>
          {activity.venue ? (
            <div className={styles.fact}>
              <dt>活动地点</dt>
              <dd>{activity.venue}</dd>
            </div>
          ) : null}
          {activity.registrationEnabled ? (
            <div className={styles.fact}>
              <dt>报名时间</dt>
              <dd>{activityTimeRange(activity.registrationStartTime, activity.registrationEndTime)}</dd>
            </div>
          ) : null}
          {activity.registrationEnabled ? (
            <div className={styles.fact}>
              <dt>报名人数</dt>
              <dd>
                已报名 {activity.registeredCount} 人{activity.quota > 0 ? ` / 限 ${activity.quota} 人` : ''}
              </dd>
            </div>
          ) : null}
          {activity.appointmentEnabled ? (
            <div className={styles.fact}>
              <dt>预约人数</dt>
              <dd>{activity.subscribedCount} 人已预约</dd>
            </div>
          ) : null}
        </dl>
        {activity.mine?.registered ? (
          <p className={styles.registered} role="status">
            您已报名{activity.type === 'OFFLINE' ? '，请凭签到券入场' : ''}
          </p>
        ) : null}
      </section>

      {entries.length > 0 ? (
        <nav className={styles.entries} aria-label="活动入口">
          {entries.map((entry) => (
            <button
              key={entry.key}
              type="button"
              className={styles.entry}
              data-entry={entry.key}
              onClick={entry.go}
            >
              <span className={styles.entryLabel}>{entry.label}</span>
              <span className={styles.entryHint}>{entry.hint}</span>
            </button>
          ))}
        </nav>
      ) : null}

      {showMyTickets ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>我的签到券</h2>
          <MyTickets activityId={String(activity.id)} />
        </section>
      ) : null}

      {rules.length > 0 ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>活动规则</h2>
          <ol className={styles.rules}>
            {rules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ol>
        </section>
      ) : null}

      <section className={styles.card}>
        <h2 className={styles.heading}>活动介绍</h2>
        {cdn.status === 'loading' ? (
          <Skeleton.Paragraph lineCount={5} animated />
        ) : cdn.html ? (
          <div
            className={styles.richText}
            data-testid="activity-html"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) in useCdnContent
            dangerouslySetInnerHTML={{ __html: cdn.html }}
          />
        ) : (
          <p className={styles.muted}>暂无活动介绍</p>
        )}
      </section>

      <footer className={styles.bar}>
        <button type="button" className={styles.share} onClick={() => void onShare()}>
          分享
        </button>
        {offerAppointment ? (
          <Button
            shape="rounded"
            fill={subscribed ? 'outline' : 'solid'}
            color="primary"
            className={styles.barButton}
            // After a return the appointment may have changed elsewhere: wait for the fresh answer.
            loading={subscribe.busy || unsubscribe.busy || awaitingFresh}
            data-kind={subscribed ? 'unsubscribe' : 'subscribe'}
            onClick={() => void toggleAppointment()}
          >
            {subscribed ? '取消预约' : '预约提醒'}
          </Button>
        ) : null}
        {action ? (
          <Button
            color="primary"
            shape="rounded"
            className={styles.barButton}
            disabled={action.kind === 'disabled'}
            loading={registration.busy || awaitingFresh}
            data-kind={action.kind}
            onClick={onMain}
          >
            {action.label}
          </Button>
        ) : null}
      </footer>

      <Dialog
        visible={confirming}
        title="确认报名"
        content={<p className={styles.confirm}>您将报名「{title}」，报名成功后可在本页查看活动安排。</p>}
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setConfirming(false) },
            { key: 'confirm', text: '确认报名', bold: true, onClick: () => void register() },
          ],
        ]}
      />
      <Dialog
        visible={shareHint}
        title="分享活动"
        content={<p className={styles.confirm}>点击右上角「···」，分享给好友或朋友圈</p>}
        closeOnMaskClick
        onClose={() => setShareHint(false)}
        actions={[{ key: 'ok', text: '我知道了', onClick: () => setShareHint(false) }]}
      />
    </article>
  )
})

export default ActivityDetail
