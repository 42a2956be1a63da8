/**
 * The login screen's return address (spec §2, §4): the page address, encodeURIComponent'ed, then
 * base64-wrapped, in `redirect_url`. Only same-site addresses come back out: anything else (another
 * host, a protocol-relative `//host`, `javascript:`) is refused, so a crafted login link cannot send a
 * freshly logged-in doctor to someone else's site.
 */
export function encodeReturnAddress(address: string): string {
  // encodeURIComponent leaves only ASCII, which btoa encodes as js-base64 did.
  return btoa(encodeURIComponent(address))
}

export function decodeReturnAddress(value: string | undefined, origin: string): string | undefined {
  if (!value) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(decodeBase64(value))
  } catch {
    return undefined
  }
  return sameSitePath(decoded, origin)
}

/**
 * Base64 to text as js-base64's `decode` reads it (the library it replaces, to keep it out of the first
 * load): URL-safe letters accepted, padding and stray characters ignored, the bytes read as UTF-8.
 */
function decodeBase64(value: string): string {
  const tidy = value.replace(/[-_]/g, (letter) => (letter === '-' ? '+' : '/')).replace(/[^A-Za-z0-9+/]/g, '')
  const binary = atob(tidy)
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

/** The path + query + hash of a same-site address, or undefined. */
export function sameSitePath(address: string, origin: string): string | undefined {
  const text = address.trim()
  if (!text) return undefined
  // A bare path must start with exactly one slash ("//evil.example" is another host).
  if (text.startsWith('/') && !text.startsWith('//') && !text.startsWith('/\\')) {
    const parsed = safeUrl(text, origin)
    return parsed && parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined
  }
  const parsed = safeUrl(text)
  if (!parsed || (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')) return undefined
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined
}

function safeUrl(text: string, base?: string): URL | undefined {
  try {
    return new URL(text, base)
  } catch {
    return undefined
  }
}
