import { encode } from 'uqr'

/**
 * The dark modules of a QR code as one SVG path, a unit square each (no markup from the text). Imported
 * on demand (the desktop QR panel, the QRCode widget), so the encoder is never part of a first load.
 */
export function qrPath(text: string): { size: number; path: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 0 })
  let path = ''
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`
    })
  })
  return { size, path }
}
