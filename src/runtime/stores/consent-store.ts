import { makeAutoObservable } from 'mobx'

/** Consent info (spec §3) for the activity consent popup. */
export interface ConsentInfo {
  needPopup: boolean
  level: 'OPTIONAL' | 'MUST_AGREE'
  informedConsentActivityId: string
  style: 1 | 2
  url?: string
  content?: string
  title?: string
}

export interface ConsentRequest {
  activityType: 'ENP' | 'LESSON' | 'COURSE'
  activityId: string
}

/** What the consent dialog shows: an activity's consent (spec §4 popup) or a lesson's. */
export interface ConsentDialog {
  kind: 'activity' | 'lesson'
  title: string
  /** HTML from the server; sanitized where it is rendered. */
  content: string
  url?: string
  style: 1 | 2
  level: 'OPTIONAL' | 'MUST_AGREE'
  /** Lesson consent brand variant (spec §3). */
  brand?: string
}

/** The consent dialog state: what is asked, and whether an answer is being sent. */
export class ConsentStore {
  dialog: ConsentDialog | null = null
  visible = false
  submitting = false

  constructor() {
    makeAutoObservable(this)
  }

  open(dialog: ConsentDialog): void {
    this.dialog = dialog
    this.visible = true
    this.submitting = false
  }

  setSubmitting(value: boolean): void {
    this.submitting = value
  }

  hide(): void {
    this.visible = false
    this.submitting = false
  }

  reset(): void {
    this.dialog = null
    this.visible = false
    this.submitting = false
  }
}
