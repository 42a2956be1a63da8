import { type ReactElement, useEffect, useState } from 'react'
import type { WidgetRuntimeProps } from '@/runtime/registry'
import type { WidgetProps } from '@/runtime/schema'
import styles from './qr-code.module.css'
import type { schema } from './qr-code.schema'

export type QRCodeProps = WidgetProps<typeof schema>

/** What a refused or too long text shows in place of the code. */
export const QR_REFUSED_TEXT = '无法生成二维码'

/**
 * Whether a config's text may become a QR code: an http(s) address, or a plain text with no scheme. A
 * phone's scanner opens what it reads, so `javascript:`, `data:`, `intent:` and the like are refused,
 * also when spaces or control characters hide the scheme (`java\tscript:`; browsers drop them).
 */
export function qrTextAllowed(text: unknown): text is string {
  if (typeof text !== 'string' || text.trim() === '') return false
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const bare = text.replace(/[\u0000-\u0020\u007f-\u00a0\u2000-\u200f\u2028\u2029\ufeff]/g, '')
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase()
  return scheme === undefined || scheme === 'http' || scheme === 'https'
}

type Encoded = { size: number; path: string } | 'pending' | 'failed'

/** A QR code of `text` as an SVG (the encoder loads with the first code shown), its caption under it. */
export default function QRCode({
  text,
  size = 160,
  caption,
  align = 'center',
}: QRCodeProps & Partial<WidgetRuntimeProps>) {
  const allowed = qrTextAllowed(text)
  const [encoded, setEncoded] = useState<Encoded>('pending')

  useEffect(() => {
    if (!allowed) return
    let current = true
    setEncoded('pending')
    import('@/runtime/ui/qr-code').then(
      ({ qrPath }) => {
        if (!current) return
        try {
          setEncoded(qrPath(text))
        } catch (error) {
          // Longer than a code holds.
          console.warn('[QRCode] the text cannot be encoded', error)
          setEncoded('failed')
        }
      },
      () => current && setEncoded('failed'),
    )
    return () => {
      current = false
    }
  }, [allowed, text])

  const box = { width: size, height: size }
  let code: ReactElement
  if (!allowed || encoded === 'failed') {
    code = (
      <div className={styles.placeholder} style={box} role="img" aria-label={QR_REFUSED_TEXT}>
        {QR_REFUSED_TEXT}
      </div>
    )
  } else if (encoded === 'pending') {
    code = (
      <div className={styles.placeholder} style={box} role="status">
        二维码生成中…
      </div>
    )
  } else {
    // A quiet zone of four modules, as scanners expect.
    code = (
      <svg
        className={styles.code}
        style={box}
        viewBox={`-4 -4 ${encoded.size + 8} ${encoded.size + 8}`}
        role="img"
        aria-label={caption || '二维码'}
        shapeRendering="crispEdges"
      >
        <rect x={-4} y={-4} width={encoded.size + 8} height={encoded.size + 8} fill="#fff" />
        <path d={encoded.path} fill="#1d2129" />
      </svg>
    )
  }
  return (
    <figure className={`${styles.block} ${align === 'left' ? styles.left : ''}`} style={{ margin: 0 }}>
      {code}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  )
}
