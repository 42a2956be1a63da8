import type { LoginResult } from '@/runtime/session'
import type { PersonaName } from './messages'

/** The seeded accounts the preview shows a screen as (server/seed; the e2e tests use the same). */
export const PERSONAS: Readonly<Record<Exclude<PersonaName, 'anonymous'>, { mobile: string }>> = {
  li: { mobile: '13800000001' },
  zhao: { mobile: '13800000003' },
  uncertified: { mobile: '13800000002' },
}

export const PERSONA_PASSWORD = 'Derma@2026'

/** A token this close to its end is not reused: the preview logs in again. */
const EXPIRY_MARGIN_MS = 60_000

/** The password login (auth.login), as the preview's runtime calls it. */
export type PasswordLogin = (loginName: string, password: string) => Promise<LoginResult>

export interface PersonaLogins {
  /**
   * The persona's login answer (undefined for anonymous), reused while its token is good; `login` is the
   * password login of the runtime showing the persona.
   */
  loginFor(persona: PersonaName, login: PasswordLogin): Promise<LoginResult | undefined>
  /** Forgets a persona's token (the server refused it). */
  forget(persona: PersonaName): void
}

/**
 * Logs the personas in, once each: the studio re-renders on every change and the login endpoint has a
 * rate limit. The answers live in this object only, in the preview's memory: nothing is stored where
 * the operator's own app tab would read it.
 */
export function createPersonaLogins(now: () => number = Date.now): PersonaLogins {
  const answers = new Map<PersonaName, Promise<LoginResult>>()
  const fresh = (result: LoginResult | undefined): result is LoginResult => {
    if (!result) return false
    const expiresAt = Date.parse(result.expiresAt ?? '')
    return !Number.isFinite(expiresAt) || expiresAt - now() > EXPIRY_MARGIN_MS
  }
  return {
    async loginFor(persona, login) {
      if (persona === 'anonymous') return undefined
      const cached = answers.get(persona)
      if (cached) {
        const result = await cached.catch(() => undefined)
        if (fresh(result)) return result
        if (answers.get(persona) === cached) answers.delete(persona)
      }
      const answer = login(PERSONAS[persona].mobile, PERSONA_PASSWORD)
      answers.set(persona, answer)
      // A failed login is tried again on the next render.
      answer.catch(() => {
        if (answers.get(persona) === answer) answers.delete(persona)
      })
      return answer
    },
    forget(persona) {
      answers.delete(persona)
    },
  }
}
