import type { Browser } from 'playwright-core'
import product from '../../schemas/product.json' with { type: 'json' }
import { doctor, passwordLogin, phoneUserAgent } from '../../tests/e2e/e2e-env'

/**
 * The seeded certified doctor (server/seed), as the bench's user: screens like the course detail send a
 * visitor to the login screen, so the pages are measured as this doctor sees them.
 */

export const api = product.apiPrefix

/** The phone the browser measurements use: an iPhone-sized viewport and user agent. */
export const phone = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  userAgent: phoneUserAgent,
} as const

/** Logs the doctor in through auth.login (schemas/api/auth.ts) and answers the session token. */
export function doctorToken(baseUrl: string): Promise<string> {
  return loginToken(baseUrl, doctor.mobile)
}

/** Logs a seeded doctor in by mobile (the demo password) and answers the session token. */
export async function loginToken(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}${api}/user/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName: mobile, password: doctor.password }),
  })
  const answer: unknown = await response.json()
  const token = (answer as { token?: unknown }).token
  if (!response.ok || typeof token !== 'string') {
    throw new Error(`login answered ${response.status} ${JSON.stringify(answer)}`)
  }
  return token
}

/**
 * Logs the doctor in on the login screen, as e2e does, and answers what the app then keeps in
 * localStorage (its persisted stores): handing these to a fresh browser profile makes it that doctor.
 */
export async function doctorLocalStorage(browser: Browser, baseUrl: string): Promise<Record<string, string>> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    await page.goto(`${baseUrl}/v3/login`)
    await passwordLogin(page, doctor)
    await page.waitForURL((url) => !url.pathname.startsWith('/v3/login'))
    const stored = await page.evaluate(() => ({ ...localStorage }))
    if (!Object.values(stored).some((value) => /"userToken":"[^"]+"/.test(value))) {
      throw new Error(`the login screen did not store a session: ${JSON.stringify(stored)}`)
    }
    return stored
  } finally {
    await context.close()
  }
}
