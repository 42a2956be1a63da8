import Button from 'antd-mobile/es/components/button'
import dayjs from 'dayjs'
import { useMemo, useState } from 'react'
import { useWrite } from '@/runtime/data'
import { yuan } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { observer } from '@/runtime/stores'
import { CoverImage, copyText, Dialog, ErrorBlock, LabelledProgress, toast } from '@/runtime/ui'
import styles from './offline-class-detail.module.css'
import type { schema } from './offline-class-detail.schema'

export type OfflineClassDetailProps = WidgetProps<typeof schema>
type OfflineClass = NonNullable<OfflineClassDetailProps['offlineClass']>

/** spec §3 registration status. */
const statusLabels: Record<string, string> = { NOT_START: '未开始', START: '报名中', END: '已结束' }

function dayFormat(time: dayjs.Dayjs, now: dayjs.Dayjs): string {
  return time.year() === now.year() ? 'M月D日' : 'YYYY年M月D日'
}

/** '11月25日 09:00-17:30' on one day, '11月25日 09:00 - 11月26日 12:00' across days. */
export function timeRange(
  start: string | undefined,
  end: string | undefined,
  now: number = Date.now(),
): string {
  const from = start ? dayjs(start) : null
  const to = end ? dayjs(end) : null
  const today = dayjs(now)
  if (!from?.isValid()) return to?.isValid() ? to.format(`${dayFormat(to, today)} HH:mm`) : ''
  const first = from.format(`${dayFormat(from, today)} HH:mm`)
  if (!to?.isValid()) return first
  if (from.isSame(to, 'day')) return `${first}-${to.format('HH:mm')}`
  return `${first} - ${to.format(`${dayFormat(to, today)} HH:mm`)}`
}

type ApplyState = 'idle' | 'confirm'

