import { lazy, Suspense, useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { useRuntime } from './runtime-context'

/** Wide enough for the panel beside the 750 px column (200 px and margins on the right half). */
export const DESKTOP_QR_MEDIA = '(min-width: 1200px)'

const DesktopQr = lazy(() => import('./desktop-qr'))

function useMedia(query: string): boolean {
  const [matches, setMatches] = useState(() => globalThis.matchMedia?.(query).matches ?? false)
  useEffect(() => {
    const list = globalThis.matchMedia?.(query)
    if (!list) return
    const onChange = () => setMatches(list.matches)
    onChange()
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }, [query])
  return matches
}

/**
 * A desktop visitor sees the phone column on grey: beside it, the current page's address as a QR code to
 * open it on a phone (issue 15 item 16). Phones, WeChat and the app never load its code.
 */
export function DesktopQrHost() {
  const { platform } = useRuntime()
  const wide = useMedia(DESKTOP_QR_MEDIA)
  const location = useLocation()
  if (!platform.isDesktop || !wide) return null
  const url = `${globalThis.location.origin}${location.pathname}${location.search}`
  return (
    <Suspense fallback={null}>
      <DesktopQr url={url} />
    </Suspense>
  )
}
