import { EARLY_GLOBAL, EARLY_STORAGE_KEY, type EarlyState } from '../../../schemas/meta/early-data'

/**
 * The app's side of the early data calls (schemas/meta/early-data.ts, decision 0034): it keeps the headers
 * its calls send for the next load's inline script, and takes the answer that script already asked for
 * when a call is the very same one. The answers are the first screen's alone: the first page load to end
 * drops those nobody took, so no later call is answered from an earlier moment.
 */

interface EarlyAnswer {
  readonly headers: Readonly<Record<string, string>>
  readonly answer: Promise<unknown>
}

const answers = (): Record<string, EarlyAnswer> | undefined =>
  (globalThis as Record<string, unknown>)[EARLY_GLOBAL] as Record<string, EarlyAnswer> | undefined

/** Keeps what the next load's early calls send; written only when it changes. */
export function rememberEarlyState(state: EarlyState): void {
  const text = JSON.stringify(state)
  try {
    const storage = globalThis.localStorage
    if (storage && storage.getItem(EARLY_STORAGE_KEY) !== text) storage.setItem(EARLY_STORAGE_KEY, text)
  } catch {
    // Private mode or a full storage: the next load simply calls after the app runs.
  }
}

/**
 * The early answer to `GET <url>` sent with these headers, taken once: undefined when the HTML sent no
 * such call, or sent it with other headers (a login since, another network type).
 */
export function takeEarlyAnswer(
  url: string,
  headers: Readonly<Record<string, string>>,
): Promise<unknown> | undefined {
  const all = answers()
  const key = `GET ${url}`
  const found = all?.[key]
  if (!all || !found) return undefined
  delete all[key]
  return JSON.stringify(found.headers) === JSON.stringify(headers) ? found.answer : undefined
}

/** Whether any early answer is still waiting to be taken (the first screen's calls, not yet made). */
export function hasEarlyAnswers(): boolean {
  const all = answers()
  return all !== undefined && Object.keys(all).length > 0
}

/** Ends the early window: answers nobody took are dropped. */
export function dropEarlyAnswers(): void {
  if (answers()) (globalThis as Record<string, unknown>)[EARLY_GLOBAL] = undefined
}
