import Skeleton from 'antd-mobile/es/components/skeleton'
import type { CardLayout } from './card-parts'
import { cx } from './card-parts'
import styles from './cards.module.css'

/** A card's shape while its data loads (same frame as the card, so nothing jumps when it arrives). */
export function CardSkeleton({ layout = 'horizontal' }: { layout?: CardLayout }) {
  return (
    <div className={cx(styles.card, styles[layout], styles.skeleton)} aria-hidden="true">
      <Skeleton animated className={cx(styles.cover, styles.skeletonCover)} />
      <div className={styles.body}>
        <Skeleton.Title animated className={styles.skeletonTitle} />
        <Skeleton.Paragraph lineCount={2} animated className={styles.skeletonLines} />
      </div>
    </div>
  )
}
