import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { setClock } from '@/runtime/format/clock'

/*
 * findBy* and waitFor give up after 5 s instead of 1 s: a screen's widgets load as lazy modules, and on a
 * loaded 2-core CI machine their first import alone has taken over a second (SchemaView's onLoad test
 * failed so in CI). A passing wait returns as soon as its condition holds, so this costs nothing.
 */
configure({ asyncUtilTimeout: 5000 })

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
  setClock()
})
