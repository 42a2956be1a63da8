import { parentPort } from 'node:worker_threads'
import type { ContentIds } from '../../schemas/content/index'
import { AppConfigError, validateConfig } from '../app-config/load'
import { locatedReferences } from '../content/references'
import type { ConfigFiles } from './files'
import { isConfigPath } from './files'

/** What the server hands to this thread (server/config-versions/off-thread.ts). */
export type WorkerRequest =
  | {
      readonly kind: 'validate'
      readonly id: number
      readonly source: string
      readonly files: ConfigFiles
      readonly knownIds: ContentIds
    }
  /** A request body (UTF-8 JSON) to parse: megabytes of config would block the server's thread. */
  | { readonly kind: 'parse'; readonly id: number; readonly raw: ArrayBuffer }
  /**
   * A validate call's whole body: parsed, checked, validated here; only what was found goes back, so the
   * server's thread never holds the draft's files.
   */
  | { readonly kind: 'draft'; readonly id: number; readonly raw: ArrayBuffer; readonly knownIds: ContentIds }

/** Why a validate body is not `{ files: { <path>: <text> } }`, or undefined when it is. */
function bodyProblem(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return 'body must be object'
  for (const key of Object.keys(body)) if (key !== 'files') return `body must NOT have additional properties`
  const files = (body as { files?: unknown }).files
  if (files === undefined) return "body must have required property 'files'"
  if (typeof files !== 'object' || files === null || Array.isArray(files)) return 'body/files must be object'
  for (const [path, text] of Object.entries(files)) {
    if (typeof text !== 'string')
      return `body/files/${path.replace(/~/g, '~0').replace(/\//g, '~1')} must be string`
  }
  return undefined
}

function routeCountOf(files: ConfigFiles): number {
  try {
    const pages = (JSON.parse(files['pages.json'] ?? '{}') as { pages?: unknown }).pages
    return Array.isArray(pages) ? pages.length : 0
  } catch {
    return 0
  }
}

parentPort?.on('message', (request: WorkerRequest) => {
  if (request.kind === 'draft') {
    let body: unknown
    try {
      body = JSON.parse(new TextDecoder().decode(request.raw))
    } catch (error) {
      parentPort?.postMessage({ id: request.id, invalid: `body is not JSON: ${(error as Error).message}` })
      return
    }
    const problem = bodyProblem(body)
    if (problem) {
      parentPort?.postMessage({ id: request.id, invalid: problem })
      return
    }
    const files = (body as { files: ConfigFiles }).files
    const stray = Object.keys(files).filter((path) => !isConfigPath(path))
    const config = Object.fromEntries(Object.entries(files).filter(([path]) => isConfigPath(path)))
    const routes = routeCountOf(files)
    try {
      const valid = validateConfig('the draft config', config, request.knownIds)
      parentPort?.postMessage({
        id: request.id,
        stray,
        routes,
        hash: valid.hash,
        content: valid.content,
        references: locatedReferences(config),
      })
    } catch (error) {
      if (error instanceof AppConfigError)
        parentPort?.postMessage({ id: request.id, stray, routes, errors: error.errors })
      else
        parentPort?.postMessage({
          id: request.id,
          failure: error instanceof Error ? error.message : String(error),
        })
    }
    return
  }
  if (request.kind === 'parse') {
    try {
      const value: unknown = JSON.parse(new TextDecoder().decode(request.raw))
      parentPort?.postMessage({ id: request.id, value })
    } catch (error) {
      parentPort?.postMessage({
        id: request.id,
        invalid: error instanceof Error ? error.message : String(error),
      })
    }
    return
  }
  try {
    const config = validateConfig(request.source, request.files, request.knownIds)
    // The files stay where they came from: only what validating them found goes back.
    // The rows the files name are read out here too: parsing megabytes of page schemas is this thread's job.
    const references = locatedReferences(request.files)
    parentPort?.postMessage({ id: request.id, hash: config.hash, content: config.content, references })
  } catch (error) {
    if (error instanceof AppConfigError) parentPort?.postMessage({ id: request.id, errors: error.errors })
    else
      parentPort?.postMessage({
        id: request.id,
        failure: error instanceof Error ? error.message : String(error),
      })
  }
})
parentPort?.postMessage({ ready: true })
