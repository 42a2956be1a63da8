// The studio ↔ preview message protocol (docs/architecture.md "The studio preview"). The studio posts a
// render message to the preview iframe; the preview answers rendered or error. Nothing in a message is
// ever evaluated: the draft goes to the same renderer the app uses, which only interprets config.

import { PREVIEW_ENVIRONMENTS, type PreviewEnvironment } from '@/runtime/platform/environment-override'
import type { PageSchema, PagesFile } from '@/runtime/schema'

export const PERSONA_NAMES = ['anonymous', 'li', 'zhao', 'uncertified'] as const
export type PersonaName = (typeof PERSONA_NAMES)[number]

export const ENVIRONMENT_NAMES = PREVIEW_ENVIRONMENTS
export type EnvironmentName = PreviewEnvironment

/** What the studio's 身份 and 环境 switches call them (the preview names a persona in its errors). */
export const PERSONA_LABELS: Readonly<Record<PersonaName, string>> = {
  anonymous: '未登录',
  li: '李医生',
  zhao: '赵医生',
  uncertified: '未认证医生',
}
export const ENVIRONMENT_LABELS: Readonly<Record<EnvironmentName, string>> = {
  browser: '浏览器',
  wechat: '微信',
  app: 'App',
}

/** `dc-studio:render`: show `path` of the draft config as `persona` in `environment`. */
export interface RenderMessage {
  type: 'dc-studio:render'
  routes: PagesFile
  pages: Record<string, PageSchema>
  path: string
  persona: PersonaName
  environment: EnvironmentName
}

export type PreviewAnswer =
  | { type: 'dc-studio:rendered'; path: string }
  | { type: 'dc-studio:error'; message: string }
  /** The app left for another address (WeChat's authorisation page): the preview stays. */
  | { type: 'dc-studio:left'; url: string }

/** The longest address the preview shows (a screen's path and query). */
const MAX_PATH_LENGTH = 2048

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isOneOf<T extends string>(names: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (names as readonly string[]).includes(value)
}

/**
 * A path of this origin's app: `/…`, never `//host/…` or a backslash a browser reads as one; the query
 * and hash stay. Answers the path as given, or undefined.
 */
export function appPath(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_PATH_LENGTH) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  try {
    return new URL(value, origin).origin === origin ? value : undefined
  } catch {
    return undefined
  }
}

/**
 * Reads a render message; answers why it is not one (the preview warns and ignores it). Checks the
 * shape only: the studio validated the config itself on the server before posting it.
 */
export function parseRenderMessage(
  data: unknown,
  origin: string,
): { message: RenderMessage } | { problem: string } {
  if (!isRecord(data)) return { problem: 'not an object' }
  if (data.type !== 'dc-studio:render') return { problem: `unknown type ${JSON.stringify(data.type)}` }
  const { routes, pages, persona, environment } = data
  if (!isRecord(routes) || !Array.isArray(routes.pages)) return { problem: 'routes is not a pages.json' }
  if (!isRecord(pages)) return { problem: 'pages is not an object of page schemas' }
  for (const [name, schema] of Object.entries(pages)) {
    if (!isRecord(schema)) return { problem: `pages.${name} is not a page schema` }
  }
  const path = appPath(data.path, origin)
  if (path === undefined) return { problem: `path ${JSON.stringify(data.path)} is not a path of this app` }
  if (!isOneOf(PERSONA_NAMES, persona)) return { problem: `unknown persona ${JSON.stringify(persona)}` }
  if (!isOneOf(ENVIRONMENT_NAMES, environment)) {
    return { problem: `unknown environment ${JSON.stringify(environment)}` }
  }
  return {
    message: {
      type: 'dc-studio:render',
      routes: routes as unknown as PagesFile,
      pages: pages as Record<string, PageSchema>,
      path,
      persona,
      environment,
    },
  }
}

/** Only the studio that holds the preview may drive it: the parent window, of this very origin. */
export function fromStudio(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  self: Pick<Window, 'parent' | 'location'>,
): boolean {
  return event.origin === self.location.origin && self.parent !== self && event.source === self.parent
}
