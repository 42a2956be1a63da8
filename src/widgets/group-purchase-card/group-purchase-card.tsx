import Button from 'antd-mobile/es/components/button'
import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useState } from 'react'
import { useRead } from '@/runtime/data'
import { timeLeft, yuan } from '@/runtime/format'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import { useRuntime } from '@/runtime/render'
import type { WidgetProps } from '@/runtime/schema'
import { CoverImage, ErrorBlock } from '@/runtime/ui'
import { reads } from './group-purchase-card.data'
import styles from './group-purchase-card.module.css'
import type { schema } from './group-purchase-card.schema'

export type GroupPurchaseCardProps = WidgetProps<typeof schema>

/** groupPurchase.course's answer. */
export interface GroupPurchaseAnswer {
  groupPurchase: {
    id: number | string
    price: number
    groupSize: number
    joinedCount: number
    endTime: string
  }
  course: { id: number | string; title: string; bigPicUrl?: string; price?: number; originalPrice?: number }
  members: { userId: number | string | null; nickname: string; avatar: string }[]
}

function idText(id: unknown): string {
  return id === undefined || id === null ? '' : String(id).trim()
}

function MemberAvatar({ src, name }: { src: string; name: string }) {
  const [failed, setFailed] = useState(false)
  return src.trim() && !failed ? (
    <img className={styles.member} src={src} alt={name} title={name} onError={() => setFailed(true)} />
  ) : (
    <span className={`${styles.member} ${styles.initial}`} role="img" aria-label={name} title={name}>
      {Array.from(name.trim())[0] ?? '医'}
    </span>
  )
}

/**
 * 拼团: the course of a group purchase, the group price against the course price, who joined (avatars,
 * with open places as empty seats), 已拼 n/size 人 and the time left. 参与拼团 runs `onJoin`; a full or
 * ended group, or one the doctor is already in, says so instead.
 */
export default function GroupPurchaseCard({
  id,
  onJoin,
  run,
}: GroupPurchaseCardProps & Partial<WidgetRuntimeProps>) {
  const { stores } = useRuntime()
  const [now, setNow] = useState(() => Date.now())
  const groupId = idText(id)
  const { answer, reload, awaitingFresh } = useRead<GroupPurchaseAnswer>(reads.group, {
    props: { id: groupId || undefined },
  })

  // The time left reads in minutes at the finest: a tick every 30 s keeps it current.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])

  if (answer.status === 'loading') {
    return (
      <section className={styles.card} role="status" aria-busy="true" aria-label="加载中">
        <span className={styles.visuallyHidden}>正在加载拼团信息…</span>
        <Skeleton.Title animated />
        <Skeleton.Paragraph lineCount={3} animated />
      </section>
    )
  }
  if (answer.status === 'missing') {
    return (
      <section className={`${styles.card} ${styles.state}`}>
        <ErrorBlock status="empty" title="拼团不存在或已结束" description="" fullPage={false} />
      </section>
    )
  }
  if (answer.status === 'error') {
    return (
      <section className={`${styles.card} ${styles.state}`}>
        <ErrorBlock
          status="disconnected"
          title="拼团信息加载失败"
          description="请检查网络后重试"
          fullPage={false}
        />
        <Button color="primary" fill="outline" shape="rounded" onClick={reload}>
          重新加载
        </Button>
      </section>
    )
  }

  const { groupPurchase: group, course } = answer.data
  const members = Array.isArray(answer.data.members) ? answer.data.members : []
  const size = Math.max(group.groupSize, 1)
  const joined = Math.max(group.joinedCount, members.length)
  const left = timeLeft(group.endTime, now)
  const userId = stores.user.userId
  const isMember = userId !== '' && members.some((member) => idText(member.userId) === userId)
  const full = joined >= size
  const coursePrice = Math.max(course.price ?? 0, course.originalPrice ?? 0)
  const seats = Math.max(0, Math.min(size, 12) - members.length)

  const button = isMember
    ? { label: '已参与拼团', enabled: false }
    : !left
      ? { label: '拼团已结束', enabled: false }
      : full
        ? { label: '拼团已满', enabled: false }
        : { label: '参与拼团', enabled: true }

  return (
    <section className={styles.card}>
      <div className={styles.course}>
        <CoverImage
          src={course.bigPicUrl}
          alt={course.title}
          className={styles.cover}
          sizes="120px"
          radius={6}
        />
        <div className={styles.courseText}>
          <h2 className={styles.title}>{course.title}</h2>
          <p className={styles.prices}>
            <span className={styles.groupLabel}>{size}人团</span>
            <span className={styles.groupPrice}>{yuan(group.price)}</span>
            {coursePrice > group.price ? <s className={styles.original}>{yuan(coursePrice)}</s> : null}
          </p>
        </div>
      </div>

      <ul className={styles.members} aria-label="拼团成员">
        {members.slice(0, 12).map((member, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: guest members have no userId; the order is the join order
          <li key={`${member.userId ?? 'guest'}-${index}`}>
            <MemberAvatar src={member.avatar ?? ''} name={member.nickname || '医生'} />
          </li>
        ))}
        {Array.from({ length: seats }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty seats have nothing else to tell them apart
          <li key={`seat-${index}`} className={`${styles.member} ${styles.seat}`} aria-hidden="true">
            ?
          </li>
        ))}
      </ul>

      <p className={styles.progress}>
        <span>
          已拼 <strong>{Math.min(joined, size)}</strong>/{size} 人
          {!full && left ? `，还差 ${size - joined} 人成团` : ''}
        </span>
        <span className={styles.left} data-ended={left ? 'false' : 'true'}>
          {left ? `距结束 ${left}` : '已结束'}
        </span>
      </p>

      <Button
        block
        color="danger"
        shape="rounded"
        // Back from the cashier or another screen: the places and membership are asked again first.
        loading={awaitingFresh}
        disabled={!button.enabled || awaitingFresh}
        onClick={() => void run?.(onJoin, { id: group.id, courseId: course.id, price: group.price })}
      >
        {button.label}
      </Button>
    </section>
  )
}
