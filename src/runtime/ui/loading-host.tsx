import { observer } from 'mobx-react-lite'
import type { UiStore } from '../stores/ui-store'
import styles from './loading.module.css'

/** spec §9 loader text 'requesting'. */
export const loaderText = '请求中…'

/**
 * The request loading indicator (spec §4), shown by the API client's loading counter: a small
 * non-blocking badge in the middle of the screen, so taps still reach the page.
 */
export const LoadingHost = observer(function LoadingHost({ ui }: { ui: UiStore }) {
  if (!ui.loadingVisible) return null
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span>{loaderText}</span>
    </div>
  )
})
