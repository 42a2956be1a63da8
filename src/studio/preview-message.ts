import { type Files, schemaNameOf } from './config-files'

export const personas = [
  { id: 'anonymous', label: '未登录' },
  { id: 'li', label: '李医生' },
  { id: 'zhao', label: '赵医生' },
  { id: 'uncertified', label: '未认证医生' },
] as const

export const environments = [
  { id: 'browser', label: '浏览器' },
  { id: 'wechat', label: '微信' },
  { id: 'app', label: 'App' },
] as const

export type Persona = (typeof personas)[number]['id']
export type Environment = (typeof environments)[number]['id']

/** What the studio posts to the preview frame (studio-preview.html, docs/operators.md "The studio"). */
export interface RenderMessage {
  readonly type: 'dc-studio:render'
  readonly routes: unknown
  readonly pages: Readonly<Record<string, unknown>>
  readonly path: string
  readonly persona: Persona
  readonly environment: Environment
}

/** The render message of a draft that validated: pages.json and every page schema, parsed. */
export function renderMessage(
  files: Files,
  path: string,
  persona: Persona,
  environment: Environment,
): RenderMessage {
  const pages: Record<string, unknown> = {}
  for (const [file, text] of Object.entries(files)) {
    const name = schemaNameOf(file)
    if (name !== undefined) pages[name] = JSON.parse(text)
  }
  return {
    type: 'dc-studio:render',
    routes: JSON.parse(files['pages.json'] ?? '{"pages":[]}'),
    pages,
    path: path.startsWith('/') ? path : `/${path}`,
    persona,
    environment,
  }
}
