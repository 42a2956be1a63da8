import Button from 'antd-mobile/es/components/button'
import Input from 'antd-mobile/es/components/input'
import Skeleton from 'antd-mobile/es/components/skeleton'
import TextArea from 'antd-mobile/es/components/text-area'
import dayjs from 'dayjs'
import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { guestRole } from '@/runtime/api'
import { usePagedRead, useRead, useWrite } from '@/runtime/data'
import {
  ACTIVITY_PHASE_LABELS,
  type ActivityPhase,
  activityPhase,
  activityTimeRange,
  activityWindowMessage,
  TEXT_INPUT_MAX_LENGTH,
} from '@/runtime/format'
import { isMobile } from '@/runtime/forms'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage, Popup, toast } from '@/runtime/ui'
import { reads } from './lottery-draw.data'
import styles from './lottery-draw.module.css'
import type { schema } from './lottery-draw.schema'

export type LotteryDrawProps = WidgetProps<typeof schema>

export type PrizeType = 'MAIDOU' | 'INTEGRAL' | 'GOODS' | 'NONE' | 'EBOOK' | 'OTHER'

export interface Prize {
  id: number
  name: string
  type: PrizeType
  amount: number
  ebookId: number | null
  instruction: string
  picUrl: string
  stock: number | null
  remaining: number | null
}

export interface Lottery {
  id: number
  title: string
  subtitle: string
  activityId: number | null
  bannerUrl: string
  status: ActivityPhase
  startTime: string
  endTime: string
  rulesHtml: string
  chances: number
  usedChances: number
  remainingChances: number
  prizes: Prize[]
}

export interface LotteryRecord {
  id: number
  lotteryId: number
  prizeId: number
  prizeName: string
  prizeType: PrizeType
  amount: number
  ebookId: number | null
  instruction: string
  picUrl: string
  createdAt: string
  needsAddress: boolean
  address: { name: string; mobile: string; address: string; filledAt: string } | null
}

/** What each prize type means to the winner (spec §3 prize types; issue 5 point 4). */
export function prizeHeadline(record: Pick<LotteryRecord, 'prizeType' | 'prizeName' | 'amount'>): string {
  switch (record.prizeType) {
    case 'MAIDOU':
      return `获得 ${record.amount} 麦豆`
    case 'INTEGRAL':
      return `获得 ${record.amount} 积分`
    case 'NONE':
      return '谢谢参与'
    default:
      return `获得 ${record.prizeName}`
  }
}

const TYPE_LABELS: Record<PrizeType, string> = {
  MAIDOU: '麦豆',
  INTEGRAL: '积分',
  GOODS: '实物',
  NONE: '未中奖',
  EBOOK: '电子书',
  OTHER: '其他',
}

/** The 8 cells around the button, clockwise from the top-left; fewer prizes repeat. */
const RING = [0, 1, 2, 5, 8, 7, 6, 3]
/** The 3×3 grid's positions, row by row; 4 is the button. */
const GRID = [0, 1, 2, 3, 4, 5, 6, 7, 8]

function cellsOf(prizes: Prize[]): Prize[] {
  if (prizes.length === 0) return []
  return RING.map((_, index) => prizes[index % prizes.length] as Prize)
}

function PrizeIcon({ prize }: { prize: Pick<Prize, 'type' | 'picUrl' | 'name'> }) {
  if (prize.picUrl) {
    return (
      <CoverImage
        src={prize.picUrl}
        alt={prize.name}
        ratio="1"
        radius={8}
        sizes="100px"
        className={styles.prizePic}
      />
    )
  }
  const glyph: Record<PrizeType, string> = {
    MAIDOU: '豆',
    INTEGRAL: '分',
    GOODS: '礼',
    NONE: '☺',
    EBOOK: '书',
    OTHER: '券',
  }
  return (
    <span className={styles.glyph} data-type={prize.type} aria-hidden="true">
      {glyph[prize.type] ?? '奖'}
    </span>
  )
}

