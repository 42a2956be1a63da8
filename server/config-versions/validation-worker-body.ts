import { parentPort } from 'node:worker_threads'
import type { ContentIds } from '../../schemas/content/index'
import { AppConfigError, validateConfig } from '../app-config/load'
import { collectDatabaseReferences } from '../content/references'
import type { ConfigFiles } from './files'

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

parentPort?.on('message', (request: WorkerRequest) => {
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
    const references = collectDatabaseReferences(request.files)
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
