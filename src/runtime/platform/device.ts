/** The Network Information API's type where the browser has it (header networkType, spec §7). */
export function networkType(): string {
  const connection = (globalThis.navigator as { connection?: { effectiveType?: string; type?: string } })
    ?.connection
  if (connection?.type && connection.type !== 'unknown') return connection.type
  return connection?.effectiveType ?? 'unknown'
}
