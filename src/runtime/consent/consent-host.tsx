import { observer } from 'mobx-react-lite'
import { type CSSProperties, useMemo } from 'react'
import { isAllowedUrl } from '../config/index'
import { sanitizeHtml } from '../html/index'
import type { Navigator } from '../router/navigation'
import type { RouteTable } from '../router/route-table'
import type { ConsentStore } from '../stores/index'
import { CenterPopup, Popup } from '../ui/overlays'
import styles from './consent.module.css'
import type { ConsentService } from './consent-service'

// Loaded when a consent is first asked for, not with the first screen.

export interface ConsentHostProps {
  store: ConsentStore
  service: ConsentService
  navigator: Navigator
  routes: RouteTable
}

/**
 * The consent dialog (spec §4): style 1 a centred dialog, style 2 a bottom sheet; the server's HTML,
 * sanitized, in a 100 px scrolling box; agree or refuse only, and a tap on the mask does nothing.
 */
export const ConsentHost = observer(function ConsentHost({
  store,
  service,
  navigator,
  routes,
}: ConsentHostProps) {
  const dialog = store.dialog
  const html = useMemo(() => sanitizeHtml(dialog?.content), [dialog?.content])
  if (!dialog) return null

  const fullText = fullTextTarget(dialog.url, routes)
  const body = (
    <section
      className={`${styles.consent} ${dialog.brand && dialog.brand !== 'default' ? (styles[`brand-${dialog.brand}`] ?? '') : ''}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-title"
      data-consent-level={dialog.level}
      data-consent-style={dialog.style}
    >
      <h2 id="consent-title" className={styles.title}>
        {dialog.title}
      </h2>
      <div
        className={styles.content}
        // The box scrolls: focusable so keyboard and screen-reader users can read all of it.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="document"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {fullText ? (
        <button type="button" className={styles.link} onClick={() => navigator.navigate(fullText)}>
          查看完整内容
        </button>
      ) : null}
      {dialog.level === 'MUST_AGREE' ? <p className={styles.note}>需同意后才能继续浏览</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.refuse}
          disabled={store.submitting}
          onClick={() => void service.choose('refuse')}
        >
          不同意
        </button>
        <button
          type="button"
          className={styles.agree}
          disabled={store.submitting}
          onClick={() => void service.choose('agree')}
        >
          同意
        </button>
      </div>
    </section>
  )

  return (
    <>
      {dialog.style === 2 ? (
        <Popup visible={store.visible} closeOnMaskClick={false} bodyClassName={styles.sheet}>
          {body}
        </Popup>
      ) : (
        <CenterPopup
          visible={store.visible}
          closeOnMaskClick={false}
          bodyClassName={styles.center}
          style={dialogWidth}
        >
          {body}
        </CenterPopup>
      )}
    </>
  )
})

/** spec §9: modals are 600 rpx wide (80% of the screen), within the popup's own limits. */
export const dialogWidth = { '--min-width': '80vw', '--max-width': 'min(80vw, 600px)' } as CSSProperties

/**
 * The full consent text: a screen of the app, or a page (a CDN document, an allowlisted site) shown in
 * the webview screen.
 */
function fullTextTarget(url: string | undefined, routes: RouteTable) {
  if (!url) return undefined
  const sameSite = url.startsWith('/') && !url.startsWith('//')
  if (sameSite && routes.match(url.split(/[?#]/, 1)[0] ?? '')) return { to: url }
  const absolute = sameSite ? `${window.location.origin}${url}` : url
  if (isAllowedUrl(absolute) && routes.webview) return { to: routes.webview.name, query: { url: absolute } }
  return undefined
}
