import { makeAutoObservable } from 'mobx'

export interface Role {
  roleName: string
}

/** Logged-in user info (spec §3). */
export interface UserInfo {
  userId: string
  nickname?: string
  avatar?: string
  roles: Role[]
  loginName?: string
}

/** Token and user state (spec §3): userToken, userId, roles, baseApi, last short-message send time. */
export class UserStore {
  userToken = ''
  userId = ''
  roles: Role[] = []
  baseApi = ''
  lastSmsSendTime = 0
  userInfo: UserInfo | null = null

  constructor() {
    makeAutoObservable(this)
  }

  /** spec §6: logged in means token and userId are both present. */
  get isLoggedIn(): boolean {
    return this.userToken !== '' && this.userId !== ''
  }

  hasRole(roleName: string): boolean {
    return this.roles.some((role) => role.roleName === roleName)
  }

  setSession(token: string, userId: string): void {
    this.userToken = token
    this.userId = userId
  }

  setUserInfo(info: UserInfo): void {
    this.userInfo = info
    this.userId = info.userId
    this.roles = info.roles
  }

  setBaseApi(baseApi: string): void {
    this.baseApi = baseApi
  }

  markSmsSent(at: number = Date.now()): void {
    this.lastSmsSendTime = at
  }

  clear(): void {
    this.userToken = ''
    this.userId = ''
    this.roles = []
    this.userInfo = null
  }
}

export const userPersistedFields = [
  'userToken',
  'userId',
  'roles',
  'baseApi',
  'lastSmsSendTime',
  'userInfo',
] as const