function Avatar({ src, name }: { src: string | undefined; name: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const usable = src?.trim() && failedSrc !== src ? src : undefined
  return usable ? (
    <img className={styles.avatar} src={usable} alt={`${name}的头像`} onError={() => setFailedSrc(usable)} />
  ) : (
    <svg className={styles.avatar} viewBox="0 0 64 64" role="img" aria-label="默认头像">
      <rect width="64" height="64" fill="#e8eef7" />
      <circle cx="32" cy="25" r="11" fill="#b7c6dc" />
      <path d="M12 58c2-11 10.5-17 20-17s18 6 20 17z" fill="#b7c6dc" />
    </svg>
  )
}

function actionOf(
  offlineClass: OfflineClass,
  applied: boolean,
): { label: string; enabled: boolean; kind: 'apply' | 'applied' | 'closed' } {
  if (applied) return { label: '已报名', enabled: false, kind: 'applied' }
  if (offlineClass.registrationStatus === 'NOT_START')
    return { label: '报名未开始', enabled: false, kind: 'closed' }
  if (offlineClass.registrationStatus === 'END')
    return { label: '报名已结束', enabled: false, kind: 'closed' }
  const quota = offlineClass.quota ?? 0
  if (quota > 0 && (offlineClass.enrolledCount ?? 0) >= quota) {
    return { label: '名额已满', enabled: false, kind: 'closed' }
  }
  return { label: '立即报名', enabled: true, kind: 'apply' }
}

/**
 * 线下训练营 detail: cover, title and registration status (未开始 / 报名中 / 已结束), time, city and address
 * (复制地址 → 复制成功), places taken (已报名 n/quota), fee, faculty and the programme (sanitized HTML).
 * The bottom bar's 立即报名 asks for confirmation, linking the training-camp consent, then signs up
 * (offlineClass.apply) and shows 报名成功 / 已报名. Before or after registration the button says so and
 * is disabled. A guest is sent to log in first. The class comes from the page's data source (fresh: the
 * button waits for it after the doctor returns, `awaitingFresh`), which the sign-up refreshes.
 */
const OfflineClassDetail = observer(function OfflineClassDetail({
  offlineClass,
  consentRoute = 'offlineClassConsent',
  onOrder,
  onApplied,
  run,
  awaitingFresh = false,
}: OfflineClassDetailProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, stores, tracker } = useRuntime()
  const { write: applyFor, busy: sending } = useWrite('offlineClass.apply')
  // The 报名成功 notice answers the doctor's tap on this visit; whether they are signed up is the server's.
  const [justApplied, setJustApplied] = useState(false)
  const [apply, setApply] = useState<ApplyState>('idle')
  const html = useMemo(() => sanitizeHtml(offlineClass?.introduction), [offlineClass?.introduction])

  if (!offlineClass || typeof offlineClass !== 'object') {
    return (
      <section className={styles.missing}>
        <ErrorBlock status="empty" title="训练营不存在或已下线" description="" fullPage={false} />
      </section>
    )
  }

  const id = offlineClass.id
  const applied = offlineClass.applied === true
  const action = actionOf(offlineClass, applied)
  const price = typeof offlineClass.price === 'number' ? offlineClass.price : 0
  const priceText = price > 0 ? yuan(price) : '免费'
  const quota = typeof offlineClass.quota === 'number' ? offlineClass.quota : 0
  const enrolled = typeof offlineClass.enrolledCount === 'number' ? offlineClass.enrolledCount : 0
  const place = [offlineClass.city, offlineClass.address].filter(Boolean).join(' · ')
  const lecturers = Array.isArray(offlineClass.lecturers) ? offlineClass.lecturers : []
  const status = offlineClass.registrationStatus ?? ''

  const startApply = () => {
    if (!stores.user.isLoggedIn) {
      session.relogin()
      return
    }
    setApply('confirm')
  }

  const confirm = async () => {
    if (price > 0 && onOrder && onOrder.length > 0) {
      setApply('idle')
      await run?.(onOrder, { id, activityId: offlineClass.activityId, price })
      return
    }
    setApply('idle')
    try {
      // Resolves once the page's offlineClass.detail shows the sign-up (and the places taken).
      await applyFor({ id })
      setJustApplied(true)
      toast('报名成功', { icon: 'success' })
      tracker?.event('offline_class_apply', {
        offlineClassId: String(id),
        activityId: String(offlineClass.activityId ?? ''),
      })
      void run?.(onApplied, { id })
    } catch {
      // The API client has toasted the reason (名额已满, 报名已结束...); the refused sign-up has asked for
      // the class again, so the button shows the true state.
    }
  }

  return (
    <article className={styles.detail}>
      <CoverImage src={offlineClass.bigPicUrl} alt={offlineClass.title ?? ''} radius={0} sizes="390px" />

      <section className={styles.card}>
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{offlineClass.title}</h1>
          {statusLabels[status] ? (
            <span className={styles.status} data-status={status}>
              {statusLabels[status]}
            </span>
          ) : null}
        </div>

        {justApplied && applied ? (
          <div className={styles.success} role="status">
            <strong>报名成功</strong>
            <span>请按时参加，开营前我们会通过短信提醒您</span>
          </div>
        ) : null}

        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>时间</dt>
            <dd>{timeRange(offlineClass.startTime, offlineClass.endTime) || '待定'}</dd>
          </div>
          <div className={styles.fact}>
            <dt>地点</dt>
            <dd className={styles.place}>
              <span>{place || '待定'}</span>
              {offlineClass.address ? (
                <button type="button" className={styles.copy} onClick={() => void copyText(place)}>
                  复制地址
                </button>
              ) : null}
            </dd>
          </div>
          {quota > 0 ? (
            <div className={styles.fact}>
              <dt>名额</dt>
              <dd>
                <span className={styles.quota}>
                  已报名 {enrolled}/{quota}
                </span>
                <LabelledProgress
                  label="报名进度"
                  percent={Math.min(100, Math.round((enrolled / quota) * 100))}
                  className={styles.progress}
                />
              </dd>
            </div>
          ) : null}
          <div className={styles.fact}>
            <dt>费用</dt>
            <dd className={price > 0 ? styles.fee : styles.free}>{priceText}</dd>
          </div>
        </dl>
      </section>

      {lecturers.length > 0 ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>授课专家</h2>
          <ul className={styles.lecturers}>
            {lecturers.map((lecturer, index) => (
              <li key={lecturer.id ?? `${index}-${lecturer.name}`} className={styles.lecturer}>
                <Avatar src={lecturer.avatarUrl} name={lecturer.name ?? ''} />
                <div className={styles.lecturerText}>
                  <p className={styles.lecturerName}>
                    {lecturer.name}
                    {lecturer.title ? <span className={styles.lecturerTitle}>{lecturer.title}</span> : null}
                  </p>
                  {lecturer.hospital ? <p className={styles.hospital}>{lecturer.hospital}</p> : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={styles.card}>
        <h2 className={styles.heading}>训练营介绍</h2>
        {html ? (
          <div
            className={styles.richText}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) above
            dangerouslySetInnerHTML={{ __html: html }}
          />
        ) : (
          <p className={styles.empty}>暂无介绍</p>
        )}
      </section>

      <footer className={styles.bar}>
        <div className={styles.barPrice}>
          <span className={styles.barLabel}>报名费</span>
          <span className={price > 0 ? styles.fee : styles.free}>{priceText}</span>
        </div>
        <Button
          color="primary"
          shape="rounded"
          className={styles.barButton}
          disabled={!action.enabled}
          // After a return the places and the doctor's sign-up may have changed: wait for the fresh class.
          loading={sending || awaitingFresh}
          data-kind={action.kind}
          onClick={startApply}
        >
          {action.label}
        </Button>
      </footer>

      <Dialog
        visible={apply === 'confirm'}
        title="确认报名"
        content={
          <div className={styles.confirm}>
            <p>
              您将报名「{offlineClass.title}」{price > 0 ? `，报名费 ${priceText}` : ''}。
            </p>
            <p className={styles.consent}>
              报名即表示您已阅读并同意
              <button
                type="button"
                className={styles.consentLink}
                onClick={() => {
                  setApply('idle')
                  navigator.navigate({ to: consentRoute, query: { id } })
                }}
              >
                《线下训练营知情同意书》
              </button>
            </p>
          </div>
        }
        onClose={() => setApply((state) => (state === 'confirm' ? 'idle' : state))}
        actions={[
          [
            { key: 'cancel', text: '取消', onClick: () => setApply('idle') },
            { key: 'confirm', text: '确认报名', bold: true, onClick: () => void confirm() },
          ],
        ]}
      />
    </article>
  )
})

export default OfflineClassDetail
