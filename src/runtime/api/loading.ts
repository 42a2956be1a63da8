import { constants } from '../config/index'

/**
 * The loading indicator counted across pending requests (spec §4, §9): it appears only when a request
 * has been pending for the loader delay (800 ms, so fast answers never flash it), stays while any
 * request is pending, and hides 200 ms after the last one ends. Quiet calls are never counted.
 */
export interface LoadingCounterOptions {
  /** Called with true to show the indicator and false to hide it. */
  setVisible: (visible: boolean) => void
  loaderDelay?: number
  hideDelay?: number
}

export class LoadingCounter {
  private pending = 0
  private visible = false
  private showTimer: ReturnType<typeof setTimeout> | undefined
  private hideTimer: ReturnType<typeof setTimeout> | undefined
  private readonly loaderDelay: number
  private readonly hideDelay: number

  constructor(private readonly options: LoadingCounterOptions) {
    this.loaderDelay = options.loaderDelay ?? constants.loaderDelay
    this.hideDelay = options.hideDelay ?? constants.loadingHideDelay
  }

  get count(): number {
    return this.pending
  }

  start(): void {
    this.pending += 1
    clearTimeout(this.hideTimer)
    this.hideTimer = undefined
    if (this.visible || this.showTimer) return
    this.showTimer = setTimeout(() => {
      this.showTimer = undefined
      if (this.pending > 0) this.setVisible(true)
    }, this.loaderDelay)
  }

  end(): void {
    this.pending = Math.max(0, this.pending - 1)
    if (this.pending > 0) return
    clearTimeout(this.showTimer)
    this.showTimer = undefined
    if (!this.visible) return
    clearTimeout(this.hideTimer)
    this.hideTimer = setTimeout(() => {
      this.hideTimer = undefined
      if (this.pending === 0) this.setVisible(false)
    }, this.hideDelay)
  }

  private setVisible(visible: boolean): void {
    if (this.visible === visible) return
    this.visible = visible
    this.options.setVisible(visible)
  }
}
