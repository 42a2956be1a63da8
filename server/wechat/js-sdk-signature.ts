import { createHash, randomBytes } from 'node:crypto'

/** The parts the WeChat JS-SDK signs (wx.config): the ticket, a random string, a time and the page URL. */
export interface JsSdkSignatureInput {
  readonly jsapiTicket: string
  readonly nonceStr: string
  /** Seconds since the epoch. */
  readonly timestamp: number
  /** The page URL; anything from `#` on is dropped, as the JS-SDK algorithm says. */
  readonly url: string
}

/**
 * The JS-SDK signature: sha1 of `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in ASCII
 * order and the values raw (not URL-encoded), hex lower-case.
 */
export function signJsSdk({ jsapiTicket, nonceStr, timestamp, url }: JsSdkSignatureInput): string {
  const page = url.split('#', 1)[0] ?? ''
  const text = `jsapi_ticket=${jsapiTicket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`
  return createHash('sha1').update(text, 'utf8').digest('hex')
}

/** 16 random letters and digits: WeChat accepts up to 32. */
export function newNonceStr(): string {
  return randomBytes(12).toString('base64url').replace(/[-_]/g, 'x').slice(0, 16)
}
