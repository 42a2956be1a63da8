import DOMPurify from 'dompurify'

/**
 * HTML from the server (consent content, articles, activity.txt) is never trusted: scripts, event
 * handlers and `javascript:` links are removed before it touches the DOM. Links open outside the app's
 * frame only through the allowlist checks of the runtime, so `target` is dropped too.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return ''
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['target'],
  })
}