interface AddressDraft {
  name: string
  mobile: string
  address: string
}

/** spec §5 mainland mobile rule, and a name and an address worth shipping to. */
export function addressErrors(draft: AddressDraft): Partial<Record<keyof AddressDraft, string>> {
  const errors: Partial<Record<keyof AddressDraft, string>> = {}
  if (draft.name.trim() === '') errors.name = '请输入收货人姓名'
  if (!isMobile(draft.mobile.trim())) errors.mobile = '请输入正确的手机号'
  if (draft.address.trim().length < 5) errors.address = '请填写详细地址（至少 5 个字）'
  return errors
}

function AddressForm({
  record,
  onSaved,
}: {
  record: LotteryRecord
  onSaved: (record: LotteryRecord) => void
}) {
  const { write, busy: saving } = useWrite('lottery.address')
  const [draft, setDraft] = useState<AddressDraft>({
    name: record.address?.name ?? '',
    mobile: record.address?.mobile ?? '',
    address: record.address?.address ?? '',
  })
  const [shownErrors, setShownErrors] = useState<Partial<Record<keyof AddressDraft, string>>>({})
  const fieldId = useId()

  const save = async () => {
    const errors = addressErrors(draft)
    setShownErrors(errors)
    if (Object.keys(errors).length > 0) return
    try {
      // Resolves once 我的中奖记录 shows the address.
      const saved = await write<LotteryRecord>({
        id: record.lotteryId,
        recordId: record.id,
        name: draft.name.trim(),
        mobile: draft.mobile.trim(),
        address: draft.address.trim(),
      })
      toast('收货地址已保存', { icon: 'success' })
      onSaved(saved)
    } catch {
      // Toasted by the API client.
    }
  }

  return (
    <form
      className={styles.form}
      aria-label="填写收货地址"
      onSubmit={(event) => {
        event.preventDefault()
        void save()
      }}
    >
      <div className={styles.field}>
        <label htmlFor={`${fieldId}-name`}>收货人</label>
        <Input
          value={draft.name}
          maxLength={20}
          placeholder="请输入收货人姓名"
          id={`${fieldId}-name`}
          onChange={(name) => setDraft((value) => ({ ...value, name }))}
        />
      </div>
      {shownErrors.name ? <p className={styles.error}>{shownErrors.name}</p> : null}
      <div className={styles.field}>
        <label htmlFor={`${fieldId}-mobile`}>手机号</label>
        <Input
          value={draft.mobile}
          type="tel"
          maxLength={11}
          placeholder="请输入手机号"
          id={`${fieldId}-mobile`}
          onChange={(mobile) => setDraft((value) => ({ ...value, mobile }))}
        />
      </div>
      {shownErrors.mobile ? <p className={styles.error}>{shownErrors.mobile}</p> : null}
      <div className={styles.field}>
        <label htmlFor={`${fieldId}-address`}>收货地址</label>
        <TextArea
          value={draft.address}
          maxLength={TEXT_INPUT_MAX_LENGTH}
          rows={2}
          placeholder="省市区、街道、门牌号"
          id={`${fieldId}-address`}
          onChange={(address) => setDraft((value) => ({ ...value, address }))}
        />
      </div>
      {shownErrors.address ? <p className={styles.error}>{shownErrors.address}</p> : null}
      <Button block type="submit" color="primary" shape="rounded" loading={saving}>
        提交收货地址
      </Button>
    </form>
  )
}

