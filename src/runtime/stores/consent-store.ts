import { makeAutoObservable } from 'mobx'

/** Consent info (spec §3) for the activity consent popup. */
export interface ConsentInfo {
  needPopup: boolean
  level: 'OPTIONAL' | 'MUST_AGREE'
  informedConsentActivityId: string
  style: 1 | 2
  url?: string
  content?: string
}

export interface ConsentRequest {
  activityType: 'ENP' | 'LESSON' | 'COURSE'
  activityId: string
}

/** The consent popup state: which activity asks, and what the server said to show. */
export class ConsentStore {
  request: ConsentRequest | null = null
  info: ConsentInfo | null = null
  visible = false

  constructor() {
    makeAutoObservable(this)
  }

  open(request: ConsentRequest, info: ConsentInfo): void {
    this.request = request
    this.info = info
    this.visible = true
  }

  hide(): void {
    this.visible = false
  }

  reset(): void {
    this.request = null
    this.info = null
    this.visible = false
  }
}
