import { constants } from '../config/index'
import { toast } from '../ui/feedback'

/** spec §8: after a file download the toast says it was saved. */
export const DOWNLOAD_SAVED_TEXT = '文件已保存到本地下载目录'
export const DOWNLOAD_FAILED_TEXT = '下载失败，请稍后重试'

/**
 * Downloads a file and saves it under its name: fetched as a blob (spec §9: 60 s download timeout),
 * then handed to the browser through an `<a download>`, and confirmed with a toast. A browser that
 * ignores `download` (some in-app webviews) opens the file instead. Resolves whether it was saved.
 */
export async function downloadFile(url: string, fileName: string): Promise<boolean> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), constants.requestTimeout)
  try {
    const response = await fetch(url, { signal: controller.signal, credentials: 'same-origin' })
    if (!response.ok) throw new Error(`download ${url}: ${response.status}`)
    saveBlob(await response.blob(), fileName)
    return true
  } catch {
    toast(DOWNLOAD_FAILED_TEXT)
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** Hands a blob to the browser through an `<a download>` and confirms with the saved toast (spec §8). */
function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the browser can still read it.
  setTimeout(() => URL.revokeObjectURL(href), 1000)
  toast(DOWNLOAD_SAVED_TEXT, { icon: 'success' })
}

/**
 * Saves a picture drawn in the page (a `data:` URL, e.g. a canvas's PNG) under its name, with the same
 * toast as a downloaded file. Resolves whether it was saved.
 */
export async function saveDataUrl(dataUrl: string, fileName: string): Promise<boolean> {
  const match = /^data:([^;,]+)?(;base64)?,(.*)$/s.exec(dataUrl)
  if (!match) {
    toast(DOWNLOAD_FAILED_TEXT)
    return false
  }
  const [, type = 'application/octet-stream', base64, payload = ''] = match
  try {
    const bytes = base64
      ? Uint8Array.from(atob(payload), (char) => char.charCodeAt(0))
      : new TextEncoder().encode(decodeURIComponent(payload))
    saveBlob(new Blob([bytes], { type }), fileName)
    return true
  } catch {
    toast(DOWNLOAD_FAILED_TEXT)
    return false
  }
}
