import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render'
import { createRoot, type Root } from 'react-dom/client'

/**
 * antd-mobile's imperative APIs (Toast.show, Dialog.show, ImageViewer.show…) need React 19's root API
 * (its "v5-for-19" guide). Imported for its side effect next to each lazy imperative component (see
 * feedback.ts), not at start: the setter pulls antd-mobile's legacy renderer and Babel's async helpers
 * into whatever imports it, and only a toast needs them (DESIGN.md performance budget). A new
 * imperative call must load this module first.
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
