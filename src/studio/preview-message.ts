import { type Files, schemaNameOf } from './config-files'
import {
  ENVIRONMENT_LABELS,
  ENVIRONMENT_NAMES,
  type EnvironmentName,
  PERSONA_LABELS,
  PERSONA_NAMES,
  type PersonaName,
  type RenderMessage,
} from './preview/messages'

/** The 身份 and 环境 switches: the protocol's names (src/studio/preview/messages.ts) with their labels. */
export const personas = PERSONA_NAMES.map((id) => ({ id, label: PERSONA_LABELS[id] }))
export const environments = ENVIRONMENT_NAMES.map((id) => ({ id, label: ENVIRONMENT_LABELS[id] }))

export type Persona = PersonaName
export type Environment = EnvironmentName

/** The render message of a draft that validated: pages.json and every page schema, parsed. */
export function renderMessage(
  files: Files,
  path: string,
  persona: Persona,
  environment: Environment,
): RenderMessage {
  const pages: RenderMessage['pages'] = {}
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
