import Skeleton from 'antd-mobile/es/components/skeleton'
import { useEffect, useState } from 'react'
import { constants } from '../config/index'
import styles from './render.module.css'

/** Set once a screen has shown its content: from then on a skeleton waits 200 ms before it shows. */
let painted = false

/** A screen has shown its content (SchemaView); later loads delay their skeleton (spec §9: 200 ms). */
export function markScreenPainted(): void {
  painted = true
}

/**
 * What a screen shows while its schema and data load: the page's shape, never a blank screen. Before the
 * first screen has painted it shows at once (it replaces the server's first frame, which draws the
 * same); afterwards only when a load takes longer than 200 ms, so a quick screen does not flash it.
 */
export function PageSkeleton() {
  const [shown, setShown] = useState(() => !painted)
  useEffect(() => {
    if (shown) return
    const timer = setTimeout(() => setShown(true), constants.pageLoadDelay)
    return () => clearTimeout(timer)
  }, [shown])
  return (
    <div className={styles.skeleton} role="status" aria-busy="true" aria-label="加载中">
      {shown ? (
        <>
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={5} animated />
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={3} animated />
        </>
      ) : null}
    </div>
  )
}
