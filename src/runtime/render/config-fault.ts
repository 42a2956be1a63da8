/**
 * A mistake in config found while a screen runs (an unknown JSON Logic operator, a binding that throws, an
 * action naming a route pages.json does not have) never blanks the screen: the renderer shows the
 * widget's error block in its place and logs one line that names the place, as the validator does:
 * `<file> <JSON pointer> <message>`, e.g. `schemas/pages/vote-2025-ted.json /body/2/if Unrecognized
 * operation orr`.
 */

/** The file a page schema is read from (pages.json names it; the validator reports it so). */
export function schemaFile(name: string): string {
  return `schemas/pages/${name}.json`
}

/** What the log names a schema rendered without a file (a story, a test). */
export const unnamedSchema = '(page-schema)'

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A config value that failed, with the JSON pointer of that value in its page schema. */
export class ConfigFault extends Error {
  constructor(
    /** `/body/2/if`, `/body/0/props/title`, `/body/1/props/onClick/0`. */
    readonly pointer: string,
    /** What the value threw. */
    readonly reason: unknown,
  ) {
    super(messageOf(reason))
    this.name = 'ConfigFault'
  }
}

/** A failure the renderer reported: where in which page schema, and what it threw. */
export interface ReportedFault {
  file: string
  pointer: string
  message: string
}

const faultListeners = new Set<(fault: ReportedFault) => void>()

/**
 * Hears every failure the renderer reports (the studio preview answers the studio with it); answers how
 * to stop listening.
 */
export function listenToFaults(listener: (fault: ReportedFault) => void): () => void {
  faultListeners.add(listener)
  return () => faultListeners.delete(listener)
}

/** Tells the listeners of a failure already logged (a widget that crashed while rendering). */
export function announceFault(fault: ReportedFault): void {
  for (const listener of faultListeners) listener(fault)
}

/** The one log line of a failure: `<file> <pointer> <message>`. */
export function reportFault(file: string, pointer: string, error: unknown): void {
  const message = messageOf(error instanceof ConfigFault ? error.reason : error)
  console.error(`${file} ${pointer} ${message}`)
  announceFault({ file, pointer, message })
}
