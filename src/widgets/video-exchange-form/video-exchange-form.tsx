import Button from 'antd-mobile/es/components/button'
import Input from 'antd-mobile/es/components/input'
import { useState } from 'react'
import { useWrite } from '@/runtime/data'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { FromContract } from '@/runtime/schema'
import styles from './video-exchange-form.module.css'
import type { schema } from './video-exchange-form.schema'

export type VideoExchangeFormProps = FromContract<typeof schema>

/** videoExchange.redeem's answer: the unlocked video lesson. */
interface Redeemed {
  lessonId: number | string
  title: string
}

/** Codes are printed in capitals; what is typed is trimmed and read in capitals. */
export function normalizeCode(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase()
}

/**
 * 视频兑换: one field for the exchange code (trimmed, upper-cased; empty → 请输入兑换码 under the
 * field), 立即兑换 (videoExchange.redeem), then 兑换成功 with the video's title and 立即观看. A refused
 * code (invalid, used) is toasted by the API client and the code stays for correction. A redeemed code
 * refreshes what shows purchases (兑换记录, the video's access) before 兑换成功 shows.
 */
export default function VideoExchangeForm({
  recordsRoute = 'videoExchangeRecord',
  description = '输入兑换码即可解锁对应视频课程，兑换码不区分大小写，每个兑换码仅可使用一次。',
}: VideoExchangeFormProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const { write, busy: sending } = useWrite('videoExchange.redeem')
  const [code, setCode] = useState('')
  const [error, setError] = useState('')
  // What this redemption unlocked, for its 兑换成功 (no read answers it; the records come from the cache).
  const [redeemed, setRedeemed] = useState<Redeemed | null>(null)

  const redeem = async () => {
    const value = normalizeCode(code)
    setCode(value)
    if (!value) {
      setError('请输入兑换码')
      return
    }
    try {
      setRedeemed(await write<Redeemed>({ code: value }))
    } catch {
      // The API client has toasted the reason (无效 / 已使用); the code stays for correction.
    }
  }

  const recordsLink = (
    <button type="button" className={styles.link} onClick={() => navigator.navigate({ to: recordsRoute })}>
      兑换记录 ›
    </button>
  )

  if (redeemed) {
    return (
      <section className={styles.screen}>
        <div className={styles.result} role="status">
          <svg className={styles.success} viewBox="0 0 48 48" aria-hidden="true">
            <circle cx="24" cy="24" r="22" />
            <path d="M14 24.5l7 7 13-14" />
          </svg>
          <h2 className={styles.resultTitle}>兑换成功</h2>
          <p className={styles.resultLesson}>{redeemed.title}</p>
          <Button
            block
            color="primary"
            shape="rounded"
            size="large"
            onClick={() => navigator.navigate({ to: 'videoDetail', query: { id: redeemed.lessonId } })}
          >
            立即观看
          </Button>
          <Button
            block
            fill="none"
            className={styles.again}
            onClick={() => {
              setRedeemed(null)
              setCode('')
            }}
          >
            继续兑换
          </Button>
        </div>
        <div className={styles.footer}>{recordsLink}</div>
      </section>
    )
  }

  return (
    <section className={styles.screen}>
      <div className={styles.card}>
        <h2 className={styles.title}>兑换视频课程</h2>
        {description ? <p className={styles.description}>{description}</p> : null}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void redeem()
          }}
        >
          <label className={styles.label} htmlFor="video-exchange-code">
            兑换码
          </label>
          <div className={`${styles.field} ${error ? styles.fieldError : ''}`}>
            <Input
              id="video-exchange-code"
              value={code}
              onChange={(value) => {
                setCode(value.toUpperCase())
                if (error) setError('')
              }}
              placeholder="请输入兑换码"
              clearable
              maxLength={32}
              autoComplete="off"
            />
          </div>
          {error ? (
            <p className={styles.error} role="alert">
              {error}
            </p>
          ) : null}
          <Button
            block
            type="submit"
            color="primary"
            shape="rounded"
            size="large"
            loading={sending}
            className={styles.submit}
          >
            立即兑换
          </Button>
        </form>
      </div>
      <div className={styles.footer}>{recordsLink}</div>
    </section>
  )
}
