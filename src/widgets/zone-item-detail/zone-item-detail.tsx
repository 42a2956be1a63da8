import Button from 'antd-mobile/es/components/button'
import { useRead } from '@/runtime/data'
import { bigNumber, relativeTime } from '@/runtime/format'
import { sanitizeHtml } from '@/runtime/html'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { AnswerState, LoginPrompt } from '@/runtime/states'
import { observer } from '@/runtime/stores'
import { CoverImage } from '@/runtime/ui'
import { type Utask, utaskAction } from '@/runtime/utask'
import { reads } from './zone-item-detail.data'
import styles from './zone-item-detail.module.css'
import type { schema } from './zone-item-detail.schema'

export type ZoneItemDetailProps = WidgetProps<typeof schema>

type ItemType = 'ARTICLE' | 'VIDEO' | 'FORM' | 'UTASK'

/** zone.item's answer (schemas/api/zone.ts). */
export interface ZoneItemDetailData {
  id: number
  zoneId: number
  zoneTitle: string
  type: ItemType
  title: string
  summary: string
  coverUrl: string
  formKey: string | null
  utaskId: number | null
  viewCount: number
  publishedAt: string
  content: string
  videoUrl: string
  enterprise: { id: number; name: string; logoUrl: string; description: string }
}

const TYPE_LABELS: Record<ItemType, string> = { ARTICLE: '文章', VIDEO: '视频', FORM: '表单', UTASK: '任务' }

/**
 * 详情 of an enterprise-zone item: needs a login (the route also checks certification). A VIDEO plays
 * its video; the body is server HTML, sanitized; a FORM offers 去填写 (form?key=), a UTASK 去参与.
 */
/**
 * A task item's button: the task's own action, as its card in the task list offers it (申请试用, 去填写 …
 * open its form; 即将开始, 已结束, 线下参与 are disabled); 去参与 → the task list when the task cannot be read.
 */
function UtaskButton({
  utaskId,
  formRoute,
  utaskRoute,
}: {
  utaskId: number | null
  formRoute: string
  utaskRoute: string
}) {
  const { navigator } = useRuntime()
  const { answer, awaitingFresh } = useRead<Utask>(reads.task, {
    props: { utaskId: utaskId !== null && utaskId > 0 ? utaskId : undefined },
  })
  const task = answer.status === 'ready' ? answer.data : undefined
  const state = task ? utaskAction(task) : { label: '去参与', open: true }
  const go = () => {
    if (task?.formKey) navigator.push(formRoute, { key: task.formKey })
    else navigator.push(utaskRoute)
  }
  return (
    <div className={styles.bar}>
      <Button
        block
        color="primary"
        shape="rounded"
        disabled={!state.open || answer.status === 'loading' || awaitingFresh}
        loading={awaitingFresh}
        onClick={go}
      >
        {state.label}
      </Button>
    </div>
  )
}

const ZoneItemDetail = observer(function ZoneItemDetail({
  itemId,
  zoneRoute = 'zoneDetail',
  formRoute = 'form',
  utaskRoute = 'utaskList',
}: ZoneItemDetailProps & Partial<WidgetRuntimeProps>) {
  const { navigator, session, tracker } = useRuntime()
  const id = Number(itemId)
  const loggedIn = session.loggedIn
  const { answer, reload } = useRead<ZoneItemDetailData>(reads.item, {
    props: { id: Number.isInteger(id) && id > 0 ? id : undefined },
  })

  if (!loggedIn) {
    return <LoginPrompt title="登录后查看企业专区内容" onLogin={() => session.relogin()} />
  }
  if (answer.status !== 'ready') {
    return <AnswerState answer={answer} reload={reload} missingText="内容不存在或已下线" lines={8} />
  }
  const item = answer.data
  const action =
    item.type === 'FORM' && item.formKey
      ? { text: '去填写', go: () => navigator.push(formRoute, { key: item.formKey ?? '' }) }
      : null

  return (
    <article className={styles.item}>
      <h1 className={styles.title}>{item.title}</h1>
      <button
        type="button"
        className={styles.source}
        onClick={() => navigator.push(zoneRoute, { id: item.zoneId })}
      >
        <span className={styles.logo}>
          <CoverImage
            src={item.enterprise.logoUrl}
            alt={item.enterprise.name}
            ratio="1 / 1"
            radius={14}
            sizes="28px"
          />
        </span>
        <span className={styles.sourceName}>{item.enterprise.name}</span>
        <span className={styles.meta}>
          {TYPE_LABELS[item.type]} · {relativeTime(item.publishedAt)} · {bigNumber(item.viewCount)} 阅读
        </span>
      </button>
      {item.type === 'VIDEO' && item.videoUrl ? (
        // biome-ignore lint/a11y/useMediaCaption: enterprise clips carry no caption track
        <video
          className={styles.video}
          src={item.videoUrl}
          poster={item.coverUrl || undefined}
          controls
          playsInline
          preload="metadata"
          data-testid="zone-item-video"
          onPlay={() => tracker?.event('button_click', { tag: 'zone_video_play', itemId: String(item.id) })}
        />
      ) : null}
      {item.content ? (
        <div
          className={styles.content}
          data-testid="zone-item-html"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized with sanitizeHtml
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
        />
      ) : item.summary ? (
        <p className={styles.content}>{item.summary}</p>
      ) : null}
      <p className={styles.zoneLine}>来自专区「{item.zoneTitle}」</p>
      {action ? (
        <div className={styles.bar}>
          <Button block color="primary" shape="rounded" onClick={action.go}>
            {action.text}
          </Button>
        </div>
      ) : null}
      {item.type === 'UTASK' ? (
        <UtaskButton utaskId={item.utaskId} formRoute={formRoute} utaskRoute={utaskRoute} />
      ) : null}
    </article>
  )
})

export default ZoneItemDetail