function ResultBody({
  record,
  onEbook,
  onSaved,
}: {
  record: LotteryRecord
  onEbook: (ebookId: number) => void
  onSaved: (record: LotteryRecord) => void
}) {
  switch (record.prizeType) {
    case 'MAIDOU':
      return <p className={styles.resultText}>麦豆将在 24 小时内发放至您的账户</p>
    case 'INTEGRAL':
      return <p className={styles.resultText}>积分将在 24 小时内发放至您的账户</p>
    case 'NONE':
      return <p className={styles.resultText}>很遗憾，这次没有中奖，再接再厉</p>
    case 'EBOOK':
      return record.ebookId ? (
        <Button block color="primary" shape="rounded" onClick={() => onEbook(record.ebookId as number)}>
          领取电子书
        </Button>
      ) : null
    case 'OTHER':
      return <p className={styles.instruction}>{record.instruction || '工作人员将与您联系'}</p>
    case 'GOODS':
      return record.needsAddress ? (
        <>
          <p className={styles.resultText}>填写收货地址，我们将尽快为您寄出</p>
          <AddressForm record={record} onSaved={onSaved} />
        </>
      ) : (
        <p className={styles.resultText}>
          将寄往：{record.address?.name} {record.address?.mobile} {record.address?.address}
        </p>
      )
    default:
      return null
  }
}

/**
 * 抽奖: banner, status (活动还未开始 / 进行中 / 活动已经结束), a 9-grid of prizes around 抽奖 with the
 * remaining chances, a result sheet that says what the prize means (麦豆 / 积分 amounts, a shipping
 * address form for goods, 谢谢参与, 领取电子书, an instruction), the rules and 我的中奖记录. Drawing is off
 * outside PROCESSING, without chances, and for a visitor (ROLE_GUEST), who is asked to log in as a doctor.
 */
