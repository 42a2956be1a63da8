import { bigNumber, relativeTime } from '../format/index'
import { CoverImage, LineParts } from '../ui/index'
import { dateRange, priceLabel, registrationLabel, sourceTypeLabel } from './card-format'
import {
  Badge,
  type BadgeTone,
  type CardLayout,
  CardShell,
  CertifiedOnlyMark,
  coverSizes,
  OpenTitle,
  PriceLine,
} from './card-parts'
import styles from './cards.module.css'
import type { ContentCard, FavoriteItem, OfflineClass, RegistrationStatus, ShortVideo } from './types'

const coverRatio: Readonly<Record<CardLayout, string>> = {
  horizontal: '4 / 3',
  vertical: '4 / 3',
  large: '16 / 9',
}

function frameRadius(layout: CardLayout): number {
  return layout === 'horizontal' ? 8 : 0
}

/** A short video: a tall poster with the title over it, the lecturer and the likes. */
export function ShortVideoCardView({ video, onOpen }: { video: ShortVideo; onOpen?: () => void }) {
  return (
    <CardShell layout="vertical" className={styles.poster} testId="short-video">
      <CoverImage
        src={video.posterUrl}
        ratio="3 / 4"
        sizes={coverSizes.vertical}
        radius={0}
        className={styles.cover}
      >
        {video.collection ? (
          <span className={styles.badges}>
            <Badge tone="type">合集</Badge>
          </span>
        ) : null}
        <span className={styles.posterShade} aria-hidden="true" />
      </CoverImage>
      <div className={styles.posterBody}>
        <OpenTitle title={video.title} onOpen={onOpen} className={styles.posterTitle} />
        <p className={styles.posterMeta}>
          <span className={styles.posterName}>{video.lecturer?.name ?? ''}</span>
          {typeof video.likeCount === 'number' ? <span>♥ {bigNumber(video.likeCount)}</span> : null}
        </p>
      </div>
    </CardShell>
  )
}

const registrationTone: Readonly<Record<RegistrationStatus, BadgeTone>> = {
  NOT_START: 'coming',
  START: 'open',
  END: 'over',
}

/** An offline class (training camp): status 报名中 / 未开始 / 已结束, city and dates, places taken. */
export function OfflineClassCardView({
  offlineClass,
  layout = 'horizontal',
  onOpen,
  certifiedOnly = false,
}: {
  offlineClass: OfflineClass
  layout?: CardLayout
  onOpen?: () => void
  /** The screen it opens is for certified doctors only: the 认证医生 mark on the cover. */
  certifiedOnly?: boolean
}) {
  const status = offlineClass.registrationStatus
  const label = registrationLabel(status)
  const places =
    typeof offlineClass.quota === 'number' && offlineClass.quota > 0
      ? `已报名 ${offlineClass.enrolledCount ?? 0}/${offlineClass.quota}`
      : ''
  return (
    <CardShell layout={layout} testId="offline-class">
      <CoverImage
        src={offlineClass.bigPicUrl}
        ratio={coverRatio[layout]}
        sizes={coverSizes[layout]}
        radius={frameRadius(layout)}
        className={styles.cover}
      >
        {(label && status) || certifiedOnly ? (
          <span className={styles.badges}>
            {label && status ? <Badge tone={registrationTone[status]}>{label}</Badge> : null}
            {certifiedOnly ? <CertifiedOnlyMark /> : null}
          </span>
        ) : null}
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={offlineClass.title} onOpen={onOpen} />
        <p className={`${styles.meta} ${styles.wrapParts}`}>
          <LineParts parts={[offlineClass.city, dateRange(offlineClass.startTime, offlineClass.endTime)]} />
        </p>
        <div className={styles.footer}>
          <PriceLine price={priceLabel(offlineClass.price)} original="" />
          <span className={styles.stats}>{places}</span>
        </div>
      </div>
    </CardShell>
  )
}

/** A favorite ("want to learn" list): its picture and title, what it is and when it was saved. */
export function FavoriteCardView({
  item,
  onOpen,
  now,
}: {
  item: FavoriteItem
  onOpen?: () => void
  now?: number
}) {
  const kind = sourceTypeLabel(
    item.objectType === 'COURSE' && item.objectOwnerModule === 'ACADEMY' ? 'ACADEMY_COURSE' : item.objectType,
  )
  const saved = item.createdAt ? relativeTime(item.createdAt, { now }) : ''
  return (
    <CardShell layout="horizontal" testId="favorite">
      <CoverImage
        src={item.objectPicUrl}
        ratio="4 / 3"
        sizes={coverSizes.horizontal}
        className={styles.cover}
      >
        {kind ? (
          <span className={styles.badges}>
            <Badge tone="type">{kind}</Badge>
          </span>
        ) : null}
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={item.objectTitle} onOpen={onOpen} />
        <div className={styles.footer}>
          <span className={styles.stats}>{saved ? `收藏于 ${saved}` : ''}</span>
        </div>
      </div>
    </CardShell>
  )
}

/** An embedded content card (a topic's cards): picture, what it is, title and summary. */
export function ContentCardView({
  card,
  layout = 'horizontal',
  onOpen,
  certifiedOnly = false,
}: {
  card: ContentCard
  layout?: CardLayout
  onOpen?: () => void
  /** The screen it opens is for certified doctors only: the 认证医生 mark on the cover. */
  certifiedOnly?: boolean
}) {
  const kind = sourceTypeLabel(card.sourceType)
  return (
    <CardShell layout={layout} testId="content">
      <CoverImage
        src={card.picUrl}
        ratio={coverRatio[layout]}
        sizes={coverSizes[layout]}
        radius={frameRadius(layout)}
        className={styles.cover}
      >
        {kind || certifiedOnly ? (
          <span className={styles.badges}>
            {kind ? <Badge tone="type">{kind}</Badge> : null}
            {certifiedOnly ? <CertifiedOnlyMark /> : null}
          </span>
        ) : null}
      </CoverImage>
      <div className={styles.body}>
        <OpenTitle title={card.title} onOpen={onOpen} />
        {card.summary ? <p className={styles.summary}>{card.summary}</p> : null}
      </div>
    </CardShell>
  )
}
