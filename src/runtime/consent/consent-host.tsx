import { observer } from 'mobx-react-lite'
import { useMemo, useState } from 'react'
import { isAllowedUrl } from '../config/index'
import { sanitizeHtml } from '../html/index'
import type { Navigator } from '../router/navigation'
import type { RouteTable } from '../router/route-table'
import type { ConsentDialog, ConsentStore } from '../stores/index'
import { CenterPopup, DIALOG_WIDTH, Popup } from '../ui/overlays'
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
 * sanitized, in a 100 px scrolling box (spec §9); agree or refuse only, and a tap on the mask does
 * nothing. 查看全文 swaps the dialog for a full-screen page of the same text with the same 同意 / 不同意
 * (and 返回 to the dialog), so a long consent can be read whole before agreeing (issue 15 item 9); the
 * consent's own document (its `url`), when it has one, is linked from that page as 查看完整内容.
 */
export const ConsentHost = observer(function ConsentHost({
  store,
  service,
  navigator,
  routes,
}: ConsentHostProps) {
  const dialog = store.dialog
  const html = useMemo(() => sanitizeHtml(dialog?.content), [dialog?.content])
  // The dialog whose full text is open: a new consent starts in its dialog again.
  const [readingDialog, setReadingDialog] = useState<ConsentDialog | null>(null)
  if (!dialog) return null

  const reading = readingDialog === dialog
  const brandClass = dialog.brand && dialog.brand !== 'default' ? (styles[`brand-${dialog.brand}`] ?? '') : ''
  const fullText = fullTextTarget(dialog.url, routes)
  const documentLink = fullText ? (
    <button type="button" className={styles.link} onClick={() => navigator.navigate(fullText)}>
      查看完整内容
    </button>
  ) : null
  const mustAgreeNote =
    dialog.level === 'MUST_AGREE' ? <p className={styles.note}>需同意后才能继续浏览</p> : null
  const actions = (
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
  )
  const body = (
    <section
      className={`${styles.consent} ${brandClass}`}
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
      <button type="button" className={styles.link} onClick={() => setReadingDialog(dialog)}>
        查看全文
      </button>
      {mustAgreeNote}
      {actions}
    </section>
  )

  // The whole text on a page of its own; the dialog is hidden meanwhile (one overlay at a time: a popup
  // sits below a modal in spec §9's layer order).
  const fullPage = (
    <section
      className={`${styles.fullText} ${brandClass}`}
      role="dialog"
      aria-modal="true"
      aria-labelledby="consent-full-title"
      data-consent-full-text=""
    >
      <header className={styles.fullHeader}>
        <button
          type="button"
          className={styles.fullBack}
          aria-label="返回"
          onClick={() => setReadingDialog(null)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M15 5 8 12l7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <h2 id="consent-full-title" className={styles.fullTitle}>
          {dialog.title}
        </h2>
      </header>
      <div
        className={styles.fullBody}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be focusable (WCAG 2.1.1)
        tabIndex={0}
        role="document"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify above
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <footer className={styles.fullFooter}>
        {documentLink}
        {mustAgreeNote}
        {actions}
      </footer>
    </section>
  )

  return (
    <>
      {dialog.style === 2 ? (
        <Popup visible={store.visible && !reading} closeOnMaskClick={false} bodyClassName={styles.sheet}>
          {body}
        </Popup>
      ) : (
        <CenterPopup
          visible={store.visible && !reading}
          closeOnMaskClick={false}
          bodyClassName={styles.center}
          style={DIALOG_WIDTH}
        >
          {body}
        </CenterPopup>
      )}
      <Popup
        visible={store.visible && reading}
        position="right"
        closeOnMaskClick={false}
        bodyClassName={styles.fullSheet}
      >
        {fullPage}
      </Popup>
    </>
  )
})

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
