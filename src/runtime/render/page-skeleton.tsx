import Skeleton from 'antd-mobile/es/components/skeleton'
import styles from './render.module.css'

/** What a screen shows while its schema and data load: the page's shape, never a blank screen. */
export function PageSkeleton() {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={5} animated />
      <Skeleton.Title animated />
      <Skeleton.Paragraph lineCount={3} animated />
    </div>
  )
}