const LotteryDraw = observer(function LotteryDraw({
  lotteryId,
  ebookRoute = 'receiveEBook',
  spinMs = 1800,
  showRecords = true,
}: LotteryDrawProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, stores, tracker } = useRuntime()
  const id = String(lotteryId ?? '').trim()
  const bindings = { props: { lotteryId: /^\d+$/.test(id) ? id : undefined } }
  const { answer, reload, awaitingFresh } = useRead<Lottery>(reads.lottery, bindings)
  const records = usePagedRead<LotteryRecord>(reads.records, { ...bindings, enabled: showRecords })
  const { write: drawOnce } = useWrite('lottery.draw')
  const [active, setActive] = useState<number | null>(null)
  const [drawing, setDrawing] = useState(false)
  /**
   * The record the last write answered (the draw, then its address), for the result sheet; the sheet shows
   * the cached record of 我的中奖记录 when the list has it, so it never lags behind the server.
   */
  const [outcome, setOutcome] = useState<LotteryRecord | null>(null)
  const [editingId, setEditingId] = useState<number | null>(null)
  const timer = useRef<ReturnType<typeof setInterval> | null>(null)
  const lottery = answer.status === 'ready' ? answer.data : null
  const recordItems = records.list.status === 'ready' ? records.list.items : []
  const result = outcome ? (recordItems.find((item) => item.id === outcome.id) ?? outcome) : null
  const editing = editingId === null ? null : (recordItems.find((item) => item.id === editingId) ?? null)
  const cells = useMemo(() => cellsOf(lottery?.prizes ?? []), [lottery?.prizes])
  const rules = useMemo(() => sanitizeHtml(lottery?.rulesHtml), [lottery?.rulesHtml])

  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current)
    },
    [],
  )

  if (!lottery) {
    if (answer.status === 'loading' || answer.status === 'ready') {
      return (
        <section className={styles.loading} role="status" aria-busy="true">
          <span className={styles.visuallyHidden}>抽奖加载中…</span>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={8} animated />
        </section>
      )
    }
    return <AnswerState answer={answer} reload={reload} missingText="抽奖活动不存在" lines={8} />
  }

  const status = activityPhase(lottery.startTime, lottery.endTime)
  const windowMessage = activityWindowMessage(status)
  const guest = stores.user.hasRole(guestRole)
  // After a return the chances may have been used elsewhere: no draw on the last answer.
  const canDraw = status === 'PROCESSING' && lottery.remainingChances > 0 && !drawing && !awaitingFresh

  const addressSaved = (record: LotteryRecord) => {
    setOutcome((shown) => (shown?.id === record.id ? record : shown))
    setEditingId(null)
  }

  const draw = async () => {
    if (guest) {
      toast('请先登录医生账号')
      session.relogin()
      return
    }
    if (!canDraw) return
    setDrawing(true)
    const started = Date.now()
    let step = 0
    if (spinMs > 0) {
      timer.current = setInterval(() => {
        step += 1
        setActive(step % RING.length)
      }, 90)
    }
    try {
      // Resolves once the chances left and 我的中奖记录 are the server's new ones.
      const drawn = await drawOnce<{ record: LotteryRecord; remainingChances: number }>({ id: lottery.id })
      const wait = Math.max(0, spinMs - (Date.now() - started))
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
      if (timer.current) clearInterval(timer.current)
      const landing = cells.findIndex((cell) => cell.id === drawn.record.prizeId)
      setActive(landing >= 0 ? landing : null)
      setOutcome(drawn.record)
      tracker?.event('lottery', {
        lotteryId: String(lottery.id),
        prizeId: String(drawn.record.prizeId),
        prizeType: drawn.record.prizeType,
      })
    } catch {
      // Toasted by the API client (抽奖次数已用完, 活动已经结束...); the refused draw has asked for the
      // lottery again, so the chances shown are the server's.
      if (timer.current) clearInterval(timer.current)
      setActive(null)
    } finally {
      setDrawing(false)
    }
  }

  const buttonText =
    status !== 'PROCESSING'
      ? windowMessage
      : awaitingFresh
        ? '加载中…'
        : lottery.remainingChances > 0
          ? drawing
            ? '抽奖中…'
            : '抽奖'
          : '次数已用完'

  const openEbook = (ebookId: number) => {
    setOutcome(null)
    navigator.push(ebookRoute, { id: ebookId })
  }

  return (
    <article className={styles.screen}>
      <header className={styles.hero}>
        {lottery.bannerUrl ? (
          <CoverImage src={lottery.bannerUrl} alt={lottery.title} radius={0} sizes="390px" />
        ) : null}
        <div className={styles.heroText}>
          <div className={styles.titleRow}>
            <h1 className={styles.title}>{lottery.title}</h1>
            <span className={styles.phase} data-phase={status}>
              {ACTIVITY_PHASE_LABELS[status]}
            </span>
          </div>
          {lottery.subtitle ? <p className={styles.subtitle}>{lottery.subtitle}</p> : null}
          <p className={styles.time}>{activityTimeRange(lottery.startTime, lottery.endTime)}</p>
        </div>
      </header>

      {windowMessage ? (
        <p className={styles.notice} role="status" data-phase={status}>
          {windowMessage}
        </p>
      ) : null}

      <section className={styles.board} aria-label="九宫格抽奖">
        <p className={styles.chances}>
          剩余抽奖次数 <strong>{lottery.remainingChances}</strong> 次
          <span className={styles.chancesTotal}>（共 {lottery.chances} 次）</span>
        </p>
        <div className={styles.grid}>
          {GRID.map((position) => {
            if (position === 4) {
              return (
                <button
                  key="draw"
                  type="button"
                  className={styles.drawButton}
                  disabled={!canDraw && !guest}
                  aria-disabled={!canDraw}
                  aria-busy={awaitingFresh}
                  onClick={() => void draw()}
                >
                  {buttonText}
                </button>
              )
            }
            const ringIndex = RING.indexOf(position)
            const prize = cells[ringIndex]
            if (!prize) return <div key={`empty-${position}`} className={styles.cell} />
            return (
              <div
                key={`cell-${position}`}
                className={styles.cell}
                data-active={active === ringIndex}
                data-type={prize.type}
                data-testid="lottery-cell"
              >
                <PrizeIcon prize={prize} />
                <span className={styles.cellName}>{prize.name}</span>
              </div>
            )
          })}
        </div>
      </section>

      {rules ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>活动规则</h2>
          <div
            className={styles.richText}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify (sanitizeHtml) above
            dangerouslySetInnerHTML={{ __html: rules }}
          />
        </section>
      ) : null}

      {showRecords ? (
        <section className={styles.card}>
          <h2 className={styles.heading}>我的中奖记录</h2>
          {records.list.status === 'loading' ? (
            <Skeleton.Paragraph lineCount={3} animated />
          ) : records.list.status === 'error' ? (
            <button type="button" className={styles.retry} onClick={records.reload}>
              加载失败，点击重试
            </button>
          ) : records.list.items.length === 0 ? (
            <p className={styles.muted}>暂无中奖记录</p>
          ) : (
            <>
              <ul className={styles.records}>
                {records.list.items.map((record) => (
                  <li key={record.id} className={styles.record} data-type={record.prizeType}>
                    <div className={styles.recordMain}>
                      <p className={styles.recordName}>
                        {record.prizeType === 'NONE' ? '谢谢参与' : record.prizeName}
                        <span className={styles.typeTag}>{TYPE_LABELS[record.prizeType]}</span>
                      </p>
                      <p className={styles.muted}>{dayjs(record.createdAt).format('YYYY-MM-DD HH:mm')}</p>
                    </div>
                    {record.prizeType === 'GOODS' ? (
                      <Button
                        size="mini"
                        shape="rounded"
                        color="primary"
                        fill={record.needsAddress ? 'solid' : 'outline'}
                        onClick={() => setEditingId(record.id)}
                      >
                        {record.needsAddress ? '填写地址' : '修改地址'}
                      </Button>
                    ) : record.prizeType === 'EBOOK' && record.ebookId ? (
                      <Button
                        size="mini"
                        shape="rounded"
                        color="primary"
                        fill="outline"
                        onClick={() => openEbook(record.ebookId as number)}
                      >
                        领取
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
              {records.list.hasMore ? (
                <Button block fill="none" loading={records.list.more} onClick={records.loadMore}>
                  加载更多
                </Button>
              ) : null}
            </>
          )}
        </section>
      ) : null}

      <Popup
        visible={result !== null}
        onMaskClick={() => setOutcome(null)}
        onClose={() => setOutcome(null)}
        bodyClassName={styles.sheet}
      >
        {result ? (
          <div className={styles.result} role="dialog" aria-label="抽奖结果" data-type={result.prizeType}>
            <div className={styles.resultIcon}>
              <PrizeIcon prize={{ type: result.prizeType, picUrl: result.picUrl, name: result.prizeName }} />
            </div>
            <h2 className={styles.resultTitle}>{result.prizeType === 'NONE' ? '谢谢参与' : '恭喜中奖'}</h2>
            {result.prizeType !== 'NONE' ? (
              <p className={styles.resultHeadline}>{prizeHeadline(result)}</p>
            ) : null}
            <ResultBody record={result} onEbook={openEbook} onSaved={addressSaved} />
            <Button block fill="none" className={styles.close} onClick={() => setOutcome(null)}>
              {result.needsAddress ? '稍后填写' : '我知道了'}
            </Button>
          </div>
        ) : null}
      </Popup>

      <Popup
        visible={editing !== null}
        onMaskClick={() => setEditingId(null)}
        onClose={() => setEditingId(null)}
        bodyClassName={styles.sheet}
      >
        {editing ? (
          <div className={styles.result}>
            <h2 className={styles.resultTitle}>填写收货地址</h2>
            <p className={styles.resultHeadline}>{editing.prizeName}</p>
            <AddressForm record={editing} onSaved={addressSaved} />
          </div>
        ) : null}
      </Popup>
    </article>
  )
})

export default LotteryDraw
