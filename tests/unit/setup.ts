import { cleanup } from '@testing-library/react'
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach } from 'vitest'

/*
 * The API client toasts refused calls (spec §8). antd-mobile's imperative Toast needs React 19's root
 * API, which the app installs at its entry (src/runtime/app/start.tsx); tests install the same.
 */
unstableSetRender((node, container) => {
  const holder = container as HTMLElement & { _reactRoot?: Root }
  holder._reactRoot ??= createRoot(container)
  const root = holder._reactRoot
  root.render(node)
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
    root.unmount()
    holder._reactRoot = undefined
  }
})

// The toast, dialog and popups load on first use (a lazy chunk in the app). Loaded here up front, so a
// toast shown at the very end of a test never imports after the test environment is torn down.
await Promise.all([
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
