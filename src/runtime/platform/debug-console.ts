/**
 * spec §9: the debug console opens when the URL carries a debug flag equal to the day of the month
 * (`?debug=22` on the 22nd), so a stale shared link never opens it. vconsole loads only then.
 */
export function debugConsoleRequested(search: string, now: Date = new Date()): boolean {
  const flag = new URLSearchParams(search).get('debug')
  return flag !== null && Number(flag) === now.getDate()
}

export async function openDebugConsoleIfRequested(
  search: string = globalThis.location?.search ?? '',
): Promise<boolean> {
  if (!debugConsoleRequested(search)) return false
  const { default: VConsole } = await import('vconsole')
  new VConsole()
  return true
}
