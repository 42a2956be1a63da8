import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

/*
 * The API client toasts refused calls (spec §8). antd-mobile's imperative Toast needs React 19's root
 * API, which the app installs next to its lazy toast (src/runtime/ui/imperative-render.ts); tests install
 * the same module up front.
 *
 * The toast, dialog and popups load on first use (a lazy chunk in the app), and so do a feed's empty and
 * error pictures and the vote captcha. Loaded here up front, so one shown at the very end of a test never
 * imports after the test environment is torn down.
 */
await Promise.all([
  import('@/runtime/ui/imperative-render'),
  import('@/runtime/session/vote-captcha-dialog'),
  import('@/widgets/content-feed/feed-notice'),
  import('antd-mobile/es/components/toast'),
  import('antd-mobile/es/components/dialog'),
  import('antd-mobile/es/components/center-popup'),
  import('antd-mobile/es/components/popup'),
])

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
