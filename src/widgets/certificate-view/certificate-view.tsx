import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import dayjs from 'dayjs'
import { useEffect, useMemo, useState } from 'react'
import { useRead } from '@/runtime/data'
import { saveDataUrl } from '@/runtime/files'
import { canvasImage } from '@/runtime/poster'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { ErrorBlock } from '@/runtime/ui'
import { type PosterType, type Printable, paintPrintable, sizeOf } from './certificate-painter'
import { reads } from './certificate-view.data'
import styles from './certificate-view.module.css'
import type { schema } from './certificate-view.schema'

export type CertificateViewProps = WidgetProps<typeof schema>

interface AcademyCertificate {
  id: number
  title: string
  type: 'COURSE' | 'ACTIVITY'
  posterType: PosterType
  certificateNo: string
  holderName: string
  issuer: string
  issuedAt: string
  relatedObject: { type: 'COURSE' | 'ACTIVITY'; id: number; title: string }
  score: number | null
}
interface UtaskCertificate {
  id: number
  title: string
  taskId: number
  taskTitle: string
  posterType: PosterType
  certificateNo: string
  holderName: string
  issuer: string
  issuedAt: string
}

/** What the screen shows, whichever endpoint it came from. */
interface Shown extends Printable {
  readonly typeLabel: string
  /** A course opens its course screen from the facts. */
  readonly courseId: number | null
}

const POSTER_LABELS: Record<PosterType, string> = {
  GRADUATION_CERTIFICATE: '结业证书',
  EXAMINATION_CERTIFICATE: '考试合格证书',
  POSTER: '荣誉海报',
}

const dateOf = (value: string) => {
  const time = dayjs(value)
  return time.isValid() ? time.format('YYYY年M月D日') : ''
}

function fromAcademy(certificate: AcademyCertificate): Shown {
  return {
    posterType: certificate.posterType,
    title: certificate.title,
    holderName: certificate.holderName,
    certificateNo: certificate.certificateNo,
    issuedOn: dateOf(certificate.issuedAt),
    issuer: certificate.issuer,
    relatedLabel: certificate.relatedObject.type === 'ACTIVITY' ? '活动' : '课程',
    relatedTitle: certificate.relatedObject.title,
    score: certificate.score,
    typeLabel: certificate.type === 'ACTIVITY' ? '活动证书' : '课程证书',
    courseId: certificate.relatedObject.type === 'COURSE' ? certificate.relatedObject.id : null,
  }
}

function fromUtask(certificate: UtaskCertificate): Shown {
  return {
    posterType: certificate.posterType,
    title: certificate.title,
    holderName: certificate.holderName,
    certificateNo: certificate.certificateNo,
    issuedOn: dateOf(certificate.issuedAt),
    issuer: certificate.issuer,
    relatedLabel: '任务',
    relatedTitle: certificate.taskTitle,
    score: null,
    typeLabel: '任务证书',
    courseId: null,
  }
}

