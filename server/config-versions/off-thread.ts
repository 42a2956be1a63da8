import { Worker } from 'node:worker_threads'
import type { ContentIds } from '../../schemas/content/index'
import type { ConfigError } from '../../schemas/validator/index'
import { AppConfigError, type ValidConfig } from '../app-config/load'
import type { ConfigFiles } from './files'

/**
 * A publish's validation off the event loop: the largest config the limits allow (schemas/validator/
 * limits.ts) takes seconds to check, during which a node must go on answering (`/healthz`, doctors). One
 * worker thread, started on the first validation and kept warm, takes them one at a time; a validation
 * that runs past VALIDATION_TIMEOUT_MS ends the worker (the next one starts afresh) and is refused.
 */

export const VALIDATION_TIMEOUT_MS = 60_000

interface Answer {
  readonly id: number
  /** A parse's value, or why the text is not JSON. */
  readonly value?: unknown
  readonly invalid?: string
  readonly hash?: string
  readonly content?: ValidConfig['content']
  readonly references?: ValidConfig['references']
  readonly errors?: readonly ConfigError[]
  readonly failure?: string
}

interface Pending {
  readonly answered: (answer: Answer) => void
  readonly reject: (error: Error) => void
  readonly source: string
  readonly timer: NodeJS.Timeout
}

let worker: Worker | undefined
let nextId = 1
const pending = new Map<number, Pending>()

function failAll(reason: string): void {
  for (const [id, job] of pending) {
    clearTimeout(job.timer)
    job.reject(new Error(`validating ${job.source} failed: ${reason}`))
    pending.delete(id)
  }
}

function workerOf(): Worker {
  if (worker) return worker
  const started = new Worker(new URL('./validation-worker.mjs', import.meta.url))
  started.unref()
  started.on('message', (answer: Answer | { ready: true }) => {
    if (!('id' in answer)) return
    const job = pending.get(answer.id)
    if (!job) return
    pending.delete(answer.id)
    clearTimeout(job.timer)
    job.answered(answer)
  })
  started.on('error', (error) => {
    if (worker === started) worker = undefined
    failAll(error.message)
  })
  started.on('exit', (code) => {
    if (worker === started) worker = undefined
    failAll(`the validation worker exited (${code})`)
  })
  worker = started
  return started
}

/** Sends one request to the worker and resolves with its answer (or rejects on timeout or a dead worker). */
function ask(
  source: string,
  request:
    | { kind: 'parse'; raw: ArrayBuffer }
    | { kind: 'validate'; source: string; files: ConfigFiles; knownIds: ContentIds },
): Promise<Answer> {
  const id = nextId++
  const thread = workerOf()
  return new Promise<Answer>((answered, reject) => {
    const timer = setTimeout(() => {
      pending.delete(id)
      reject(
        new AppConfigError(source, [
          {
            file: 'pages.json',
            line: 1,
            column: 1,
            pointer: '',
            code: 'validation-timeout',
            message: `validating this config took longer than ${VALIDATION_TIMEOUT_MS / 1000} s; it was refused`,
          },
        ]),
      )
      // Whatever it is stuck on, the next request gets a fresh thread.
      if (worker === thread) worker = undefined
      void thread.terminate()
    }, VALIDATION_TIMEOUT_MS)
    timer.unref()
    pending.set(id, { answered, reject, source, timer })
    // While a request is pending the worker keeps the process alive (a publish is being answered).
    thread.ref()
    if (request.kind === 'parse') thread.postMessage({ ...request, id }, [request.raw])
    else thread.postMessage({ ...request, id })
  }).finally(() => {
    if (pending.size === 0) worker?.unref()
  })
}

/** `validateConfig` on the worker thread: the ValidConfig, or AppConfigError listing every error. */
export async function validateOffThread(
  source: string,
  files: ConfigFiles,
  knownIds: ContentIds,
): Promise<ValidConfig> {
  const answer = await ask(source, { kind: 'validate', source, files, knownIds })
  if (answer.hash !== undefined && answer.content)
    return { source, files, hash: answer.hash, content: answer.content }
  if (answer.errors) throw new AppConfigError(source, answer.errors)
  throw new Error(`validating ${source} failed: ${answer.failure ?? 'no answer'}`)
}

/** Thrown for a request body that is not JSON. */
export class BodyNotJson extends Error {
  override readonly name = 'BodyNotJson'
}

/** A JSON request body parsed on the worker thread (the buffer is handed over, not copied). */
export async function parseJsonOffThread(body: Buffer): Promise<unknown> {
  // A body read whole has a memory of its own: it is handed over as it is; a slice of a shared one is copied.
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
  const raw = (
    whole ? body.buffer : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
  ) as ArrayBuffer
  const answer = await ask('the request body', { kind: 'parse', raw })
  if (answer.invalid !== undefined) throw new BodyNotJson(answer.invalid)
  return answer.value
}
