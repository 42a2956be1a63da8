/**
 * The lesson consent configuration (spec §3 "Consent check (lesson)"), a static file on the CDN: which
 * lessons need consent (`cantView`: refusing leaves the lesson; `canView`: the lesson stays viewable
 * after a refusal — canViewOnRejectConsent), per-lesson userId whitelists (empty = everyone) and a brand
 * variant that picks the consent text.
 */
export interface LessonConsentEntry {
  lessonId: string
  lessonType?: string
  brand?: string
  whitelist?: string[]
}

export interface LessonConsentText {
  title: string
  content: string
}

export interface LessonConsentConfig {
  canView: LessonConsentEntry[]
  cantView: LessonConsentEntry[]
  brands?: Record<string, LessonConsentText>
}

export interface LessonConsentRule {
  entry: LessonConsentEntry
  canViewOnRejectConsent: boolean
}

function entries(value: unknown): LessonConsentEntry[] {
  if (!Array.isArray(value)) return []
  return value
    .filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null)
    .filter((item) => item.lessonId !== undefined && item.lessonId !== null)
    .map((item) => ({
      lessonId: String(item.lessonId),
      lessonType: typeof item.lessonType === 'string' ? item.lessonType : undefined,
      brand: typeof item.brand === 'string' ? item.brand : undefined,
      whitelist: Array.isArray(item.whitelist) ? item.whitelist.map(String) : [],
    }))
}

/** Reads the file defensively: a malformed part is dropped, never trusted. */
export function parseLessonConsentConfig(value: unknown): LessonConsentConfig {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
  const brands: Record<string, LessonConsentText> = {}
  if (typeof record.brands === 'object' && record.brands !== null) {
    for (const [brand, text] of Object.entries(record.brands as Record<string, unknown>)) {
      const item = text as Record<string, unknown> | null
      if (item && typeof item.title === 'string' && typeof item.content === 'string') {
        brands[brand] = { title: item.title, content: item.content }
      }
    }
  }
  return { canView: entries(record.canView), cantView: entries(record.cantView), brands }
}

/**
 * spec §4: consent-list membership decides whether consent is needed, and only for whitelisted users
 * when the lesson has a whitelist.
 */
export function lessonConsentRule(
  config: LessonConsentConfig,
  lessonId: string,
  userId: string,
): LessonConsentRule | undefined {
  const id = String(lessonId)
  const blocking = config.cantView.find((entry) => entry.lessonId === id)
  const viewable = config.canView.find((entry) => entry.lessonId === id)
  const entry = blocking ?? viewable
  if (!entry) return undefined
  const whitelist = entry.whitelist ?? []
  if (whitelist.length > 0 && !whitelist.includes(userId)) return undefined
  return { entry, canViewOnRejectConsent: !blocking }
}