/** A file name the phone keeps: the title and number, without characters file systems refuse. */
const fileNameOf = (shown: Shown) =>
  `${shown.title}-${shown.certificateNo}.png`.replace(/[\\/:*?"<>|\s]+/g, '_')

/**
 * A certificate drawn as a picture (spec §3 poster types): painted on a canvas from texts only, exported
 * as a PNG and shown as an `<img>`, so WeChat's long-press menu can save it; 保存图片 downloads the same PNG
 * and toasts that it was saved (spec §8).
 */
export default function CertificateView({
  id,
  source = 'academy',
  showDetails = true,
}: CertificateViewProps & Partial<WidgetRuntimeProps>) {
  const { navigator } = useRuntime()
  const certificateId = Number(id)
  const valid = Number.isInteger(certificateId) && certificateId > 0
  const fromTask = source === 'utask'
  const bindings = { props: { id: valid ? certificateId : undefined } }
  const academy = useRead<AcademyCertificate>(reads.academy, { ...bindings, enabled: !fromTask })
  const task = useRead<UtaskCertificate>(reads.utask, { ...bindings, enabled: fromTask })
  const { answer, reload } = fromTask ? task : academy
  const shown = useMemo<Shown | null>(() => {
    if (fromTask) return task.answer.status === 'ready' ? fromUtask(task.answer.data) : null
    return academy.answer.status === 'ready' ? fromAcademy(academy.answer.data) : null
  }, [fromTask, task.answer, academy.answer])
  // undefined: not drawn yet; null: this browser cannot draw (no 2D context).
  const [image, setImage] = useState<string | null | undefined>(undefined)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!shown) return
    setImage(undefined)
    const { width, height } = sizeOf(shown.posterType)
    try {
      setImage(canvasImage.render(width, height, (context) => paintPrintable(context, shown)))
    } catch (error) {
      console.warn('[certificate] drawing failed', error)
      setImage(null)
    }
  }, [shown])

  const save = async () => {
    if (!image || !shown) return
    setSaving(true)
    try {
      await saveDataUrl(image, fileNameOf(shown))
    } finally {
      setSaving(false)
    }
  }

  if (answer.status === 'loading') {
    return (
      <section className={styles.screen} role="status" aria-busy="true" aria-label="证书加载中">
        <span className={styles.visuallyHidden}>正在加载证书…</span>
        <Skeleton className={styles.pictureSkeleton} animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    )
  }
  if (answer.status === 'missing') {
    return (
      <section className={styles.state}>
        <ErrorBlock
          status="empty"
          title="证书不存在"
          description="该证书不存在或不属于当前账号"
          fullPage={false}
        />
      </section>
    )
  }
  if (answer.status === 'error' || !shown) {
    return (
      <section className={styles.state}>
        <ErrorBlock
          status="disconnected"
          title="证书加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重试
        </Button>
      </section>
    )
  }

  const { width, height } = sizeOf(shown.posterType)
  return (
    <section className={styles.screen}>
      <figure className={styles.figure}>
        {image === undefined ? (
          <Skeleton className={styles.pictureSkeleton} animated />
        ) : image ? (
          <img
            src={image}
            alt={`${shown.title}（${POSTER_LABELS[shown.posterType]}）`}
            width={width}
            height={height}
            className={styles.picture}
          />
        ) : (
          <div className={styles.fallback} role="img" aria-label={shown.title}>
            <p className={styles.fallbackHeading}>{POSTER_LABELS[shown.posterType]}</p>
            <p className={styles.fallbackName}>{shown.holderName}</p>
            <p>{shown.title}</p>
            <p className={styles.fallbackNote}>当前浏览器无法生成图片，可截屏保存</p>
          </div>
        )}
        {image ? <figcaption className={styles.hint}>长按图片保存到相册</figcaption> : null}
      </figure>
      {image ? (
        <Button
          block
          color="primary"
          shape="rounded"
          size="large"
          loading={saving}
          onClick={() => void save()}
        >
          保存图片
        </Button>
      ) : null}
      {showDetails ? (
        <dl className={styles.facts}>
          <div>
            <dt>证书名称</dt>
            <dd>{shown.title}</dd>
          </div>
          <div>
            <dt>证书类型</dt>
            <dd>
              {shown.typeLabel} · {POSTER_LABELS[shown.posterType]}
            </dd>
          </div>
          <div>
            <dt>持有人</dt>
            <dd>{shown.holderName}</dd>
          </div>
          <div>
            <dt>证书编号</dt>
            <dd className={styles.number}>{shown.certificateNo}</dd>
          </div>
          <div>
            <dt>颁发日期</dt>
            <dd>{shown.issuedOn}</dd>
          </div>
          <div>
            <dt>颁发机构</dt>
            <dd>{shown.issuer}</dd>
          </div>
          {shown.relatedTitle ? (
            <div>
              <dt>关联{shown.relatedLabel}</dt>
              <dd>
                {shown.courseId !== null ? (
                  <button
                    type="button"
                    className={styles.link}
                    onClick={() => navigator.push('courseDetail', { id: shown.courseId })}
                  >
                    {shown.relatedTitle}
                  </button>
                ) : (
                  shown.relatedTitle
                )}
              </dd>
            </div>
          ) : null}
        </dl>
      ) : null}
    </section>
  )
}
