import { makeAutoObservable } from 'mobx'

/** Login info (spec §3), as the native bridge's get-user-info and the login calls return it. */
export interface LoginInfo {
  token: string
  mobileCountryCode: string
  /** The doctor's id in the product, sent on the wire as `${product}Id` (see productIdKey). */
  productUserId: string
  version: string
  /** spec §5: 2 means certified. */
  accurateAuth: number | null
  name: string
  img: string
}

export const emptyLoginInfo: LoginInfo = {
  token: '',
  mobileCountryCode: '86',
  productUserId: '',
  version: '',
  accurateAuth: null,
  name: '',
  img: '',
}

export class LoginStore {
  loginInfo: LoginInfo = { ...emptyLoginInfo }

  constructor() {
    makeAutoObservable(this)
  }

  get isCertified(): boolean {
    return this.loginInfo.accurateAuth === 2
  }

  setLoginInfo(info: Partial<LoginInfo>): void {
    this.loginInfo = { ...this.loginInfo, ...info }
  }

  setAccurateAuth(value: number | null): void {
    this.loginInfo = { ...this.loginInfo, accurateAuth: value }
  }

  clear(): void {
    this.loginInfo = { ...emptyLoginInfo }
  }
}

export const loginPersistedFields = ['loginInfo'] as const
