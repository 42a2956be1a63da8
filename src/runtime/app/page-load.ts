/** How long after the window's load event the app's own background calls wait (the first screen's pictures first). */
export const AFTER_LOAD_DELAY_MS = 1000

/**
 * Resolves `delayMs` after the window's load event (after `delayMs` from now when it has passed): for a
 * call the doctor does not see (the user IP), so it never takes a connection from the first screen's
 * code, data and pictures.
 */
export function afterPageLoad(delayMs = AFTER_LOAD_DELAY_MS): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, delayMs)
    if (document.readyState === 'complete') later()
    else window.addEventListener('load', later, { once: true })
  })
}
