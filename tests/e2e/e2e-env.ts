import type { APIRequestContext } from '@playwright/test'

/** The e2e server fixes every image captcha's answer (CAPTCHA_FIXED_CODE, never set in production). */
export const captchaCode = 'e2e7'

/** A seeded certified doctor (server/seed). */
export const doctor = { mobile: '13800000001', password: 'Derma@2026' }

export interface TrackRecord {
  kind: string
  receivedAt: string
  payload: Record<string, unknown>
}

/** Tracking records stored since `since` (ms), through the server's loopback-only inspection route. */
export async function trackRecords(request: APIRequestContext, since: number): Promise<TrackRecord[]> {
  const response = await request.get(`/api/dev/track/records?since=${since}`)
  if (!response.ok()) throw new Error(`track records: ${response.status()} ${await response.text()}`)
  return (await response.json()) as TrackRecord[]
}
