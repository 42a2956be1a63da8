// spec §9: images are served in resize variants at these widths (OSS image processing).
export const IMAGE_WIDTHS = [100, 200, 300, 400] as const

export type ImageWidth = (typeof IMAGE_WIDTHS)[number]

/** Inline (data:), in-memory (blob:) and empty sources cannot be resized by the image server. */
function isResizable(url: string): boolean {
  return url.trim() !== '' && !/^(?:data|blob):/i.test(url.trim())
}

/**
 * URL of the `width` variant: appends `x-oss-process=image/resize,w_<width>` as a query
 * parameter (with '&' when a query exists), before any #hash. data:, blob: and empty URLs are
 * returned unchanged. Decision: a URL that already carries an x-oss-process parameter is also
 * returned unchanged, because OSS accepts only one and the existing one may do more than resize.
 */
export function imageVariant(url: string, width: ImageWidth): string {
  if (typeof url !== 'string') return ''
  if (!isResizable(url) || !IMAGE_WIDTHS.includes(width) || /[?&]x-oss-process=/.test(url)) return url
  const hashIndex = url.indexOf('#')
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex)
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex)
  const separator = !base.includes('?') ? '?' : /[?&]$/.test(base) ? '' : '&'
  return `${base}${separator}x-oss-process=image/resize,w_${width}${hash}`
}

/**
 * `srcset` value listing every width: '<url> 100w, <url> 200w, …'. Decision: '' for sources
 * that cannot be resized, so the <img> falls back to its src. Whitespace is percent-encoded
 * because srcset splits candidates on it.
 */
export function imageSrcSet(url: string): string {
  if (typeof url !== 'string' || !isResizable(url)) return ''
  return IMAGE_WIDTHS.map(
    (width) => `${imageVariant(url.trim(), width).replace(/\s/g, encodeURIComponent)} ${width}w`,
  ).join(', ')
}
