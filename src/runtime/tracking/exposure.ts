import { trackingConstants } from './constants'

export interface ExposureWatcher {
  stop(): void
}

export interface ExposureOptions {
  document: Document
  now: () => number
  onExposure: () => void
  intervalMs?: number
}

/**
 * spec §7/§9: while the page is current and the document visible, one exposure every 5 s. Hiding the
 * document pauses the count and showing it resumes where it stopped, so only visible time is counted.
 */
export function watchExposure(options: ExposureOptions): ExposureWatcher {
  const { document, now, onExposure } = options
  const interval = options.intervalMs ?? trackingConstants.exposureIntervalMs
  let remaining = interval
  let visibleSince = 0
  let timer: ReturnType<typeof setTimeout> | undefined

  function run(): void {
    if (timer !== undefined) return
    visibleSince = now()
    timer = setTimeout(() => {
      timer = undefined
      remaining = interval
      onExposure()
      run()
    }, remaining)
  }

  function pause(): void {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    remaining = Math.max(0, remaining - (now() - visibleSince))
  }

  function onVisibility(): void {
    if (document.visibilityState === 'hidden') pause()
    else run()
  }

  document.addEventListener('visibilitychange', onVisibility)
  if (document.visibilityState !== 'hidden') run()

  return {
    stop() {
      document.removeEventListener('visibilitychange', onVisibility)
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}
