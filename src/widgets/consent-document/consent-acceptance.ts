/**
 * The agreement to a consent document, remembered in localStorage under the page's key (spec §9:
 * `bms_consent_accept`). New records are JSON `{accepted, version, at}`; a bare '1' (the old format)
 * also counts as accepted. No runtime imports, so it works and tests without a screen.
 */
export interface ConsentAcceptance {
  accepted: true
  /** The document version agreed to, when the document had one. */
  version?: string
  /** ISO time of the agreement. */
  at?: string
}

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage
  } catch {
    // Some webviews throw on access when storage is disabled.
    return undefined
  }
}

export function readAcceptance(key: string): ConsentAcceptance | null {
  let raw: string | null | undefined
  try {
    raw = storage()?.getItem(key)
  } catch {
    return null
  }
  if (!raw) return null
  if (raw === '1' || raw === 'true') return { accepted: true }
  try {
    const value = JSON.parse(raw) as Partial<ConsentAcceptance> | null
    if (value?.accepted !== true) return null
    return {
      accepted: true,
      version: typeof value.version === 'string' ? value.version : undefined,
      at: typeof value.at === 'string' ? value.at : undefined,
    }
  } catch {
    return null
  }
}

/** Stores the agreement; false when the browser refuses to store it. */
export function writeAcceptance(key: string, version: string | undefined, at: Date = new Date()): boolean {
  const record: ConsentAcceptance = { accepted: true, version, at: at.toISOString() }
  try {
    const target = storage()
    if (!target) return false
    target.setItem(key, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}

/**
 * Whether a stored agreement covers this version of the document: an agreement without a version (or a
 * document without one) covers it; a different version means the document changed and asks again.
 */
export function coversVersion(acceptance: ConsentAcceptance | null, version: string | undefined): boolean {
  if (!acceptance) return false
  if (!acceptance.version || !version) return true
  return acceptance.version === version
}
