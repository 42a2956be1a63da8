import { constants, productNames } from '../config/index'

/** What the headers of spec §7 are made of, read fresh for every call. */
export interface RequestContext {
  token: string
  userId: string
  /** appVersion from the query, if any (else 999). */
  appVersion?: string
  /** application from the query, if any (else `${product}-doctor`). */
  application?: string
  networkType: string
  deviceNumber: string
  /** 'weixin', `${product}App` or 'web'. */
  deviceType: string
  company: string
}

/** spec §7: the headers every call sends, with their defaults. */
export function requestHeaders(context: RequestContext): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json;charset=UTF-8',
    apiVersion: constants.apiVersion,
    appVersion: context.appVersion || constants.appVersion,
    application: context.application || productNames.application,
    networkType: context.networkType || 'unknown',
    deviceNumber: context.deviceNumber,
    deviceType: context.deviceType,
    userId: context.userId,
    company: context.company,
  }
  // No token, no Authorization: an empty bearer would read as a bad signature and force re-login.
  if (context.token) headers.Authorization = `Bearer ${context.token}`
  return headers
}

export const formContentType = 'application/x-www-form-urlencoded;charset=UTF-8'
