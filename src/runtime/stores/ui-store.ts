import { makeAutoObservable } from 'mobx'

/** Global modal info (spec §3): defaults 提示 / 确定 / 取消; cancel shows only when it has text. */
export interface ModalInfo {
  title: string
  content: string
  confirmBtnText: string
  cancelBtnText: string
  confirm?: () => void
  cancel?: () => void
}

/**
 * App-wide flags of spec §3 that are not persisted: auth status, validation modal (vote captcha),
 * message modal, user IP, chat-app code state, current vote detail id; and the loading counter.
 */
export class UiStore {
  authStatus = false
  validateModalVisible = false
  messageModalVisible = false
  modal: ModalInfo | null = null
  userIp = ''
  wxCodeState = '-1'
  voteDetailId = ''
  /** The current vote campaign's tokenExpirationHours: how long the vote captcha's guest login lasts. */
  voteTokenHours: number | null = null
  loadingVisible = false

  constructor() {
    makeAutoObservable(this)
  }

  showModal(info: Partial<ModalInfo> & { content: string }): void {
    this.modal = {
      title: info.title ?? '提示',
      content: info.content,
      confirmBtnText: info.confirmBtnText ?? '确定',
      cancelBtnText: info.cancelBtnText ?? '取消',
      confirm: info.confirm,
      cancel: info.cancel,
    }
    this.messageModalVisible = true
  }

  closeModal(): void {
    this.modal = null
    this.messageModalVisible = false
  }

  setValidateModal(visible: boolean): void {
    this.validateModalVisible = visible
  }

  setAuthStatus(value: boolean): void {
    this.authStatus = value
  }

  setUserIp(ip: string): void {
    this.userIp = ip
  }

  setWxCodeState(state: string): void {
    this.wxCodeState = state
  }

  setLoadingVisible(visible: boolean): void {
    this.loadingVisible = visible
  }

  setVoteDetailId(id: string, tokenHours?: number | null): void {
    this.voteDetailId = id
    if (tokenHours !== undefined) this.voteTokenHours = tokenHours && tokenHours > 0 ? tokenHours : null
  }
}
