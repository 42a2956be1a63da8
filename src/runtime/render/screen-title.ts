import { createContext, useContext, useEffect } from 'react'

/** Sets the open screen's title over its route's and schema's (undefined gives it back). */
export const ScreenTitleContext = createContext<((title: string | undefined) => void) | undefined>(undefined)

/**
 * A widget that loads what the screen is about names the screen after it: a form its form's title, in
 * the header and the browser's title, while the widget is on screen. Nothing outside a screen.
 */
export function useScreenTitle(title: string | undefined): void {
  const set = useContext(ScreenTitleContext)
  useEffect(() => {
    const text = title?.trim()
    if (!set || !text) return
    set(text)
    return () => set(undefined)
  }, [set, title])
}
