import { Worker } from 'node:worker_threads'
import type { ContentIds } from '../../schemas/content/index'
import type { ConfigError } from '../../schemas/validator/index'
import { AppConfigError, type ValidConfig } from '../app-config/load'
import type { ConfigFiles } from './files'

/**
 * A publish's validation off the event loop: the largest config the limits allow (schemas/validator/
 * limits.ts) takes seconds to check, during which a node must go on answering (`/healthz`, doctors). One
 * worker thread, started on the first validation and kept warm while validations keep coming, takes them
 * one at a time; a validation that runs past VALIDATION_TIMEOUT_MS ends the worker (the next one starts
 * afresh) and is refused. A worker idle for WORKER_IDLE_MS ends too: it holds its own heap with the
 * compiled schemas (about 150 MB), which a node serving doctors should not keep between publishes.
 */

export const VALIDATION_TIMEOUT_MS = 60_000
/** How long a worker with nothing to do is kept for the next validation. */
export const WORKER_IDLE_MS = 30_000

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
  /** A draft's paths that are not config files, and how many routes its pages.json has. */
  readonly stray?: readonly string[]
  readonly routes?: number
}

interface Pending {
  readonly answered: (answer: Answer) => void
  readonly reject: (error: Error) => void
  readonly source: string
  readonly timer: NodeJS.Timeout
}

let worker: Worker | undefined
let nextId = 1
let idleTimer: NodeJS.Timeout | undefined
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
    | { kind: 'draft'; raw: ArrayBuffer; knownIds: ContentIds }
    | { kind: 'validate'; source: string; files: ConfigFiles; knownIds: ContentIds },
): Promise<Answer> {
  const id = nextId++
  clearTimeout(idleTimer)
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
    if (request.kind !== 'validate') thread.postMessage({ ...request, id }, [request.raw])
    else thread.postMessage({ ...request, id })
  }).finally(() => {
    if (pending.size > 0) return
    worker?.unref()
    clearTimeout(idleTimer)
    idleTimer = setTimeout(() => {
      const idle = worker
      if (!idle || pending.size > 0) return
      worker = undefined
      void idle.terminate()
    }, WORKER_IDLE_MS)
    idleTimer.unref()
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

/** What a validate call's draft is, as the worker found it (the files stay there). */
export type DraftCheck =
  | { readonly invalid: string }
  | {
      readonly stray: readonly string[]
      readonly routes: number
      /** The validator's errors; none: `config` (without its files) for the database checks. */
      readonly errors?: readonly ConfigError[]
      readonly config?: Omit<ValidConfig, 'files'>
    }

function handOver(body: Buffer): ArrayBuffer {
  const whole = body.byteOffset === 0 && body.byteLength === body.buffer.byteLength
  return (
    whole ? body.buffer : body.buffer.slice(body.byteOffset, body.byteOffset + body.byteLength)
  ) as ArrayBuffer
}

/** A validate call's body, parsed and validated on the worker thread in one go. */
export async function checkDraftOffThread(body: Buffer, knownIds: ContentIds): Promise<DraftCheck> {
  const answer = await ask('the draft config', { kind: 'draft', raw: handOver(body), knownIds })
  if (answer.invalid !== undefined) return { invalid: answer.invalid }
  if (answer.failure !== undefined) throw new Error(`validating the draft config failed: ${answer.failure}`)
  const found = { stray: answer.stray ?? [], routes: answer.routes ?? 0 }
  if (answer.errors) return { ...found, errors: answer.errors }
  return {
    ...found,
    config: {
      source: 'the draft config',
      hash: answer.hash ?? '',
      content: answer.content ?? ({} as ValidConfig['content']),
      ...(answer.references ? { references: answer.references } : {}),
    },
  }
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
